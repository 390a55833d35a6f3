// A valid call of every operation in openapi.yaml, built afresh each time on fixtures of its own
// (an order of the customer's to cancel, another user to promote), so one caller's change can't
// affect the next. The authorization matrix sends them as each role; the path-spelling suite sends
// them under other spellings. A new operation without a call here doesn't compile.
import type { OperationId, Order } from '../../src/shared/api-types.js';
import { uniqueEmail } from '../identity.js';
import { validProduct, type Shopper, type TestShop } from '../harness.js';
import { address, guestOrder, phone, placedOrder } from './orders.js';
import { photo } from './photos.js';
import { handOverCookie } from './sign-in-forms.js';
import { confirmedGuestPayment, confirmedPayment, guestPayments, payWithTestCard, startPayment, testCard } from './payments.js';

export interface Call {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The canonical path, `/api/…`, with the fixture's ids and emails in place. */
  path: string;
  body?: object;
  /** The token to send instead of the caller's access token (the Firebase-token exchange). */
  bearer?: (as: Shopper) => string;
  headers?: Record<string, string>;
  /** A guest order's call: the key that opens its order, and the key of another guest order. */
  keys?: { own: string; other: string };
}

export interface CallContext {
  shop: TestShop;
  /** Owns the objects each call targets. */
  customer: Shopper;
  admin: Shopper;
  /** Everyone the call may be sent as, for calls that need something of each (a session to end). */
  actors: Shopper[];
  /** A product with plenty of stock. */
  productId: string;
}

type CallBuilder = (context: CallContext) => Promise<Call>;

/** The shipping a test shop starts with (nothing set): free delivery to its own country. */
export const freeDeliveryAtHome = {
  homeCountry: 'US',
  zones: [{ name: 'Home', countries: ['US'], methods: [{ id: 'standard', name: 'Standard delivery', kind: 'flat', price: '0.00', freeFrom: null }] }],
};

