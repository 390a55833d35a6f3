// The cart as the API keeps it: a signed-in shopper's and the visitor's in the mocked shop (so they
// survive reloads in mock mode), and checkout turning the whole cart into one
// order, all or nothing.
import { limits } from '../../lib/contract-limits';
import type { CartItem, CartLine, CheckoutDetails, Product } from '../../types/api';
import { pricedCart, type CartEntry } from '../fixtures/cart';
import { orderFixture } from '../fixtures/orders';
import { http } from './http';
import { mockCharge } from './shipping-handlers';
import { caller, mockShop, problem, VISITOR_CART } from './mock-shop';
import { addOrder, takeOrderLines } from './orders-handlers';
import { keyReused, rememberPlaced, repeatOf } from './idempotency';

const MAX_CART_LINES = 50;
const signInAgain = problem(401, 'Unauthorized', 'Sign in again to continue.');
const eachOnce = problem(400, 'Bad Request', 'Each tool may appear only once in a cart.');

const cartOf = (email: string): CartEntry[] => (mockShop.carts[email] ??= []);
const productOf = (id: string) => mockShop.products.find((product) => product._id === id);
const priced = (email: string) => pricedCart(cartOf(email), mockShop.products);
const repeats = (items: CartItem[]) => new Set(items.map((item) => item.productId)).size !== items.length;

function setEntry(email: string, product: Product, quantity: number): void {
  const entry = { productId: product._id, quantity, productName: product.name, image: product.image };
  const cart = cartOf(email);
  const index = cart.findIndex((held) => held.productId === product._id);
  if (index < 0) cart.push(entry);
  else cart[index] = entry;
}

function unavailable(lines: CartLine[]) {
  const names = lines.map((line) => `${line.name ?? 'A tool'} (${line.issue === 'product_deleted' ? 'no longer sold' : `only ${line.available} left`})`).join(', ');
  return problem(409, 'Conflict', `Some tools in your cart can’t be ordered as they are: ${names}. Nothing was ordered.`, { code: 'lines_unavailable', lines });
}

/** The quantity rule's refusal for a line set to `quantity`, or null (the server's words). */
function refusal(product: Product, quantity: number, cart: CartEntry[]) {
  if (product.available < product.minimum) return problem(409, 'Conflict', 'This tool is out of stock.');
  if (quantity < product.minimum) return problem(400, 'Bad Request', `The minimum order for this tool is ${product.minimum}.`);
  if (quantity > product.available) return problem(409, 'Conflict', `Only ${product.available} left in stock.`);
  if (cart.length >= MAX_CART_LINES && !cart.some((entry) => entry.productId === product._id)) {
    return problem(409, 'Conflict', `Your cart is full (${MAX_CART_LINES} tools). Check out or remove a tool first.`);
  }
  return null;
}

/** The contract's field errors for the address step (Email, Address, Phone), as the server's validator gives them. */
function detailsErrors({ email, address, phone }: CheckoutDetails) {
  const wrong = [
    !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) && 'email',
    (address.trim() === '' || address.length > limits.Address.maxLength) && 'address',
    !new RegExp(limits.Phone.pattern).test(phone) && 'phone',
  ].filter((field) => field !== false);
  return wrong.map((field) => ({ path: `/body/${field}`, message: `must match the contract's ${field}` }));
}

