// The mocked API's memory: what a change (cancel, pay, make admin, add a product) leaves behind,
// so the screens that read it afterwards see it. Reset before every test.
import { dollarsToCents, orderPrices } from '../../lib/money';
import type { Brand, BusinessDetails, Category, CheckoutDetails, LiveSession, Order, Problem, Product, Profile, Review, SavedAddress, ShippingSettings, StockMovement, TaxSettings, User } from '../../types/api';
import type { CartEntry } from '../fixtures/cart';
import { uuidLike } from '../fixtures/ids';
import { orderFixture, refundedOrderFixture, withLines } from '../fixtures/orders';
import { productFixtures, sizeOfFixtures } from '../fixtures/products';
import { reviewFixtures } from '../fixtures/reviews';
import { businessDetailsFixture } from '../fixtures/business';
import { taxSettingsFixture } from '../fixtures/tax';
import { mockTax } from './mock-tax';
import { freeDeliveryAtHomeFixture } from '../fixtures/shipping';
import { initialMovement } from '../fixtures/stock';
import { brandFixtures, categoryFixtures } from '../fixtures/taxonomy';
import { customerFixture, userFixtures } from '../fixtures/users';

/** Mock mode has one browser, so one visitor's cart (the server names it by a cookie): kept beside the shoppers' under a key no email can be. */
export const VISITOR_CART = 'visitor cart';

export interface MockShop {
  products: Product[];
  /** Each size's tool, by id: the id of the tool's first row (the row the catalogue shows); absent for that row and a tool without sizes. */
  sizeOf: Record<string, string>;
  /** Parents before their children, each level in the shop's order; `tools` is counted by the handlers. */
  categories: Array<Omit<Category, 'tools'>>;
  brands: Array<Omit<Brand, 'tools'>>;
  reviews: Review[];
  /** Who wrote each review, by email: a review shows no author id, and a second review of a product edits the first. */
  reviewAuthors: Record<string, string>;
  users: User[];
  profiles: Map<string, Profile>;
  orders: Order[];
  /** Each signed-in shopper's cart, by email, and the visitor's under VISITOR_CART. */
  carts: Record<string, CartEntry[]>;
  /** Every tool's stock history, newest first. */
  stockMovements: StockMovement[];
  /** Each guest order's key, by order id (the real shop keeps only its hash). */
  guestKeys: Record<string, string>;
  /** Each shopper's address book, by email, in the order the addresses were added. */
  addresses: Record<string, SavedAddress[]>;
  /** Two-factor sign-in: who has an authenticator app (by email), and whether the owner requires it. */
  twoFactor: { enrolled: string[]; required: boolean };
  /** Each signed-in person's live sessions, by email, made on their first look. */
  sessions: Record<string, LiveSession[]>;
  /** Each order-creating request's Idempotency-Key, by `<buyer> <key>`: the body it came with and the order it placed. */
  idempotent: Record<string, { body: string; orderId: string }>;
  /** The checkout's address step the visitor saved with their cart, if any. */
  checkoutDetails: CheckoutDetails | null;
  /** Where the shop delivers and what it charges: nothing set (free at home) unless a test sets rates. */
  shipping: ShippingSettings;
  business: BusinessDetails;
  tax: TaxSettings;
  /** The last number each series of documents issued (mock-documents.ts). */
  documentSeries: { invoice: number; 'credit-note': number };
}

const product = (index: number) => productFixtures[index]!;

/** The product fields of an order for the minimum quantity of product `index`, priced as the server would. */
function lineFor(index: number): Pick<Order, 'productId' | 'productName' | 'quantity' | 'unitPrice' | 'price'> {
  const { _id, name, minimum, price } = product(index);
  return { productId: _id, productName: name, quantity: minimum, ...orderPrices(price, minimum) };
}

/** An order placed since the shop kept tax: the VAT in its price (prices include 20%, delivered at home). */
function taxed(line: ReturnType<typeof lineFor>): Pick<Order, 'tax'> {
  return { tax: mockTax(taxSettingsFixture(), [{ taxClass: 'standard', cents: dollarsToCents(line.price) }], 0, true).tax };
}

function initialOrders(): Order[] {
  return [
    orderFixture(),
    orderFixture({
      _id: '0193a7d2-5c1e-7b3a-9f00-0000000e0002',
      ...lineFor(1),
      ...taxed(lineFor(1)),
      paid: true,
      status: 'paid',
      transactionId: 'pi_test_0193a7d25c1e7b3a9f00',
      createdAt: '2026-11-20T09:00:00.000Z',
      holdExpiresAt: null,
      paidAt: '2026-11-20T09:05:00.000Z',
      // Paid through the shop: its invoice, the 41st.
      documents: [{ id: uuidLike(700_041), kind: 'invoice', number: 'INV-000041', total: lineFor(1).price, issuedAt: '2026-11-20T09:05:00.000Z', refundId: null }],
    }),
    orderFixture({
      _id: '0193a7d2-5c1e-7b3a-9f00-0000000e0003',
      ...lineFor(2),
      paid: true,
      status: 'shipped',
      transactionId: 'pi_test_0193a7d25c1e7b3a9f01',
      createdAt: '2026-11-18T09:00:00.000Z',
      holdExpiresAt: null,
      paidAt: '2026-11-18T09:05:00.000Z',
      shippedAt: '2026-11-19T08:00:00.000Z',
    }),
    orderFixture({
      _id: '0193a7d2-5c1e-7b3a-9f00-0000000e0004',
      status: 'cancelled',
      createdAt: '2026-11-17T09:00:00.000Z',
      holdExpiresAt: null,
      cancelledAt: '2026-11-17T10:00:00.000Z',
    }),
    refundedOrderFixture(),
  ];
}

