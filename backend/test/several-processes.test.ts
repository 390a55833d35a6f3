// The shop as several processes on one database and one Redis, as it is deployed behind a proxy: a
// WEB_CONCURRENCY=2 shop (a primary and two workers on one port) and a second, single-process
// instance (another machine), both real OS processes (src/main.ts). What one process learns, the
// others must know at once: the catalogue and its rendered pages, an uploaded photo, the rate
// limits' counts, a hold that ran out (released once, whoever sweeps), a hold about to (reminded once). Runs on SQLite (one file on one machine) and on
// PostgreSQL (TEST_DATABASE_URL); the shared rate limit needs Redis and is skipped, saying so,
// without one.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/shared/database.js';
import { createLogger } from '../src/shared/logger.js';
import { signIn, signInAdmin, type Shopper } from './faults/support.js';
import { signUp } from './identity.js';
import { freshDatabaseUrl, type FreshDatabase } from './support/fresh-database.js';
import { addProduct, allOrders, placedOrder, stockOf } from './support/orders.js';
import { photo } from './support/photos.js';
import { expectRateLimited } from './support/rate-limit-headers.js';
import { keysUnder, redisReachable, TEST_REDIS_URL, uniqueKeyPrefix } from './support/redis.js';
import { launchShop, startShopProcess, type ShopProcess } from './support/shop-process.js';

const redis = await redisReachable();
if (!redis) console.log(`[several processes] the shared rate limit is skipped: no Redis answers at ${TEST_REDIS_URL} (set TEST_REDIS_URL)`);

const PUBLIC_PER_MINUTE = 6;

interface LogLine {
  msg?: string;
  pid?: number;
  workerPid?: number;
  released?: number;
  reminded?: number;
  req?: { url?: string };
}

const parsed = (lines: string[]): LogLine[] =>
  lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine);

const workerPids = (shop: ShopProcess): number[] =>
  parsed(shop.lines)
    .filter((line) => line.msg === 'worker listening')
    .map((line) => line.pid!);

const running = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await delay(200);
  }
}

/** A stand-in for the frontend's server build: lists the catalogue's names, read through the render's in-process API. */
function fakeStorefrontBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'shop-storefront-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist/index.html'), '<!doctype html><html><head><meta charset="UTF-8"><title>Shop</title></head><body><div id="root"></div></body></html>');
  writeFileSync(
    join(root, 'dist-server/entry-server.js'),
    `export async function render(request, fetchApi) {
      const page = await (await fetchApi(new URL('/api/products?limit=100', request.url))).json();
      return { kind: 'page', status: 200, head: '', html: page.items.map((p) => '<li>' + p.name + '</li>').join(''), data: '' };
    }`,
  );
  return root;
}

