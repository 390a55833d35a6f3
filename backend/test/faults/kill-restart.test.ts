// SIGKILL gives the process no chance to finish anything: whatever a 201 or a 200 promised must
// already be on disk (SQLite in WAL mode, synchronous=NORMAL) or committed (PostgreSQL), and a
// transaction cut in half must leave no trace. Runs on SQLite in the "backend (sqlite)" project
// and on PostgreSQL in the "backend (postgres)" one.
import { existsSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/api-types.js';
import { signUp } from '../identity.js';
import { freshDatabaseUrl, type FreshDatabase } from '../support/fresh-database.js';
import { addProduct, allOrders, placeOrder } from '../support/orders.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';
import { dialect, expectBalancedBooks, signIn, signInAdmin, stockBooks, type Shopper } from './support.js';

const WORKERS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 60;
const STOCK = 1000;

let database: FreshDatabase;
let shop: ShopProcess;
let admin: Shopper;
let customers: Shopper[];

beforeAll(async () => {
  database = await freshDatabaseUrl();
  const adminAccount = await signUp('admin');
  shop = await startShopProcess({ databaseUrl: database.url, env: { ADMIN_EMAILS: adminAccount.email } });
  [admin, ...customers] = await Promise.all([
    signInAdmin(shop, adminAccount),
    ...Array.from({ length: 4 }, (_, i) => signIn(shop, `buyer${i}`)),
  ]);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await database?.drop();
});

/** Places orders and cancels every third one it got, until the process dies under it. */
function orderTraffic(products: string[], onAcknowledged: (count: number) => void) {
  const placed: Order[] = [];
  const cancelled = new Set<string>();
  /** Cancels sent but never answered: either outcome is right. */
  const inDoubt = new Set<string>();
  const unexpected: string[] = [];
  let inFlight = 0;
  let stopped = false;

  async function attempt<T>(send: () => Promise<T>): Promise<T | undefined> {
    inFlight += 1;
    try {
      return await send();
    } catch {
      // The connection died with the process: this request's outcome is unknown.
      stopped = true;
      return undefined;
    } finally {
      inFlight -= 1;
    }
  }

  async function worker(n: number) {
    const customer = customers[n % customers.length]!;
    for (let round = 0; !stopped; round += 1) {
      const productId = products[(n + round) % products.length]!;
      const response = await attempt(() => placeOrder(shop, customer, productId, 1 + (round % 3)));
      if (!response) return;
      if (response.status !== 201) {
        unexpected.push(`POST /api/order ${response.status} ${JSON.stringify(response.body)}`);
        return;
      }
      placed.push(response.body as Order);
      onAcknowledged(placed.length);
      if ((n + round) % 3 !== 2) continue;
      const id = (response.body as Order)._id;
      const cancel = await attempt(() => shop.request.delete(`/api/order/${id}`).set(customer.auth));
      if (!cancel) {
        inDoubt.add(id);
        return;
      }
      if (cancel.status !== 200) {
        unexpected.push(`DELETE /api/order ${cancel.status} ${JSON.stringify(cancel.body)}`);
        return;
      }
      cancelled.add(id);
    }
  }

  const done = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
  return { placed, cancelled, inDoubt, unexpected, done, inFlight: () => inFlight };
}

describe(`a killed API process (${dialect})`, () => {
  it('when the process is SIGKILLed in the middle of order traffic and restarted, then every acknowledged order and cancellation is there and the stock books balance', async () => {
    const products = await Promise.all([STOCK, STOCK, STOCK].map(async (available) => (await addProduct(shop, admin, { available, minimum: 1 }))._id));
    const initial = new Map(products.map((id) => [id, STOCK]));

    let inFlightAtKill: number | undefined;
    let walBytesAtKill: number | null = null;
    const walFile = database.url.startsWith('sqlite:') ? `${database.url.slice('sqlite:'.length)}-wal` : undefined;
    const traffic = orderTraffic(products, (count) => {
      if (count !== ACKNOWLEDGED_BEFORE_KILL) return;
      inFlightAtKill = traffic.inFlight();
      shop.kill('SIGKILL');
    });
    await traffic.done;
    // Workers that all stopped early sent no kill: say why now rather than wait for an exit that won't come.
    expect(traffic.unexpected).toEqual([]);
    const status = shop.exitStatus();
    const processState = status ? `had exited (${status.code ?? status.signal})` : 'was still running';
    expect(inFlightAtKill, `the traffic stopped after ${traffic.placed.length} acknowledged orders, before the kill; the process ${processState}`).toBeDefined();
    const exit = await shop.waitForExit();
    if (walFile && existsSync(walFile)) walBytesAtKill = statSync(walFile).size;
    expect(exit.signal).toBe('SIGKILL');
    const acknowledged = traffic.placed.length;
    const cancellations = traffic.cancelled.size;

    shop = await shop.restart();
    const after = new Map((await allOrders(shop, admin)).map((order) => [order._id, order]));
    const outcome = (id: string) => (traffic.cancelled.has(id) ? ['cancelled'] : traffic.inDoubt.has(id) ? ['unpaid', 'cancelled'] : ['unpaid']);
    for (const order of traffic.placed) {
      const stored = after.get(order._id);
      expect({ id: order._id, quantity: stored?.quantity }).toEqual({ id: order._id, quantity: order.quantity });
      expect(outcome(order._id)).toContain(stored?.status);
    }
    const books = await stockBooks(shop, admin, initial);
    expectBalancedBooks(books);

    // The restarted process takes orders again, and those balance too.
    expect((await placeOrder(shop, customers[0]!, products[0]!, 2)).status).toBe(201);
    expectBalancedBooks(await stockBooks(shop, admin, initial));

    console.info(
      `[faults] kill-restart ${dialect}: ${acknowledged} orders and ${cancellations} cancellations acknowledged before SIGKILL, ` +
        `${inFlightAtKill} requests in flight at the kill (${traffic.inDoubt.size} of them cancels), ` +
        `${after.size - acknowledged} unacknowledged orders found committed after restart, ` +
        `${walBytesAtKill === null ? '' : `WAL left at ${walBytesAtKill} bytes, `}restart to listening in ${shop.startMs} ms, ` +
        `books balanced for ${books.size} products`,
    );
  }, 180_000);
});
