// PostgreSQL going away for a while (a restart, a failover, a network cut) must not take the shop
// with it: every request answers 503 problem+json promptly instead of hanging, /api/health says
// "not ready", and the same process serves again once the database is back, with no restart.
// The outage happens in a TCP proxy between the shop and PostgreSQL (see support/tcp-proxy.ts);
// the real server keeps running for everyone else.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../identity.js';
import { freshDatabaseUrl, type FreshDatabase } from '../support/fresh-database.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';
import { addProduct, placeOrder } from '../support/orders.js';
import { expectProblem } from '../support/problem-checks.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { expectBalancedBooks, signIn, signInAdmin, stockBooks, type Shopper } from './support.js';

const STOCK = 10_000;
/** Above the database timeouts in src/shared/database.ts; an answer slower than this is a hang. */
const PROMPT_MS = 15_000;
/** Ends a hung request so the assertion above can report it. */
const HANG_MS = 30_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL unreachable', () => {
  let database: FreshDatabase;
  let proxy: TcpProxy;
  let shop: ShopProcess;
  let admin: Shopper;
  let customer: Shopper;

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const adminAccount = await signUp('admin');
    shop = await startShopProcess({ databaseUrl: viaProxy.toString(), env: { ADMIN_EMAILS: adminAccount.email } });
    [admin, customer] = await Promise.all([signInAdmin(shop, adminAccount), signIn(shop, 'buyer')]);
  }, 120_000);

  // A test that fails mid-outage must not leave the next one without a database.
  afterEach(() => proxy?.restore());

  afterAll(async () => {
    await shop?.stop();
    await proxy?.close();
    await database?.drop();
  });

  /** Two shoppers ordering back to back until stopped, so that some orders are under way when the link breaks. */
  function orderStream(productId: string) {
    const statuses: number[] = [];
    let running = true;
    const shopper = async () => {
      while (running) {
        statuses.push((await placeOrder(shop, customer, productId, 1).timeout(HANG_MS)).status);
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const done = Promise.all([shopper(), shopper()]);
    return {
      statuses,
      async stop() {
        running = false;
        await done;
      },
    };
  }

  /** Breaks the link for at least `outageMs` (and one round of requests), mends it, and returns the figures. */
  async function outage(kind: 'cut' | 'stall', outageMs: number) {
    const productId = (await addProduct(shop, admin, { available: STOCK, minimum: 1 }))._id;
    expect((await shop.request.get('/api/health')).status).toBe(200);
    const stream = orderStream(productId);
    while (stream.statuses.length < 10) await new Promise((r) => setTimeout(r, 20));
    const placedBefore = stream.statuses.length;

    proxy[kind]();
    const brokenAt = performance.now();
    const during: Array<{ what: string; status: number; ms: number }> = [];
    const timed = async (what: string, send: () => PromiseLike<{ status: number; headers: Record<string, string>; body: { detail?: string } }>) => {
      const started = performance.now();
      const response = await send();
      during.push({ what, status: response.status, ms: Math.round(performance.now() - started) });
      expectProblem(response, 503);
    };
    do {
      await Promise.all([
        timed('health', () => shop.request.get('/api/health').timeout(HANG_MS)),
        timed('catalogue', () => shop.request.get('/api/products').timeout(HANG_MS)),
        timed('order', () => placeOrder(shop, customer, productId, 1).timeout(HANG_MS)),
      ]);
    } while (performance.now() - brokenAt < outageMs);
    await stream.stop();
    const lasted = Math.round(performance.now() - brokenAt);
    const slowest = Math.max(...during.map((request) => request.ms));
    expect(slowest).toBeLessThan(PROMPT_MS);
    // Orders under way when the link broke fail like the rest: 503, never a 500.
    expect(stream.statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);

    proxy.restore();
    const restoredAt = performance.now();
    let health = await shop.request.get('/api/health');
    while (health.status !== 200) {
      expect(performance.now() - restoredAt, 'the shop did not recover within 30 s').toBeLessThan(30_000);
      await new Promise((r) => setTimeout(r, 100));
      health = await shop.request.get('/api/health');
    }
    const recoveryMs = Math.round(performance.now() - restoredAt);

    expect(shop.exitStatus()).toBeNull();
    expect((await placeOrder(shop, customer, productId, 3)).status).toBe(201);
    expectBalancedBooks(await stockBooks(shop, admin, new Map([[productId, STOCK]])));
    const summary =
      `${lasted} ms outage; ${placedBefore} orders placed just before it; ${during.length} probes (health, catalogue, order) during it ` +
      `all answered 503 problem+json, slowest ${slowest} ms; ${stream.statuses.filter((status) => status === 503).length} streamed orders answered 503, none 500; ` +
      `health 200 again ${recoveryMs} ms after the link came back; the same process (pid ${shop.pid}) took an order`;
    return summary;
  }

  it('when PostgreSQL goes away (connections reset, new ones refused), then requests answer 503 at once and the same process recovers by itself', async () => {
    console.info(`[faults] database-outage PostgreSQL, server gone: ${await outage('cut', 3000)}`);
  }, 120_000);

  it('when the network to PostgreSQL goes silent (no answer, no reset), then requests answer 503 within the database timeouts and the same process recovers by itself', async () => {
    // Long enough for two rounds: the first waits on pooled connections (query timeout), the second on new ones (connect timeout).
    console.info(`[faults] database-outage PostgreSQL, network silent: ${await outage('stall', 8000)}`);
  }, 120_000);
});