describe('the shop as several processes on one database and one Redis', () => {
  let database: FreshDatabase;
  let db: Database;
  let storefront: string;
  const prefix = uniqueKeyPrefix('several-processes');
  let cluster: ShopProcess;
  let single: ShopProcess;
  let admin: Shopper;
  let shopper: Shopper;
  let imageDirs: string[] = [];

  beforeAll(async () => {
    database = await freshDatabaseUrl();
    storefront = fakeStorefrontBuild();
    const adminAccount = await signUp('procs-admin');
    const env = {
      ADMIN_EMAILS: adminAccount.email,
      STATIC_DIR: join(storefront, 'dist'),
      HOLD_EXPIRY_SWEEP_SECONDS: '1',
      RATE_LIMIT_PER_MINUTE: String(PUBLIC_PER_MINUTE),
      TRUST_PROXY: '1',
      ...(redis ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
    };
    // PostgreSQL keeps the photos, so each instance gets a folder of its own that must stay unused;
    // on SQLite (one machine) the instances share one folder, as a deployment there would.
    const postgres = database.url.startsWith('postgres');
    imageDirs = postgres ? [mkdtempSync(join(tmpdir(), 'shop-images-a-')), mkdtempSync(join(tmpdir(), 'shop-images-b-'))] : [mkdtempSync(join(tmpdir(), 'shop-images-'))];
    const [clusterImages, singleImages] = [imageDirs[0] as string, (imageDirs[1] ?? imageDirs[0]) as string];
    const startCluster = () => startShopProcess({ databaseUrl: database.url, env: { ...env, WEB_CONCURRENCY: '2', IMAGES_DIR: clusterImages } });
    const startSingle = () => startShopProcess({ databaseUrl: database.url, env: { ...env, WEB_CONCURRENCY: '1', IMAGES_DIR: singleImages } });
    // Both at once, as a deploy starts them: they migrate the empty database once between them.
    [cluster, single] = await Promise.all([startCluster(), startSingle()]);
    db = await openDatabase(database.url, createLogger('silent'));
    [admin, shopper] = await Promise.all([signInAdmin(cluster, adminAccount), signIn(single, 'procs-shopper')]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([cluster?.stop(), single?.stop()]);
    await db?.close();
    await database?.drop();
    rmSync(storefront, { recursive: true, force: true });
    for (const dir of imageDirs) rmSync(dir, { recursive: true, force: true });
    if (redis) await keysUnder(prefix, { remove: true });
  });

  it('when WEB_CONCURRENCY=2, then two workers listen on one port and the primary migrated once', async () => {
    expect(new Set(workerPids(cluster)).size).toBe(2);
    expect(workerPids(cluster)).not.toContain(cluster.pid);
    const runs = await db.sql.select<{ name: string; runs: number | string }>('SELECT name, COUNT(*) AS runs FROM "SequelizeMeta" GROUP BY name', []);
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.filter((row) => Number(row.runs) !== 1)).toEqual([]);
  });

  it('when an admin uploads a photo through one instance, then every worker of the other serves it (from the database on PostgreSQL)', async () => {
    const uploaded = await cluster.request.post('/api/images').set(admin.auth).type('image/jpeg').send(await photo('jpeg', 1200, 900));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    for (const { url } of uploaded.body.variants as Array<{ url: string }>) {
      for (let i = 0; i < 2; i += 1) {
        const served = await single.request.get(url).buffer(true);
        expect({ url, status: served.status, bytes: (served.body as Buffer).length > 0 }).toEqual({ url, status: 200, bytes: true });
      }
    }
    if (database.url.startsWith('postgres')) {
      for (const dir of imageDirs) expect(readdirSync(dir)).toEqual([]);
    }
  });

  it('when one instance changes the catalogue, then every worker of the other answers with the change at once, API and rendered page', async () => {
    const product = await addProduct(single, admin, { name: 'Before The Change', available: 5, minimum: 1 });
    // Each worker reads, and so caches, the catalogue and the page (connections go round the workers).
    for (let i = 0; i < 4; i += 1) {
      expect((await cluster.request.get('/api/products').query({ limit: 100 })).body.items.map((p: { name: string }) => p.name)).toContain('Before The Change');
      expect((await cluster.request.get('/').accept('html')).text).toContain('<li>Before The Change</li>');
    }

    const edit = await single.request.patch(`/api/product/${product._id}`).set(admin.auth).send({ name: 'After The Change' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    for (let i = 0; i < 4; i += 1) {
      const names = (await cluster.request.get('/api/products').query({ limit: 100 })).body.items.map((p: { name: string }) => p.name);
      expect(names).toContain('After The Change');
      expect(names).not.toContain('Before The Change');
      const page = (await cluster.request.get('/').accept('html')).text;
      expect(page).toContain('<li>After The Change</li>');
      expect(page).not.toContain('Before The Change');
    }
  });

  it.skipIf(!redis)(`when one client's requests are split over the workers and the other instance, then ${PUBLIC_PER_MINUTE} get through in all`, async () => {
    const subscribe = (shop: ShopProcess, i: number) =>
      shop.request.post('/api/newsletter').set('X-Forwarded-For', '203.0.113.77').send({ email: `split-${i}@example.com` });
    const answers = [];
    for (let i = 0; i < PUBLIC_PER_MINUTE; i += 1) answers.push(await subscribe(i % 3 === 2 ? single : cluster, i));
    expect(answers.map((answer) => answer.status).filter((status) => status === 429)).toEqual([]);
    for (const shop of [cluster, cluster, single]) expectRateLimited(await subscribe(shop, 99), 'newsletter', /Too many sign-ups/);

    // The requests really were answered by both workers and the other instance.
    const servedBy = new Set(
      [...parsed(cluster.lines), ...parsed(single.lines)].filter((line) => line.req?.url === '/api/newsletter').map((line) => line.pid),
    );
    expect(servedBy.size).toBe(3);
  });

  it('when holds run out while every process sweeps each second, then each order is released exactly once', async () => {
    const ORDERS = 24;
    const product = await addProduct(cluster, admin, { available: ORDERS, minimum: 1 });
    const placed = await Promise.all(Array.from({ length: ORDERS }, (_, i) => placedOrder(i % 2 ? cluster : single, shopper, product._id, 1)));
    expect(await stockOf(single, product._id)).toBe(0);
    const releasedBefore = parsed([...cluster.lines, ...single.lines]).reduce((sum, line) => sum + (line.released ?? 0), 0);

    // All at once, so that the three processes' next sweeps find the same expired orders.
    await db.sql.execute('UPDATE orders SET hold_expires_at = ? WHERE product_id = ?', [new Date(Date.now() - 60_000), product._id]);
    await until('every hold to be released', async () => {
      const orders = (await allOrders(single, admin)).filter((order) => order.productId === product._id);
      return orders.every((order) => order.status === 'cancelled') ? orders : undefined;
    });

    expect(await stockOf(cluster, product._id)).toBe(ORDERS);
    const ids = placed.map((order) => order._id);
    const marks = ids.map(() => '?').join(', ');
    const movements = await db.sql.select<{ order_id: string; moves: number | string; net: number | string }>(
      `SELECT order_id, COUNT(*) AS moves, SUM(change) AS net FROM stock_movements WHERE order_id IN (${marks}) GROUP BY order_id`,
      ids,
    );
    // One reservation and one release per order, nothing more.
    expect(movements.map((row) => [Number(row.moves), Number(row.net)])).toEqual(ids.map(() => [2, 0]));
    const emails = await db.sql.select<{ emails: number | string }>(
      `SELECT COUNT(*) AS emails FROM email_outbox WHERE dedupe_key IN (${marks})`,
      ids.map((id) => `${id}:order-expired`),
    );
    expect(Number(emails[0]!.emails)).toBe(ORDERS);
    // What the processes say they released adds up to the orders, once each. Their log lines come
    // through pipes and may arrive after the commits they tell of: waited for, then counted.
    const releasedSoFar = () => parsed([...cluster.lines, ...single.lines]).reduce((sum, line) => sum + (line.released ?? 0), 0) - releasedBefore;
    await until('the processes to log the releases', () => (releasedSoFar() >= ORDERS ? true : undefined), 15_000).catch(() => undefined);
    expect(releasedSoFar()).toBe(ORDERS);
  }, 120_000);

  it('when holds near their end while every process sweeps each second, then each unpaid order is reminded exactly once', async () => {
    const ORDERS = 12;
    const product = await addProduct(cluster, admin, { available: ORDERS, minimum: 1 });
    const placed = await Promise.all(Array.from({ length: ORDERS }, (_, i) => placedOrder(i % 2 ? cluster : single, shopper, product._id, 1)));
    const remindedSoFar = () => parsed([...cluster.lines, ...single.lines]).reduce((sum, line) => sum + (line.reminded ?? 0), 0);
    const remindedBefore = remindedSoFar();

    // All at once, placed a day ago and half an hour from the end, so that the three processes' next
    // sweeps find the same orders.
    await db.sql.execute('UPDATE orders SET created_at = ?, hold_expires_at = ? WHERE product_id = ?', [
      new Date(Date.now() - 24 * 60 * 60_000),
      new Date(Date.now() + 30 * 60_000),
      product._id,
    ]);
    const ids = placed.map((order) => order._id);
    const marks = ids.map(() => '?').join(', ');
    await until('every order to be reminded', async () => {
      const [row] = await db.sql.select<{ n: number | string }>(`SELECT COUNT(*) AS n FROM orders WHERE payment_reminder_at IS NOT NULL AND id IN (${marks})`, ids);
      return Number(row?.n) === ORDERS ? true : undefined;
    });
    // A few more rounds of every process's sweep: none reminds an order again.
    await delay(2_500);
    expect(remindedSoFar() - remindedBefore).toBe(ORDERS);
    const [emails] = await db.sql.select<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM email_outbox WHERE dedupe_key IN (${marks})`,
      ids.map((id) => `${id}:payment-reminder`),
    );
    expect(Number(emails?.n)).toBe(ORDERS);
  }, 120_000);

  it('when a worker is killed, then the other keeps answering and the primary starts another in its place', async () => {
    const [victim, survivor] = workerPids(cluster);
    process.kill(victim!, 'SIGKILL');
    // A connection the primary hands to a worker in the instant it dies is lost with it (a proxy's
    // retry covers that); once the primary has seen the death, the survivor takes every one.
    await until('the primary to see the death', () => parsed(cluster.lines).find((line) => line.msg === 'a worker died: starting another' && line.workerPid === victim));
    for (let i = 0; i < 4; i += 1) expect((await cluster.request.get('/api/health').timeout(10_000)).status).toBe(200);
    const replacement = await until('a new worker', () => workerPids(cluster).find((pid) => pid !== victim && pid !== survivor));
    expect(running(replacement)).toBe(true);
    expect((await cluster.request.get('/api/products')).status).toBe(200);
  }, 120_000);

  it('when the primary gets SIGTERM, then every worker stops and the primary exits cleanly', async () => {
    const workers = workerPids(cluster).filter(running);
    expect(workers.length).toBe(2);
    cluster.kill('SIGTERM');
    expect(await cluster.waitForExit(40_000)).toEqual({ code: 0, signal: null });
    expect(workers.filter(running)).toEqual([]);
  }, 60_000);
});

// Nothing here touches a database, so the "backend (postgres)" project leaves it to the SQLite one.
describe.skipIf(process.env.TEST_DATABASE_URL)('several processes on a database they cannot share', () => {
  it('when WEB_CONCURRENCY=2 meets an in-memory SQLite (one per process), then the shop refuses to start, saying why', async () => {
    const launch = launchShop({ databaseUrl: 'sqlite::memory:', env: { WEB_CONCURRENCY: '2' } });
    expect(await launch.exited).toEqual({ code: 1, signal: null });
    expect(launch.lines.join('\n')).toContain('WEB_CONCURRENCY above 1 needs a database the processes share');
    expect(launch.lines.some((line) => line.includes('listening'))).toBe(false);
  }, 60_000);
});
