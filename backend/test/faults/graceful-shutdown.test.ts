// SIGTERM is how a deploy or an orchestrator asks the shop to stop. Requests already under way
// must finish with their normal answer, new connections must be turned away, and the database
// must be closed (on SQLite: the WAL checkpointed back into the file) before the process exits 0.
import { existsSync, statSync } from 'node:fs';
import { Agent, get, request, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/shared/api-types.js';
import { signUp } from '../identity.js';
import { freshDatabaseUrl, type FreshDatabase } from '../support/fresh-database.js';
import { addProduct } from '../support/orders.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';
import { dialect, orderBody, signIn, signInAdmin, type Shopper } from './support.js';

const IN_FLIGHT = 3;

let database: FreshDatabase;
let shop: ShopProcess;
let admin: Shopper;
let customer: Shopper;

beforeAll(async () => {
  database = await freshDatabaseUrl();
  const adminAccount = await signUp('admin');
  shop = await startShopProcess({ databaseUrl: database.url, env: { ADMIN_EMAILS: adminAccount.email } });
  [admin, customer] = await Promise.all([signInAdmin(shop, adminAccount), signIn(shop, 'buyer')]);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await database?.drop();
});

const readBody = (response: IncomingMessage) =>
  new Promise<{ status: number; body: unknown }>((done, fail) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () => done({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    response.on('error', fail);
  });

/**
 * POST /api/order with its body sent in two halves. `Expect: 100-continue` makes the server say
 * when it has taken the request in hand, so the first half goes out only once the request is
 * really in flight on the server.
 */
function slowOrder(port: number, body: string) {
  const payload = Buffer.from(body);
  const half = Math.floor(payload.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/order',
    agent: false,
    headers: {
      ...customer.auth,
      'Content-Type': 'application/json',
      'Content-Length': payload.length,
      Expect: '100-continue',
    },
  });
  const started = new Promise<void>((done) =>
    req.once('continue', () => {
      req.write(payload.subarray(0, half));
      done();
    }),
  );
  const response = new Promise<{ status: number; body: unknown }>((done, fail) => {
    req.once('response', (res) => done(readBody(res)));
    req.once('error', fail);
  });
  // Awaited later; a test that fails before then must not add an unhandled rejection to its report.
  response.catch(() => {});
  req.flushHeaders();
  return { started, response, finish: () => req.end(payload.subarray(half)) };
}

/** A keep-alive connection that has served one request and now sits idle. */
async function idleConnection(port: number): Promise<{ closed: Promise<void>; agent: Agent }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let socket: Socket | undefined;
  const response = await new Promise<IncomingMessage>((done) => {
    const req = get({ host: '127.0.0.1', port, path: '/api/health', agent }, done);
    req.once('socket', (s) => (socket = s));
  });
  expect((await readBody(response)).status).toBe(200);
  return { agent, closed: new Promise((done) => socket!.once('close', () => done())) };
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED'));
  });

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`SIGTERM (${dialect})`, () => {
  it('when SIGTERM arrives while orders are being sent, then they complete with 201, new connections are refused, the database is closed and the process exits 0', async () => {
    const productId = (await addProduct(shop, admin, { available: 100, minimum: 1 }))._id;
    const idle = await idleConnection(shop.port);
    const orders = Array.from({ length: IN_FLIGHT }, (_, i) => slowOrder(shop.port, orderBody(productId, i + 1)));
    await Promise.all(orders.map((order) => order.started));

    const signalled = performance.now();
    shop.kill('SIGTERM');
    await until(() => refusesConnections(shop.port), 'new connections are refused');
    const refusedMs = Math.round(performance.now() - signalled);
    // Still waiting for the requests it had accepted.
    await new Promise((r) => setTimeout(r, 300));
    expect(shop.exitStatus()).toBeNull();

    for (const order of orders) order.finish();
    const responses = await Promise.all(orders.map((order) => order.response));
    const exit = await shop.waitForExit();
    const exitMs = Math.round(performance.now() - signalled);
    await idle.closed;
    idle.agent.destroy();

    expect(responses.map((response) => response.status)).toEqual(Array(IN_FLIGHT).fill(201));
    expect(exit).toEqual({ code: 0, signal: null });
    expect(shop.lines.some((line) => line.includes('"msg":"shutting down"'))).toBe(true);
    const sqliteFile = database.url.startsWith('sqlite:') ? database.url.slice('sqlite:'.length) : undefined;
    // A clean close checkpoints the WAL into the file and empties it (and the last connection to close
    // removes it); a killed process leaves it holding the last commits.
    if (sqliteFile) expect(existsSync(`${sqliteFile}-wal`) ? statSync(`${sqliteFile}-wal`).size : 0).toBe(0);

    shop = await shop.restart();
    for (const { body } of responses) {
      const stored = await shop.request.get(`/api/orders/${(body as Order)._id}`).set(customer.auth);
      expect(stored.status).toBe(200);
    }
    const product = await shop.request.get(`/api/products/${productId}`);
    expect(product.body.available).toBe(100 - (IN_FLIGHT * (IN_FLIGHT + 1)) / 2);

    console.info(
      `[faults] graceful-shutdown ${dialect}: ${IN_FLIGHT} half-sent orders in flight at SIGTERM all answered 201, ` +
        `new connections refused ${refusedMs} ms after the signal, exit code ${exit.code} ${exitMs} ms after the signal ` +
        `(idle keep-alive connection closed, not waited for)${sqliteFile ? ', SQLite WAL checkpointed' : ''}`,
    );
  }, 120_000);
});
