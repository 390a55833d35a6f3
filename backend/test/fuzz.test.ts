// Input fuzzing (issue 9): every operation in openapi.yaml gets requests generated from its own
// schemas, sent as a visitor, a customer and an admin, and a guest order's operations also with
// that order's key and another guest order's. Requests that break the contract must be
// refused and change nothing; contract-shaped ones may succeed or be refused by a rule. Either
// way: never a 5xx, every error a problem that gives nothing away, every response within the
// contract. A failure prints fast-check's seed and counterexample; FUZZ_SEED replays a run and
// FUZZ_RUNS (runs per property) makes it longer or shorter.
import fc from 'fast-check';
import type { Response } from 'supertest';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { useTestShop, validProduct, type TestShop } from './harness.js';
import { invalidRequest, operationsOf, validRequest, type FuzzRequest, type Known, type Operation } from './support/contract-arbitraries.js';
import { confirmTestPayment } from './support/payments.js';
import { expectSafeProblem } from './support/problem-checks.js';
import { snapshot } from './support/snapshot.js';
import { updateRows } from './support/rows.js';

const seed = Number(process.env.FUZZ_SEED ?? 20261122);
const numRuns = Number(process.env.FUZZ_RUNS ?? 20);
const contract = loadContract();
const operations = operationsOf(contract);
const roles = ['visitor', 'customer', 'admin'] as const;
const keyHolders = ['key', 'other key'] as const;
type Role = (typeof roles)[number] | (typeof keyHolders)[number];
const usesOrderKey = (operation: Operation) => operation.security.some((requirement) => 'orderKey' in requirement);
const rolesFor = (operation: Operation): Role[] => (usesOrderKey(operation) ? [...roles, ...keyHolders] : [...roles]);
/** The keys of the guest order targets() makes, and of another guest order. */
let guestKeys = { key: '', 'other key': '' };

const given = useTestShop({ people: { customer: { label: 'fuzz-customer' }, admin: { label: 'fuzz-admin', role: 'owner' } } });
const sent = new Map<string, number>();
let serverErrors = 0;
const started = Date.now();

afterAll(() => {
  const total = [...sent.values()].reduce((sum, n) => sum + n, 0);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.info(`fuzz: ${total.toLocaleString('en-US')} requests over ${sent.size} operations in ${seconds} s, ${serverErrors} × 5xx (seed ${seed})`);
});
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

/**
 * Restores the two roles (a fuzzed makeAdmin or removeAdmin may have swapped them, a fuzzed
 * disableUser or signOut ended a session) and makes a product and an order to aim at: random ids
 * only ever find nothing.
 */
async function targets(): Promise<Known> {
  await updateRows(given.shop.db, 'users', { role: 'owner', disabled: false }, { id: given.admin.userId });
  await updateRows(given.shop.db, 'users', { role: 'customer', disabled: false }, { id: given.customer.userId });
  for (const { userId } of [given.admin, given.customer]) await updateRows(given.shop.db, 'sessions', { revoked_at: null }, { user_id: userId });
  const product = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, available: 1_000_000 });
  const order = await given.shop.request
    .post('/api/order')
    .set(given.customer.auth)
    .send({ productId: product.body._id, quantity: 2, address: '1 Fuzz Lane', phone: '+44 113 496 0000' });
  const guest = (email: string) =>
    given.shop.request
      .post('/api/guest/checkout')
      .send({ email, address: '2 Fuzz Lane', phone: '+44 113 496 0000', lines: [{ productId: product.body._id, quantity: 2 }] });
  const [mine, theirs] = [await guest(given.customer.email), await guest(given.admin.email)];
  guestKeys = { key: mine.body.key, 'other key': theirs.body.key };
  // An address of the customer's to aim at (a full book refuses a new one, and keeps its first).
  await given.shop.request.post('/api/addresses').set(given.customer.auth).send({ address: '3 Fuzz Lane', phone: '+44 113 496 0000' });
  const book = await given.shop.request.get('/api/addresses').set(given.customer.auth);
  const addressIds = (book.body.items as Array<{ _id: string }>).slice(0, 1).map((item) => item._id);
  return { uuid: [product.body._id, order.body._id, mine.body.order._id, ...addressIds], email: [given.customer.email, given.admin.email] };
}

