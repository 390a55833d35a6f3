// @vitest-environment jsdom
// jsdom, not happy-dom: a file sent as multipart reaches MSW intact there.
// The mocks are only worth having while they answer as the real API would: every operation of
// openapi.yaml has a handler, and every answer, normal or scenario, validates against the contract.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operations, type OperationId } from '../../../generated/operations';
import { savedAddresses, savedAddressFixtures } from '../../fixtures/addresses';
import { orderFixture, paidOutsideShopOrderFixture } from '../../fixtures/orders';
import { photoFile } from '../../fixtures/photos';
import { chiselFixtures, productFixtures } from '../../fixtures/products';
import { adminFixture, customerFixture, otherCustomerFixture } from '../../fixtures/users';
import { MOCK_TOTP_CODE } from '../../fixtures/two-factor';
import { mockGuestKey } from '../guest-handlers';
import { handlers } from '../handlers';
import { mockShop, VISITOR_CART } from '../mock-shop';
import { hasScenario, scenario, scenarioNames, type ScenarioName } from '../scenarios';
import { server } from '../server';
import { withNodeFiles } from '../../node-files';

interface Contract {
  paths: Record<string, Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }>>;
}

const contract = parse(readFileSync(join(import.meta.dirname, '../../../../../openapi.yaml'), 'utf8')) as Contract;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(contract, 'contract');