function initialShop(): MockShop {
  return {
    products: productFixtures.map((p) => ({ ...p })),
    sizeOf: { ...sizeOfFixtures },
    categories: categoryFixtures.map((category) => ({ ...category })),
    brands: brandFixtures.map((brand) => ({ ...brand })),
    reviews: reviewFixtures.map((r) => ({ ...r })),
    reviewAuthors: Object.fromEntries(
      reviewFixtures.flatMap((review) => {
        const author = userFixtures.find((user) => user.name === review.name);
        return author ? [[review._id, author.email]] : [];
      }),
    ),
    users: userFixtures.map((u) => ({ ...u })),
    profiles: new Map([
      [
        customerFixture.email,
        { name: customerFixture.name, email: customerFixture.email, education: 'City & Guilds Level 3 Carpentry', location: 'Leeds, UK', phone: '+44 113 496 0000' },
      ],
    ]),
    orders: initialOrders(),
    carts: {},
    stockMovements: productFixtures.map(initialMovement),
    guestKeys: {},
    addresses: {},
    twoFactor: { enrolled: [], required: false },
    sessions: {},
    idempotent: {},
    checkoutDetails: null,
    shipping: freeDeliveryAtHomeFixture(),
    business: businessDetailsFixture(),
    tax: taxSettingsFixture(),
    documentSeries: { invoice: 41, 'credit-note': 6 },
  };
}

export let mockShop: MockShop = initialShop();

export function resetMockShop(): void {
  mockShop = initialShop();
}

/** The shop as JSON, for mock mode to keep across page loads. */
export function mockShopSnapshot(): string {
  return JSON.stringify({ ...mockShop, profiles: [...mockShop.profiles] });
}

export function restoreMockShop(snapshot: string): void {
  const saved = JSON.parse(snapshot) as Omit<
    MockShop,
    'sizeOf' | 'profiles' | 'carts' | 'stockMovements' | 'guestKeys' | 'addresses' | 'twoFactor' | 'sessions' | 'idempotent' | 'checkoutDetails' | 'shipping' | 'business' | 'tax'
  > & {
    sizeOf?: MockShop['sizeOf'];
    checkoutDetails?: MockShop['checkoutDetails'];
    shipping?: MockShop['shipping'];
    business?: MockShop['business'];
    tax?: MockShop['tax'];
    twoFactor?: MockShop['twoFactor'];
    sessions?: MockShop['sessions'];
    idempotent?: MockShop['idempotent'];
    guestKeys?: MockShop['guestKeys'];
    addresses?: MockShop['addresses'];
    profiles: [string, Profile][];
    carts?: MockShop['carts'];
    stockMovements?: StockMovement[];
  };
  // A snapshot saved before reviews had authors has none: its reviews can't be edited, only added.
  // One saved before the cart has no carts, and its orders one line each.
  mockShop = {
    ...saved,
    reviewAuthors: saved.reviewAuthors ?? {},
    // One saved before tools had sizes: every tool one size.
    sizeOf: saved.sizeOf ?? {},
    products: saved.products.map((product) => ({ ...product, option: product.option ?? null })),
    profiles: new Map(saved.profiles),
    orders: saved.orders.map(withLines),
    carts: saved.carts ?? {},
    // One saved before stock had a history starts it from the tools' stock as saved.
    stockMovements: saved.stockMovements ?? saved.products.map(initialMovement),
    guestKeys: saved.guestKeys ?? {},
    addresses: saved.addresses ?? {},
    twoFactor: saved.twoFactor ?? { enrolled: [], required: false },
    sessions: saved.sessions ?? {},
    idempotent: saved.idempotent ?? {},
    checkoutDetails: saved.checkoutDetails ?? null,
    shipping: saved.shipping ?? freeDeliveryAtHomeFixture(),
    business: saved.business ?? businessDetailsFixture(),
    tax: saved.tax ?? taxSettingsFixture(),
  };
}

/** Who the mocked server thinks is calling: the email in the mock token (see signedInAs); a disabled user is no one. */
export function caller(request: Request): User | undefined {
  const token = request.headers.get('Authorization')?.replace(/^Bearer shop-token-for-/, '');
  return token ? mockShop.users.find((user) => user.email === token && !user.disabled) : undefined;
}

/** A page of `items` in the contract's shape; the cursor is the offset. */
export function pageOf<T>(items: T[], request: Request): { items: T[]; nextCursor: string | null } {
  const url = new URL(request.url);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const start = Number(url.searchParams.get('cursor') ?? 0);
  const end = start + limit;
  return { items: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
}

export const problem = (status: number, title: string, detail: string, extras: Pick<Problem, 'code' | 'lines' | 'errors' | 'problems'> = {}) => ({
  type: 'about:blank',
  title,
  status,
  detail,
  ...extras,
});