// A lone surrogate can't be percent-encoded; the server would only ever see U+FFFD for it.
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

function urlOf(operation: Operation, request: FuzzRequest): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(request.path[name] ?? '')));
  const query = new URLSearchParams(Object.entries(request.query).flatMap(([name, values]) => [values].flat().map((value): [string, string] => [name, value])));
  return `/api${path}${query.size > 0 ? `?${query}` : ''}`;
}

const usesFirebaseToken = (operation: Operation) => operation.security.some((requirement) => 'firebaseIdToken' in requirement);

interface Sent {
  response: Response;
  what: string;
}

/** Sends as `role`; `raw` replaces the JSON body with exact bytes and headers. */
async function send(operation: Operation, request: FuzzRequest, role: Role, raw?: Malformed): Promise<Sent> {
  const url = urlOf(operation, request);
  let call = given.shop.request[operation.method](url);
  const as = role === 'customer' ? given.customer : role === 'admin' ? given.admin : undefined;
  if (as) call = call.set('Authorization', `Bearer ${usesFirebaseToken(operation) ? as.idToken : as.token}`);
  if (role === 'key' || role === 'other key') call = call.set('X-Order-Key', guestKeys[role]);
  for (const [name, value] of Object.entries({ ...request.headers, ...raw?.headers })) call = call.set(name, value);
  let response: Response;
  if (raw) response = await call.send(raw.body);
  else if (request.body === undefined) response = await call;
  else response = await call.set('Content-Type', 'application/json').send(JSON.stringify(request.body));
  sent.set(operation.operationId, (sent.get(operation.operationId) ?? 0) + 1);
  if (response.status >= 500) serverErrors += 1;
  const what = `${role} ${operation.method.toUpperCase()} ${url}${request.broke ? ` (broke ${request.broke})` : ''}${raw ? ` (${raw.name})` : ''} → ${response.status}`;
  expect(response.status, `${what}: ${response.text}`).toBeLessThan(500);
  if (response.status >= 400) expectSafeProblem(response, what);
  return { response, what };
}

async function sendAsEveryone(operation: Operation, request: FuzzRequest, raw?: Malformed): Promise<Sent[]> {
  const seen = given.shop.violations.length;
  const results = await Promise.all(rolesFor(operation).map((role) => send(operation, request, role, raw)));
  expect(given.shop.violations.slice(seen).join('\n'), 'answers outside the contract').toBe('');
  return results;
}

/** The database once the work accepted requests started in the background is done (a password reset's email). */
async function settledSnapshot(): Promise<string> {
  await given.shop.services.passwordReset.settled();
  return snapshot(given.shop.db);
}

async function expectRefusedAndNothingChanged(work: () => Promise<Sent[]>): Promise<void> {
  const before = (await settledSnapshot()).split('\n');
  // A page's form post is refused as forms are: a 303 back to the form, saying what was wrong.
  const refused = (response: Response) => response.status >= 400 || (response.status === 303 && /=(invalid|busy)/.test(String(response.headers.location)));
  for (const { response, what } of await work()) expect(refused(response), `${what} was not refused`).toBe(true);
  // One line per table, so the diff names the table that changed.
  expect((await settledSnapshot()).split('\n'), 'a refused request changed the database').toEqual(before);
}

interface Malformed {
  name: string;
  headers: Record<string, string>;
  body: string | Buffer;
}