const pointer = (...keys: string[]) => keys.map((key) => key.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The schema the contract gives `id`'s answer with `status`, or null when that answer has no body. */
function responseSchema(id: OperationId, status: string) {
  const { method, path, responses } = operations[id];
  const contentType = (responses as Record<string, { contentType: string | null }>)[status]?.contentType;
  if (!contentType) return null;
  const response = contract.paths[path]![method]!.responses[status]!;
  const base = response.$ref ? response.$ref.slice(2) : pointer('paths', path, method, 'responses', status);
  return ajv.getSchema(`contract#/${base}/content/${pointer(contentType)}/schema`)!;
}

const problemSchema = ajv.getSchema('contract#/components/schemas/Problem')!;

const ORIGIN = 'http://localhost:3000/api';
// Before the calls below are built.
withNodeFiles();
const tokenOf = (email: string) => `Bearer shop-token-for-${email}`;

interface Call {
  /** A function when the path is known only once `given` has run (an uploaded photo's name). */
  path: string | (() => string);
  as?: string;
  /** JSON, or a file's bytes (a photo upload). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Puts the mocked shop in the state the call needs. */
  given?: () => void | Promise<void>;
}

const unpaid = orderFixture();
const paid = '0193a7d2-5c1e-7b3a-9f00-0000000e0002';
const product = productFixtures[0]!;
const example = (id: OperationId) => operations[id].requestExample;
let uploadedVariant = '';
const uploadPhoto = async () => {
  const response = await fetch(`${ORIGIN}/images`, { method: 'POST', headers: { Authorization: tokenOf(adminFixture.email) }, body: photoFile() });
  uploadedVariant = ((await response.json()) as { variants: Array<{ url: string }> }).variants[0]!.url.replace(/^\/api/, '');
};
/** A guest order of the first tool, with its key. */
const guestOrder = orderFixture({ _id: '0193a7d2-5c1e-7b3a-9f00-0000000e0099', userName: 'Guest', email: 'ada@example.com' });
const asGuest = { 'X-Order-Key': mockGuestKey(guestOrder._id) };
const guestInvoice = { id: '0193a7d2-5c1e-7b3a-9f00-0000000d0001', kind: 'invoice' as const, number: 'INV-000050', total: guestOrder.price, issuedAt: '2026-11-21T09:05:00.000Z', refundId: null };
const placeGuestOrder = () => {
  mockShop.orders.unshift({ ...guestOrder });
  mockShop.guestKeys[guestOrder._id] = mockGuestKey(guestOrder._id);
};
const enrolAdmin = () => {
  mockShop.twoFactor.enrolled.push(adminFixture.email);
};
const homeAddress = savedAddressFixtures[0]!;
const fillAddressBook = () => {
  mockShop.addresses[customerFixture.email] = savedAddresses();
};
const putInCart = () => {
  mockShop.carts[customerFixture.email] = [{ productId: product._id, quantity: product.minimum }];
};
const putInVisitorCart = () => {
  mockShop.carts[VISITOR_CART] = [{ productId: product._id, quantity: product.minimum }];
};

/** One successful call per operation; a Record, so a new operation in the contract fails to compile here. */
const calls: Record<OperationId, Call> = {
  getHealth: { path: '/health' },
  getConfig: { path: '/config' },
  // A tool in sizes among them, listed once with its sizes' summary.
  listProducts: { path: '/products?limit=3&brand=oakridge&option=Size%3A6%20mm&option=Size%3A12%20mm' },
  listCategories: { path: '/categories' },
  listBrands: { path: '/brands' },
  listProductFacets: { path: '/product-facets' },
  addCategory: { path: '/categories', as: adminFixture.email, body: { name: 'Backsaws', parent: 'saws' } },
  updateCategory: { path: '/categories/saws', as: adminFixture.email, body: example('updateCategory') },
  deleteCategory: { path: '/categories/hand-saws', as: adminFixture.email, given: () => void (mockShop.products = mockShop.products.filter((p) => p.category?.slug !== 'hand-saws')) },
  addBrand: { path: '/brands', as: adminFixture.email, body: { name: 'Trueline' } },
  updateBrand: { path: '/brands/oakridge', as: adminFixture.email, body: example('updateBrand') },
  deleteBrand: { path: '/brands/oakridge', as: adminFixture.email, given: () => void (mockShop.products = mockShop.products.filter((p) => p.brand?.slug !== 'oakridge')) },
  getProduct: { path: `/products/${product._id}` },
  // A size's page, with every size of its tool.
  getProductBySlug: { path: `/products-by-slug/${chiselFixtures[1]!.slug}` },
  listAllProducts: { path: '/allProducts?limit=5', as: adminFixture.email },
  addProduct: { path: '/productAdd', as: adminFixture.email, body: example('addProduct') },
  updateProduct: { path: `/product/${product._id}`, as: adminFixture.email, body: example('updateProduct') },
  deleteProduct: { path: `/product/${product._id}`, as: adminFixture.email },
  uploadImage: { path: '/images', as: adminFixture.email, body: photoFile() },
  exportProducts: { path: '/export/products', as: adminFixture.email },
  importProducts: {
    path: '/product-imports?dryRun=true',
    as: adminFixture.email,
    body: new Blob([`slug,name,price,minimum,available,image,description\n${product.slug},A,1.00,1,1,/x.svg,A.\n,B,2.00,1,1,/x.svg,B.`], { type: 'text/csv' }),
  },
  getImage: { path: () => uploadedVariant, given: uploadPhoto },
  listStockMovements: { path: `/products/${product._id}/stock-movements`, as: adminFixture.email },
  adjustStock: { path: `/products/${product._id}/stock-movements`, as: adminFixture.email, body: example('adjustStock') },
  exchangeToken: { path: `/user/${customerFixture.email}`, headers: { Authorization: 'Bearer firebase-id-token' } },
  signInWithPassword: { path: '/sign-in', body: example('signInWithPassword') },
  registerWithPassword: { path: '/register', body: example('registerWithPassword') },
  claimSignInHandOver: { path: '/sign-in/hand-over' },
  listUsers: { path: '/users', as: adminFixture.email },
  makeAdmin: { path: `/user/admin/${customerFixture.email}`, as: adminFixture.email },
  setUserRole: { path: `/users/${customerFixture.email}/role`, as: adminFixture.email, body: example('setUserRole') },
  removeAdmin: {
    path: `/user/admin/${otherCustomerFixture.email}`,
    as: adminFixture.email,
    given: () => {
      mockShop.users.find((user) => user.email === otherCustomerFixture.email)!.role = 'owner';
    },
  },
  signOut: { path: '/session', as: customerFixture.email },
  getTwoFactorStatus: { path: '/two-factor', as: adminFixture.email },
  startTwoFactorEnrolment: { path: '/two-factor/enrolment', as: adminFixture.email },
  confirmTwoFactorEnrolment: { path: '/two-factor/enrolment', as: adminFixture.email, body: { code: MOCK_TOTP_CODE } },
  verifySecondFactor: { path: '/session/second-factor', as: adminFixture.email, body: { code: MOCK_TOTP_CODE }, given: enrolAdmin },
  disableTwoFactor: { path: '/two-factor', as: adminFixture.email, given: enrolAdmin },
  resetTwoFactor: { path: `/users/${adminFixture.email}/two-factor`, as: adminFixture.email, given: enrolAdmin },
  getSecuritySettings: { path: '/settings/security', as: adminFixture.email },
  updateSecuritySettings: { path: '/settings/security', as: adminFixture.email, body: { requireStaffTwoFactor: true }, given: enrolAdmin },
  getShippingSettings: { path: '/settings/shipping' },
  updateShippingSettings: { path: '/settings/shipping', as: adminFixture.email, body: example('updateShippingSettings') },
  getBusinessDetails: { path: '/settings/business' },
  updateBusinessDetails: { path: '/settings/business', as: adminFixture.email, body: example('updateBusinessDetails') },
  getTaxSettings: { path: '/settings/tax' },
  updateTaxSettings: { path: '/settings/tax', as: adminFixture.email, body: example('updateTaxSettings') },
  quoteShipping: { path: '/shipping-quotes', body: { country: 'US', lines: [{ productId: product._id, quantity: product.minimum }] } },
  listMySessions: { path: '/sessions', as: customerFixture.email },
  endMySession: { path: '/sessions/0193a7d2-5c1e-7b3a-9f00-0000000b0003', as: customerFixture.email },
  endOtherSessions: { path: '/sessions', as: customerFixture.email },
  disableUser: { path: `/user/disabled/${customerFixture.email}`, as: adminFixture.email },
  enableUser: {
    path: `/user/disabled/${otherCustomerFixture.email}`,
    as: adminFixture.email,
    given: () => {
      mockShop.users.find((user) => user.email === otherCustomerFixture.email)!.disabled = true;
    },
  },
  getAdminStatus: { path: `/admin/${customerFixture.email}`, as: customerFixture.email },
  getProfile: { path: `/profile/${customerFixture.email}`, as: customerFixture.email },
  updateProfile: { path: `/profile/${customerFixture.email}`, as: customerFixture.email, body: example('updateProfile') },
  listAddresses: { path: '/addresses', as: customerFixture.email, given: fillAddressBook },
  addAddress: { path: '/addresses', as: customerFixture.email, body: example('addAddress') },
  updateAddress: { path: `/addresses/${homeAddress._id}`, as: customerFixture.email, body: example('updateAddress'), given: fillAddressBook },
  deleteAddress: { path: `/addresses/${homeAddress._id}`, as: customerFixture.email, given: fillAddressBook },
  setDefaultAddress: { path: `/addresses/${savedAddressFixtures[1]!._id}/default`, as: customerFixture.email, given: fillAddressBook },
  listReviews: { path: '/reviews' },
  addReview: { path: '/review', as: customerFixture.email, body: { ...(example('addReview') as object), productId: product._id } },
  placeOrder: { path: '/order', as: customerFixture.email, body: { ...(example('placeOrder') as object), productId: product._id } },
  getCart: { path: '/cart', as: customerFixture.email },
  setCartLine: { path: `/cart/lines/${product._id}`, as: customerFixture.email, body: { quantity: product.minimum } },
  removeCartLine: { path: `/cart/lines/${product._id}`, as: customerFixture.email, given: () => putInCart() },
  mergeCart: { path: '/cart/merge', as: customerFixture.email, body: { lines: [{ productId: product._id, quantity: product.minimum }] } },
  priceCart: { path: '/cart/price', body: { lines: [{ productId: product._id, quantity: product.minimum }] } },
  getVisitorCart: { path: '/visitor-cart' },
  addToVisitorCart: { path: '/visitor-cart/lines', body: { productId: product._id, quantity: product.minimum } },
  setVisitorCartLine: { path: `/visitor-cart/lines/${product._id}`, body: { quantity: 0 } },
  getVisitorCheckoutDetails: { path: '/visitor-cart/checkout-details' },
  saveVisitorCheckoutDetails: {
    path: '/visitor-cart/checkout-details',
    body: { email: 'ada@example.com', address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000' },
    given: () => putInVisitorCart(),
  },
  checkout: { path: '/checkout', as: customerFixture.email, body: { address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000' }, given: () => putInCart() },
  guestCheckout: {
    path: '/guest/checkout',
    body: { email: 'ada@example.com', address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000', lines: [{ productId: product._id, quantity: product.minimum }] },
  },
  getGuestOrder: { path: `/guest/orders/${guestOrder._id}`, headers: asGuest, given: placeGuestOrder },
  getGuestOrderDocument: {
    path: `/guest/orders/${guestOrder._id}/documents/${guestInvoice.id}`,
    headers: asGuest,
    given: () => {
      placeGuestOrder();
      mockShop.orders[0]!.documents = [guestInvoice];
    },
  },
  cancelGuestOrder: { path: `/guest/orders/${guestOrder._id}`, headers: asGuest, given: placeGuestOrder },
  createGuestPaymentIntent: { path: `/guest/orders/${guestOrder._id}/payment-intent`, headers: asGuest, given: placeGuestOrder },
  confirmGuestTestPayment: { path: `/guest/orders/${guestOrder._id}/test-payment`, headers: asGuest, body: example('confirmGuestTestPayment'), given: placeGuestOrder },
  markGuestOrderPaid: {
    path: `/guest/orders/${guestOrder._id}`,
    headers: asGuest,
    body: { transactionId: `pi_test_${guestOrder._id.replaceAll('-', '')}` },
    given: placeGuestOrder,
  },
  listMyOrders: { path: `/order/${customerFixture.email}`, as: customerFixture.email },
  cancelOrder: { path: `/order/${unpaid._id}`, as: customerFixture.email },
  listAllOrders: { path: '/orders?status=paid&q=customer', as: adminFixture.email },
  getOverview: { path: '/overview', as: adminFixture.email },
  listAuditEntries: { path: '/audit-entries?kind=product.price_changed', as: adminFixture.email },
  listProductHistory: { path: `/products/${product._id}/history`, as: adminFixture.email },
  listOrderHistory: { path: `/orders/${orderFixture()._id}/history`, as: adminFixture.email },
  exportOrders: { path: '/export/orders?from=2026-01-01', as: adminFixture.email },
  exportAuditEntries: { path: '/export/audit-entries?kind=order.shipped', as: adminFixture.email },
  getOrder: { path: `/orders/${unpaid._id}`, as: customerFixture.email },
  getOrderDocument: { path: () => `/orders/${paid}/documents/${mockShop.orders.find((order) => order._id === paid)!.documents[0]!.id}`, as: customerFixture.email },
  markOrderPaid: { path: `/orders/${unpaid._id}`, as: customerFixture.email, body: { transactionId: `pi_test_${unpaid._id.replaceAll('-', '')}` } },
  shipOrder: { path: `/orders/${paid}/ship`, as: adminFixture.email },
  refundOrder: { path: `/orders/${paid}/refund`, as: adminFixture.email },
  refundOrderPart: { path: `/orders/${paid}/refunds`, as: adminFixture.email, body: { lines: [{ line: 0, quantity: 1, restock: true }] } },
  recordOutsideRefund: {
    path: `/orders/${paidOutsideShopOrderFixture()._id}/outside-refund`,
    as: adminFixture.email,
    body: example('recordOutsideRefund'),
    given: () => void mockShop.orders.push(paidOutsideShopOrderFixture()),
  },
  createPaymentIntent: { path: '/create-payment-intent', as: customerFixture.email, body: { orderId: unpaid._id } },
  confirmTestPayment: { path: '/payments/test/confirm', as: customerFixture.email, body: example('confirmTestPayment') },
  handleStripeWebhook: { path: '/webhooks/stripe', body: example('handleStripeWebhook'), headers: { 'Stripe-Signature': 't=1,v1=abc' } },
  sendContactMessage: { path: '/contact', body: example('sendContactMessage') },
  subscribeNewsletter: { path: '/newsletter', body: example('subscribeNewsletter') },
  requestPasswordReset: { path: '/password-resets', body: example('requestPasswordReset') },
};

async function send(id: OperationId, call: Call) {
  await call.given?.();
  const headers: Record<string, string> = { ...call.headers };
  if (call.as) headers.Authorization = tokenOf(call.as);
  const bytes = call.body instanceof Blob;
  if (call.body !== undefined && !bytes) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${ORIGIN}${typeof call.path === 'function' ? call.path() : call.path}`, {
    method: operations[id].method.toUpperCase(),
    headers,
    body: call.body === undefined ? undefined : bytes ? (call.body as Blob) : JSON.stringify(call.body),
  });
  const text = await response.text();
  const contentType = response.headers.get('Content-Type');
  // The CSV export and the pictures are read as text (the schema asks only for a bounded string); everything else is JSON.
  const body = !text ? undefined : /^(text\/csv|image\/|application\/pdf)/.test(contentType ?? '') ? text : (JSON.parse(text) as unknown);
  return { status: response.status, contentType, body };
}

const operationIds = Object.keys(operations) as OperationId[];
const mswPath = (path: string) => `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

describe('the mocked API', () => {
  it('has a handler for every operation of openapi.yaml, and the operations table matches the contract', () => {
    const inContract = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ['get', 'put', 'post', 'patch', 'delete'].includes(key))
        .map((method) => `${method.toUpperCase()} ${mswPath(path)}`),
    );
    const inTable = operationIds.map((id) => `${operations[id].method.toUpperCase()} ${mswPath(operations[id].path)}`);
    expect(inTable.sort()).toEqual([...inContract].sort());

    const handled = new Set(handlers.map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`));
    expect(inContract.filter((operation) => !handled.has(operation))).toEqual([]);
  });

  it.each(operationIds)('%s answers a normal call as the contract says', async (id) => {
    const { status, contentType, body } = await send(id, calls[id]);
    expect(Object.keys(operations[id].responses), `${id} answered ${status}: ${JSON.stringify(body)}`).toContain(String(status));
    expect(status).toBeLessThan(300);
    const schema = responseSchema(id, String(status));
    if (!schema) return expect(body).toBeUndefined();
    const declared = (operations[id].responses as Record<string, { contentType: string | null }>)[String(status)]?.contentType;
    expect(contentType).toMatch(declared === 'text/csv' ? /^text\/csv/ : declared === 'application/pdf' ? /^application\/pdf$/ : declared?.startsWith('image/') ? /^image\// : /json/);
    expect(schema(body), JSON.stringify(schema.errors)).toBe(true);
  });

  const scenarioCases = operationIds.flatMap((id) =>
    scenarioNames.filter((name) => !['loading', 'slow'].includes(name) && hasScenario(id, name)).map((name) => [id, name] as [OperationId, ScenarioName]),
  );

  it.each(scenarioCases)('%s answers its "%s" scenario as the contract says', async (id, name) => {
    server.use(scenario(id, name));
    const { status, body } = await send(id, calls[id]);
    if (name === 'serverError') {
      expect(status).toBe(500);
      return expect(problemSchema(body), JSON.stringify(problemSchema.errors)).toBe(true);
    }
    expect(Object.keys(operations[id].responses)).toContain(String(status));
    const schema = responseSchema(id, String(status))!;
    expect(schema(body), JSON.stringify(schema.errors)).toBe(true);
  });

  it('offers every error scenario the contract declares, and none it does not', () => {
    expect(hasScenario('listProducts', 'unauthorized')).toBe(false);
    expect(() => scenario('listProducts', 'unauthorized')).toThrow('listProducts has no "unauthorized" scenario');
    expect(hasScenario('listMyOrders', 'unauthorized')).toBe(true);
    expect(hasScenario('getConfig', 'empty')).toBe(false);
    expect(scenarioCases.length).toBeGreaterThan(operationIds.length * 2);
  });

  it('"slow" lets the normal handler answer after a while', async () => {
    server.use(scenario('getConfig', 'slow'));
    const started = Date.now();
    const { status } = await send('getConfig', calls.getConfig);
    expect(status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  });
});