const billing = { name: 'Customer', email: 'customer@example.com' };
const placeOrder = async ({ shop, customer, productId }: CallContext) => (await placedOrder(shop, customer, productId, 2))._id;
const newSession = async (shop: TestShop, as: Shopper) => {
  const response = await shop.request.put(`/api/user/${as.email}`).set('Authorization', `Bearer ${as.idToken}`);
  return response.body.token as string;
};
/** The session an access token names (its `sid`). */
const sessionIdOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;
/** A line in every actor's cart, so each has something to check out. */
const fillCarts = async ({ shop, actors, productId }: CallContext) => {
  for (const as of actors) await shop.request.put(`/api/cart/lines/${productId}`).set(as.auth).send({ quantity: 2 });
};
/** A guest order to aim at, and another guest order whose key is the wrong one for it. */
const guestOrders = async ({ shop, productId }: CallContext) => {
  const [own, other] = [await guestOrder(shop, productId, 2), await guestOrder(shop, productId, 2)];
  return { orderId: own.order._id, keys: { own: own.key, other: other.key } };
};
/** A new address in the customer's book, to change or remove. */
const customerAddress = async ({ shop, customer }: CallContext) => {
  // A book holds at most 20, and a suite builds this call many times: each call makes room for its own.
  const book = await shop.request.get('/api/addresses').set(customer.auth);
  for (const { _id } of (book.body.items as Array<{ _id: string }>).slice(10)) await shop.request.delete(`/api/addresses/${_id}`).set(customer.auth);
  const response = await shop.request.post('/api/addresses').set(customer.auth).send({ label: 'Workshop', address: `${address}, Unit 4`, phone });
  if (response.status !== 201) throw new Error(`adding an address failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body._id as string;
};
const anotherUser = async ({ shop }: CallContext, role: 'customer' | 'owner') => (await shop.signIn('target', role)).email;
let taxonomyNames = 0;
/** A name no category or brand of the suite has yet: each call adds its own. */
const newTaxonomyName = (kind: string) => `${kind} ${(taxonomyNames += 1)} ${Math.random().toString(36).slice(2, 8)}`;
/** A new category's or brand's slug, added by the admin, to change or remove. */
const newTaxonomySlug = async ({ shop, admin }: CallContext, path: '/api/categories' | '/api/brands') => {
  const response = await shop.request.post(path).set(admin.auth).send({ name: newTaxonomyName('Spare') });
  if (response.status !== 201) throw new Error(`adding to ${path} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.slug as string;
};

export const operationCalls: Record<OperationId, CallBuilder> = {
  getHealth: async () => ({ method: 'get', path: '/api/health' }),
  getConfig: async () => ({ method: 'get', path: '/api/config' }),
  listProducts: async () => ({ method: 'get', path: '/api/products' }),
  listCategories: async () => ({ method: 'get', path: '/api/categories' }),
  listBrands: async () => ({ method: 'get', path: '/api/brands' }),
  listProductFacets: async () => ({ method: 'get', path: '/api/product-facets' }),
  addCategory: async () => ({ method: 'post', path: '/api/categories', body: { name: newTaxonomyName('Category') } }),
  updateCategory: async (context) => ({ method: 'patch', path: `/api/categories/${await newTaxonomySlug(context, '/api/categories')}`, body: { position: 0 } }),
  deleteCategory: async (context) => ({ method: 'delete', path: `/api/categories/${await newTaxonomySlug(context, '/api/categories')}` }),
  addBrand: async () => ({ method: 'post', path: '/api/brands', body: { name: newTaxonomyName('Brand') } }),
  updateBrand: async (context) => ({ method: 'patch', path: `/api/brands/${await newTaxonomySlug(context, '/api/brands')}`, body: { name: newTaxonomyName('Renamed') } }),
  deleteBrand: async (context) => ({ method: 'delete', path: `/api/brands/${await newTaxonomySlug(context, '/api/brands')}` }),
  getProduct: async ({ productId }) => ({ method: 'get', path: `/api/products/${productId}` }),
  getProductBySlug: async ({ shop, productId }) => ({ method: 'get', path: `/api/products-by-slug/${(await shop.request.get(`/api/products/${productId}`)).body.slug}` }),
  listAllProducts: async () => ({ method: 'get', path: '/api/allProducts' }),
  addProduct: async () => ({ method: 'post', path: '/api/productAdd', body: validProduct }),
  updateProduct: async ({ productId }) => ({ method: 'patch', path: `/api/product/${productId}`, body: { price: 19.99 } }),
  exportProducts: async () => ({ method: 'get', path: '/api/export/products' }),
  importProducts: async () => ({
    method: 'post',
    path: '/api/product-imports',
    body: Buffer.from('name,price,minimum,available,image,description\nImported Chisel,12.50,1,10,/images/tools/claw-hammer.svg,A chisel from a CSV file.\n'),
    headers: { 'Content-Type': 'text/csv' },
  }),
  listStockMovements: async ({ productId }) => ({ method: 'get', path: `/api/products/${productId}/stock-movements` }),
  adjustStock: async ({ productId }) => ({ method: 'post', path: `/api/products/${productId}/stock-movements`, body: { change: 1, note: 'Found in the stock room' } }),
  deleteProduct: async ({ shop, admin }) => {
    const created = await shop.request.post('/api/productAdd').set(admin.auth).send(validProduct);
    return { method: 'delete', path: `/api/product/${created.body._id}` };
  },
  uploadImage: async () => ({ method: 'post', path: '/api/images', body: await photo('jpeg'), headers: { 'Content-Type': 'image/jpeg' } }),
  getImage: async ({ shop, admin }) => {
    const uploaded = await shop.request.post('/api/images').set(admin.auth).type('image/png').send(await photo('png'));
    return { method: 'get', path: uploaded.body.variants[0].url };
  },
  exchangeToken: async ({ customer }) => ({ method: 'put', path: `/api/user/${customer.email}`, bearer: (as) => as.idToken }),
  signInWithPassword: async ({ customer }) => ({ method: 'post', path: '/api/sign-in', body: { email: customer.email, password: customer.password } }),
  registerWithPassword: async () => ({ method: 'post', path: '/api/register', body: { name: 'Sam Turner', email: uniqueEmail('register'), password: 'hickory-16oz' } }),
  claimSignInHandOver: async (context) => ({ method: 'post', path: '/api/sign-in/hand-over', headers: { Cookie: await handOverCookie(context.shop, context.customer) } }),
  listUsers: async () => ({ method: 'get', path: '/api/users' }),
  makeAdmin: async (context) => ({ method: 'put', path: `/api/user/admin/${await anotherUser(context, 'customer')}` }),
  setUserRole: async (context) => ({ method: 'put', path: `/api/users/${await anotherUser(context, 'customer')}/role`, body: { role: 'fulfilment' } }),
  removeAdmin: async (context) => ({ method: 'delete', path: `/api/user/admin/${await anotherUser(context, 'owner')}` }),
  signOut: async ({ shop, actors }) => {
    const sessions = new Map(await Promise.all(actors.map(async (as) => [as.uid, await newSession(shop, as)] as const)));
    return { method: 'delete', path: '/api/session', bearer: (as) => sessions.get(as.uid) ?? as.token };
  },
  getTwoFactorStatus: async () => ({ method: 'get', path: '/api/two-factor' }),
  disableTwoFactor: async () => ({ method: 'delete', path: '/api/two-factor' }),
  startTwoFactorEnrolment: async () => ({ method: 'post', path: '/api/two-factor/enrolment' }),
  confirmTwoFactorEnrolment: async ({ shop, actors }) => {
    // Each staff member with an enrolment waiting, so the code is what is judged; it is never right
    // (one in a million), so nobody's sign-in changes.
    for (const as of actors) await shop.request.post('/api/two-factor/enrolment').set(as.auth);
    return { method: 'put', path: '/api/two-factor/enrolment', body: { code: '000000' } };
  },
  verifySecondFactor: async () => ({ method: 'post', path: '/api/session/second-factor', body: { code: '123456' } }),
  resetTwoFactor: async (context) => ({ method: 'delete', path: `/api/users/${await anotherUser(context, 'customer')}/two-factor` }),
  getSecuritySettings: async () => ({ method: 'get', path: '/api/settings/security' }),
  updateSecuritySettings: async () => ({ method: 'put', path: '/api/settings/security', body: { requireStaffTwoFactor: false } }),
  getShippingSettings: async () => ({ method: 'get', path: '/api/settings/shipping' }),
  getBusinessDetails: async () => ({ method: 'get', path: '/api/settings/business' }),
  getTaxSettings: async () => ({ method: 'get', path: '/api/settings/tax' }),
  updateTaxSettings: async () => ({ method: 'put', path: '/api/settings/tax', body: { pricesIncludeTax: true, standardRate: '20', reducedRate: '5', exportsWithoutTax: false } }),
  updateBusinessDetails: async () => ({ method: 'put', path: '/api/settings/business', body: { legalName: 'Hand Tool Shop Ltd', address: null, email: null, phone: null, vatNumber: null, companyNumber: null } }),
  // The shop's own default again: the other calls' orders keep their free delivery.
  updateShippingSettings: async () => ({ method: 'put', path: '/api/settings/shipping', body: freeDeliveryAtHome }),
  quoteShipping: async ({ productId }) => ({ method: 'post', path: '/api/shipping-quotes', body: { country: 'US', lines: [{ productId, quantity: 3 }] } }),
  listMySessions: async () => ({ method: 'get', path: '/api/sessions' }),
  // A second session of the customer's: theirs to end, missing (404) to anyone else.
  endMySession: async ({ shop, customer }) => ({ method: 'delete', path: `/api/sessions/${sessionIdOf(await newSession(shop, customer))}` }),
  // Each caller keeps the session it calls with: only others end.
  endOtherSessions: async () => ({ method: 'delete', path: '/api/sessions' }),
  disableUser: async (context) => ({ method: 'put', path: `/api/user/disabled/${await anotherUser(context, 'customer')}` }),
  enableUser: async (context) => {
    const email = await anotherUser(context, 'customer');
    await context.shop.request.put(`/api/user/disabled/${email}`).set(context.admin.auth);
    return { method: 'delete', path: `/api/user/disabled/${email}` };
  },
  getAdminStatus: async ({ customer }) => ({ method: 'get', path: `/api/admin/${customer.email}` }),
  getProfile: async ({ customer }) => ({ method: 'get', path: `/api/profile/${customer.email}` }),
  updateProfile: async ({ customer }) => ({
    method: 'put',
    path: `/api/profile/${customer.email}`,
    body: { education: 'Joinery', location: 'Leeds', phone: '+44 113 496 0000' },
  }),
  listAddresses: async () => ({ method: 'get', path: '/api/addresses' }),
  addAddress: async () => ({ method: 'post', path: '/api/addresses', body: { label: 'Home', address, phone } }),
  updateAddress: async (context) => ({ method: 'patch', path: `/api/addresses/${await customerAddress(context)}`, body: { label: 'Home' } }),
  deleteAddress: async (context) => ({ method: 'delete', path: `/api/addresses/${await customerAddress(context)}` }),
  setDefaultAddress: async (context) => ({ method: 'put', path: `/api/addresses/${await customerAddress(context)}/default` }),
  listReviews: async () => ({ method: 'get', path: '/api/reviews' }),
  addReview: async () => ({ method: 'post', path: '/api/review', body: { title: 'Solid', details: 'Does the job well.', rating: 5 } }),
  placeOrder: async ({ productId }) => ({
    method: 'post',
    path: '/api/order',
    body: { productId, quantity: 2, address: '1 Road', phone: '+44 113 496 0000' },
  }),
  getCart: async () => ({ method: 'get', path: '/api/cart' }),
  setCartLine: async ({ productId }) => ({ method: 'put', path: `/api/cart/lines/${productId}`, body: { quantity: 2 } }),
  removeCartLine: async (context) => {
    await fillCarts(context);
    return { method: 'delete', path: `/api/cart/lines/${context.productId}` };
  },
  mergeCart: async ({ productId }) => ({ method: 'post', path: '/api/cart/merge', body: { lines: [{ productId, quantity: 3 }] } }),
  priceCart: async ({ productId }) => ({ method: 'post', path: '/api/cart/price', body: { lines: [{ productId, quantity: 3 }] } }),
  getVisitorCart: async () => ({ method: 'get', path: '/api/visitor-cart' }),
  addToVisitorCart: async ({ productId }) => ({ method: 'post', path: '/api/visitor-cart/lines', body: { productId, quantity: 3 } }),
  setVisitorCartLine: async ({ productId }) => ({ method: 'post', path: `/api/visitor-cart/lines/${productId}`, body: { quantity: 3 } }),
  getVisitorCheckoutDetails: async () => ({ method: 'get', path: '/api/visitor-cart/checkout-details' }),
  saveVisitorCheckoutDetails: async () => ({
    method: 'post',
    path: '/api/visitor-cart/checkout-details',
    body: { email: 'ada@example.com', address: '1 Road', phone: '+44 113 496 0000' },
  }),
  checkout: async (context) => {
    await fillCarts(context);
    return { method: 'post', path: '/api/checkout', body: { address: '1 Road', phone: '+44 113 496 0000' } };
  },
  guestCheckout: async ({ productId }) => ({
    method: 'post',
    path: '/api/guest/checkout',
    body: { email: uniqueEmail('guest'), address, phone, lines: [{ productId, quantity: 2 }] },
  }),
  getGuestOrder: async (context) => {
    const { orderId, keys } = await guestOrders(context);
    return { method: 'get', path: `/api/guest/orders/${orderId}`, keys };
  },
  getGuestOrderDocument: async (context) => {
    const { orderId, keys } = await guestOrders(context);
    const intent = await confirmedGuestPayment(context.shop, orderId, keys.own);
    const paid = await guestPayments(context.shop, orderId, keys.own).markOrderPaid(intent.paymentIntentId);
    return { method: 'get', path: `/api/guest/orders/${orderId}/documents/${(paid.body as Order).documents[0]?.id}`, keys };
  },
  cancelGuestOrder: async (context) => {
    const { orderId, keys } = await guestOrders(context);
    return { method: 'delete', path: `/api/guest/orders/${orderId}`, keys };
  },
  createGuestPaymentIntent: async (context) => {
    const { orderId, keys } = await guestOrders(context);
    return { method: 'post', path: `/api/guest/orders/${orderId}/payment-intent`, keys };
  },
  confirmGuestTestPayment: async (context) => {
    const { orderId, keys } = await guestOrders(context);
    const intent = await guestPayments(context.shop, orderId, keys.own).createPaymentIntent();
    return { method: 'post', path: `/api/guest/orders/${orderId}/test-payment`, body: { clientSecret: intent.body.clientSecret, card: testCard, billingDetails: billing }, keys };
  },
  markGuestOrderPaid: async (context) => {
    const { orderId, keys } = await guestOrders(context);
    const intent = await confirmedGuestPayment(context.shop, orderId, keys.own);
    return { method: 'patch', path: `/api/guest/orders/${orderId}`, body: { transactionId: intent.paymentIntentId }, keys };
  },
  listMyOrders: async ({ customer }) => ({ method: 'get', path: `/api/order/${customer.email}` }),
  cancelOrder: async (context) => ({ method: 'delete', path: `/api/order/${await placeOrder(context)}` }),
  listAllOrders: async () => ({ method: 'get', path: '/api/orders' }),
  getOverview: async () => ({ method: 'get', path: '/api/overview' }),
  exportOrders: async () => ({ method: 'get', path: '/api/export/orders' }),
  listAuditEntries: async () => ({ method: 'get', path: '/api/audit-entries' }),
  exportAuditEntries: async () => ({ method: 'get', path: '/api/export/audit-entries' }),
  listProductHistory: async ({ productId }) => ({ method: 'get', path: `/api/products/${productId}/history` }),
  listOrderHistory: async (context) => ({ method: 'get', path: `/api/orders/${await placeOrder(context)}/history` }),
  getOrder: async (context) => ({ method: 'get', path: `/api/orders/${await placeOrder(context)}` }),
  getOrderDocument: async (context) => {
    const paid = await payWithTestCard(context.shop, context.customer, await placeOrder(context));
    return { method: 'get', path: `/api/orders/${paid._id}/documents/${paid.documents[0]?.id}` };
  },
  markOrderPaid: async (context) => {
    const orderId = await placeOrder(context);
    const intent = await confirmedPayment(context.shop, context.customer, orderId);
    return { method: 'patch', path: `/api/orders/${orderId}`, body: { transactionId: intent.paymentIntentId } };
  },
  shipOrder: async (context) => {
    const orderId = await placeOrder(context);
    await payWithTestCard(context.shop, context.customer, orderId);
    return { method: 'patch', path: `/api/orders/${orderId}/ship` };
  },
  refundOrder: async (context) => {
    const orderId = await placeOrder(context);
    await payWithTestCard(context.shop, context.customer, orderId);
    return { method: 'post', path: `/api/orders/${orderId}/refund` };
  },
  refundOrderPart: async (context) => {
    const orderId = await placeOrder(context);
    await payWithTestCard(context.shop, context.customer, orderId);
    return { method: 'post', path: `/api/orders/${orderId}/refunds`, body: { lines: [{ line: 0, quantity: 1, restock: true }] } };
  },
  // Paid through the shop, so the owner's call is refused as such (409): past authorisation either way.
  recordOutsideRefund: async (context) => {
    const orderId = await placeOrder(context);
    await payWithTestCard(context.shop, context.customer, orderId);
    return { method: 'post', path: `/api/orders/${orderId}/outside-refund`, body: { note: 'Cash at the counter' } };
  },
  createPaymentIntent: async (context) => ({ method: 'post', path: '/api/create-payment-intent', body: { orderId: await placeOrder(context) } }),
  confirmTestPayment: async (context) => {
    const intent = await startPayment(context.shop, context.customer, await placeOrder(context));
    return { method: 'post', path: '/api/payments/test/confirm', body: { clientSecret: intent.clientSecret, card: testCard, billingDetails: billing } };
  },
  handleStripeWebhook: async () => ({
    method: 'post',
    path: '/api/webhooks/stripe',
    body: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } },
    headers: { 'Stripe-Signature': 't=1,v1=abc' },
  }),
  sendContactMessage: async () => ({ method: 'post', path: '/api/contact', body: { name: 'Sam', email: 'sam@example.com', message: 'Hello' } }),
  subscribeNewsletter: async () => ({ method: 'post', path: '/api/newsletter', body: { email: uniqueEmail('news') } }),
  requestPasswordReset: async () => ({ method: 'post', path: '/api/password-resets', body: { email: uniqueEmail('reset') } }),
};