const json = { 'Content-Type': 'application/json' };
const malformedBodies: Malformed[] = [
  { name: 'truncated JSON', headers: json, body: '{"name": ' },
  { name: 'not JSON', headers: json, body: "' OR 1=1 --" },
  { name: 'an empty body', headers: json, body: '' },
  { name: 'JSON null', headers: json, body: 'null' },
  { name: 'a JSON string', headers: json, body: '"__proto__"' },
  { name: 'a number too big for a double', headers: json, body: '{"quantity": 1e309, "price": -1e309, "rating": 1e309}' },
  { name: 'prototype keys', headers: json, body: '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"role": "admin"}}}' },
  { name: 'duplicate keys', headers: json, body: '{"orderId": "a", "orderId": "b"}' },
  { name: 'deeply nested arrays', headers: json, body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
  { name: 'deeply nested objects', headers: json, body: `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}` },
  { name: 'invalid UTF-8', headers: json, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { name: 'UTF-16', headers: { 'Content-Type': 'application/json; charset=utf-16' }, body: Buffer.from('{"a":1}', 'utf16le') },
  { name: 'gzip that is not', headers: { ...json, 'Content-Encoding': 'gzip' }, body: 'not gzip at all' },
  { name: 'an unknown encoding', headers: { ...json, 'Content-Encoding': 'compress' }, body: '{}' },
  { name: 'a body over the limit', headers: json, body: JSON.stringify({ message: 'x'.repeat(200_000) }) },
  { name: 'plain text', headers: { 'Content-Type': 'text/plain' }, body: '{"name": "x"}' },
  { name: 'a form', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'name=x&__proto__[role]=admin' },
  { name: 'XML with an external entity', headers: { 'Content-Type': 'application/xml' }, body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  { name: 'multipart', headers: { 'Content-Type': 'multipart/form-data; boundary=b' }, body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n' },
];

const runs = { seed, numRuns };

describe('requests that break the contract', () => {
  for (const operation of operations) {
    it(`when ${operation.operationId} gets requests that break its schemas, then each role gets a 4xx problem and nothing changes`, async () => {
      const known = await targets();
      await fc.assert(
        fc.asyncProperty(invalidRequest(operation, contract, known), (request) =>
          expectRefusedAndNothingChanged(() => sendAsEveryone(operation, request)),
        ),
        runs,
      );
    });
  }

  for (const operation of operations.filter((candidate) => candidate.body)) {
    it(`when ${operation.operationId} gets a body that is not JSON, or JSON gone wrong, then 4xx problem and nothing changes`, async () => {
      const [request] = fc.sample(validRequest(operation, contract, await targets()), { seed, numRuns: 1 });
      await expectRefusedAndNothingChanged(async () => {
        const results: Sent[] = [];
        for (const raw of malformedBodies) results.push(...(await sendAsEveryone(operation, request!, raw)));
        return results;
      });
    });
  }
});

// After the refusals, so their snapshots stay small while these add rows.
describe('requests the contract admits', () => {
  for (const operation of operations) {
    it(`when ${operation.operationId} gets contract-shaped requests, then no role gets a 5xx or an answer outside the contract`, async () => {
      const known = await targets();
      await fc.assert(
        fc.asyncProperty(validRequest(operation, contract, known), async (request) => {
          await sendAsEveryone(operation, request);
        }),
        runs,
      );
    });
  }

  it('when the fuzzing is over, then every operation in the contract was sent requests', () => {
    expect(operations.filter((operation) => !sent.get(operation.operationId))).toEqual([]);
  });
});

// What the fuzzing found, kept as plain cases: each was a 500 or a free product before its fix.
describe('what the fuzzing found', () => {
  const cases: Array<{ name: string; call: () => ReturnType<TestShop['request']['get']> }> = [
    { name: 'a NUL in a stored field (PostgreSQL)', call: () => given.shop.request.post('/api/contact').send({ name: 'N\u0000', email: 'n@example.com', message: 'Hi' }) },
    { name: 'a NUL in a looked-up field (SQLite)', call: () => confirmTestPayment(given.shop, given.customer, '\u0000') },
    { name: 'a NUL in the search', call: () => given.shop.request.get('/api/products?q=hammer%00') },
    { name: 'a gzip body that does not inflate', call: () => given.shop.request.post('/api/contact').set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{}') },
    { name: 'a price that rounds to 0 cents', call: () => given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, price: 1e-9 }) },
  ];
  for (const { name, call } of cases) {
    it(`when a request carries ${name}, then 400 problem and nothing changes`, async () => {
      const before = await settledSnapshot();
      const response = await call();
      expect(response.status).toBe(400);
      expectSafeProblem(response);
      expect(await settledSnapshot()).toBe(before);
    });
  }
});