export const cartHandlers = [
  http.get('/visitor-cart/checkout-details', ({ response }) => response(200).json({ details: mockShop.checkoutDetails })),
  http.post('/visitor-cart/checkout-details', async ({ request, response }) => {
    const details = await request.json();
    const errors = detailsErrors(details);
    if (errors.length > 0) return response(400).json(problem(400, 'Bad Request', 'The details are not valid.', { errors }));
    if (cartOf(VISITOR_CART).length === 0) return response(409).json(problem(409, 'Conflict', 'Your cart is empty: there is nothing to check out.', { code: 'cart_empty' }));
    mockShop.checkoutDetails = details;
    return response(200).json({ details });
  }),
  http.get('/visitor-cart', ({ response }) => response(200).json(priced(VISITOR_CART))),
  http.post('/visitor-cart/lines', async ({ request, response }) => {
    const { productId, quantity } = await request.json();
    const product = productOf(productId);
    if (!product) return response(404).json(problem(404, 'Not Found', 'No product with that id.'));
    const next = (cartOf(VISITOR_CART).find((entry) => entry.productId === productId)?.quantity ?? 0) + quantity;
    const refused = refusal(product, next, cartOf(VISITOR_CART));
    if (refused) return refused.status === 400 ? response(400).json(refused) : response(409).json(refused);
    setEntry(VISITOR_CART, product, next);
    return response(200).json(priced(VISITOR_CART));
  }),
  http.post('/visitor-cart/lines/{productId}', async ({ params, request, response }) => {
    const { quantity } = await request.json();
    if (quantity === 0) {
      mockShop.carts[VISITOR_CART] = cartOf(VISITOR_CART).filter((entry) => entry.productId !== params.productId);
      return response(200).json(priced(VISITOR_CART));
    }
    const product = productOf(params.productId);
    if (!product) return response(404).json(problem(404, 'Not Found', 'No product with that id.'));
    const refused = refusal(product, quantity, cartOf(VISITOR_CART));
    if (refused) return refused.status === 400 ? response(400).json(refused) : response(409).json(refused);
    setEntry(VISITOR_CART, product, quantity);
    return response(200).json(priced(VISITOR_CART));
  }),
  http.get('/cart', ({ request, response }) => {
    const shopper = caller(request);
    return shopper ? response(200).json(priced(shopper.email)) : response(401).json(signInAgain);
  }),
  http.put('/cart/lines/{productId}', async ({ params, request, response }) => {
    const shopper = caller(request);
    if (!shopper) return response(401).json(signInAgain);
    const { quantity } = await request.json();
    const product = productOf(params.productId);
    if (!product) return response(404).json(problem(404, 'Not Found', 'No product with that id.'));
    if (product.available < product.minimum) return response(409).json(problem(409, 'Conflict', 'This tool is out of stock.'));
    if (quantity < product.minimum) return response(400).json(problem(400, 'Bad Request', `The minimum order for this tool is ${product.minimum}.`));
    if (quantity > product.available) return response(409).json(problem(409, 'Conflict', `Only ${product.available} left in stock.`));
    const cart = cartOf(shopper.email);
    if (cart.length >= MAX_CART_LINES && !cart.some((entry) => entry.productId === product._id)) {
      return response(409).json(problem(409, 'Conflict', `Your cart is full (${MAX_CART_LINES} tools). Check out or remove a tool first.`));
    }
    setEntry(shopper.email, product, quantity);
    return response(200).json(priced(shopper.email));
  }),
  http.delete('/cart/lines/{productId}', ({ params, request, response }) => {
    const shopper = caller(request);
    if (!shopper) return response(401).json(signInAgain);
    mockShop.carts[shopper.email] = cartOf(shopper.email).filter((entry) => entry.productId !== params.productId);
    return response(200).json(priced(shopper.email));
  }),
  // Clamped, never refused: the larger quantity, within [minimum, available]; deleted tools left out.
  http.post('/cart/merge', async ({ request, response }) => {
    const shopper = caller(request);
    if (!shopper) return response(401).json(signInAgain);
    const { lines } = await request.json();
    if (repeats(lines)) return response(400).json(eachOnce);
    for (const item of lines) {
      const product = productOf(item.productId);
      const held = cartOf(shopper.email).find((entry) => entry.productId === item.productId);
      if (!product || (!held && cartOf(shopper.email).length >= MAX_CART_LINES)) continue;
      setEntry(shopper.email, product, Math.max(product.minimum, Math.min(Math.max(held?.quantity ?? 0, item.quantity), product.available)));
    }
    return response(200).json(priced(shopper.email));
  }),
  http.post('/cart/price', async ({ request, response }) => {
    const { lines } = await request.json();
    if (repeats(lines)) return response(400).json(eachOnce);
    return response(200).json(pricedCart(lines, mockShop.products));
  }),
  http.post('/checkout', async ({ request, response }) => {
    const shopper = caller(request);
    if (!shopper) return response(401).json(signInAgain);
    const body = await request.json();
    const repeat = repeatOf(request, shopper.email, body);
    if (repeat === 'reused') return response(422).json(keyReused);
    if (repeat) return response(201).json(repeat);
    const cart = priced(shopper.email);
    if (cart.lines.length === 0) return response(409).json(problem(409, 'Conflict', 'Your cart is empty.', { code: 'cart_empty' }));
    const refused = cart.lines.filter((line) => line.issue !== null);
    if (refused.length > 0) return response(409).json(unavailable(refused));
    const charged = mockCharge(body, cart.lines);
    if ('status' in charged) return response(409).json(charged);
    if (body.expectedTotal !== undefined && body.expectedTotal !== charged.price) {
      return response(409).json(
        problem(409, 'Conflict', 'Prices in your cart have changed since you last saw it. Please check the new total.', { code: 'price_changed' }),
      );
    }
    const lines = takeOrderLines(cart.lines);
    const first = lines[0]!;
    const order = addOrder(
      orderFixture({
        userName: shopper.name,
        email: shopper.email,
        productId: first.productId,
        productName: first.productName,
        unitPrice: first.unitPrice,
        quantity: lines.reduce((units, line) => units + line.quantity, 0),
        ...charged,
        lines,
        address: body.address.trim(),
        phone: body.phone.trim(),
        vatNumber: body.vatNumber ?? null,
      }),
    );
    mockShop.carts[shopper.email] = [];
    rememberPlaced(request, shopper.email, body, order);
    return response(201).json(order);
  }),
];
