// Every operation of openapi.yaml, sent as a visitor and as a customer under many other spellings
// of its path (support/path-spellings.ts). The shop has one rule for what a path means: none of
// these is the operation, so each must be a 404 problem that changes nothing, whatever the
// canonical spelling would have answered (one that only gives a parameter another value is that
// operation with an invalid value: a 400 problem, or 401/403 first for a caller it doesn't admit). (A customer who sent `PUT /API/user/admin/{own email}`
// used to become an admin.)
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import type { OperationId } from '../src/shared/api-types.js';
import { useTestShop, validProduct, type Shopper } from './harness.js';
import { operationCalls, type Call, type CallContext } from './support/operation-calls.js';
import { sendRaw, spellingsOf } from './support/path-spellings.js';
import { snapshot } from './support/snapshot.js';

const given = useTestShop({ people: { admin: 'owner', customer: 'customer' } });
let context: CallContext;

const operations = Object.entries(loadContract().paths).flatMap(([template, item]) =>
  Object.values(item).map((operation) => ({ template, operationId: operation.operationId as OperationId })),
);

function headersFor(call: Call, as: Shopper | undefined): Record<string, string> {
  const token = as && (call.bearer ? call.bearer(as) : as.token);
  return { ...call.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

beforeAll(async () => {
  const product = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, available: 100_000 });
  context = { shop: given.shop, customer: given.customer, admin: given.admin, actors: [given.customer], productId: product.body._id };
});

describe('other spellings of every operation’s path', () => {
  it('when the suite is generated, then it covers every operation of the contract', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(Object.keys(operationCalls).sort());
  });

  for (const { template, operationId } of operations) {
    it(`when ${operationId} (${template}) is sent under another spelling, as a visitor or a customer, then 404 problem and nothing changes`, async () => {
      const call = await operationCalls[operationId](context);
      const spellings = spellingsOf(call.path, template);
      expect(spellings.length).toBeGreaterThan(20);
      const before = await snapshot(given.shop.db);
      const answers: string[] = [];
      for (const as of [undefined, given.customer]) {
        for (const spelling of spellings) {
          const answer = await sendRaw(given.shop.baseUrl, call.method.toUpperCase(), spelling.path, { headers: headersFor(call, as), body: call.body });
          const problem = answer.contentType.startsWith('application/problem+json');
          // Another value is that operation, so a caller it doesn't admit is refused first (401/403).
          const expected = spelling.changes === 'fixed' ? [404] : [400, 401, 403, 404];
          if (!expected.includes(answer.status) || !problem) {
            answers.push(`${as ? 'customer' : 'visitor'} ${call.method.toUpperCase()} ${spelling.path}: ${answer.status} ${answer.contentType}`);
          }
        }
      }
      expect(answers).toEqual([]);
      expect(await snapshot(given.shop.db)).toBe(before);
    });
  }

  it('when the canonical spelling is sent, then it is served (the spellings are refused for their spelling, not their content)', async () => {
    const call = await operationCalls.placeOrder(context);
    const answer = await sendRaw(given.shop.baseUrl, 'POST', call.path, { headers: headersFor(call, given.customer), body: call.body });
    expect(answer.status).toBe(201);
  });
});

describe('request targets in absolute-form, and encoded dots and slashes', () => {
  const ours = () => new URL(given.shop.baseUrl).host;

  it('when every operation’s canonical call is sent in absolute-form, then it is answered as in origin-form', async () => {
    const differences: string[] = [];
    for (const { operationId } of operations) {
      const call = await operationCalls[operationId](context);
      if (call.method !== 'get') continue;
      const headers = headersFor(call, given.customer);
      const [origin, absolute] = [await sendRaw(given.shop.baseUrl, 'GET', call.path, { headers }), await sendRaw(given.shop.baseUrl, 'GET', `http://${ours()}${call.path}`, { headers })];
      if (origin.status !== absolute.status || origin.contentType !== absolute.contentType) differences.push(`${operationId}: ${origin.status} vs ${absolute.status}`);
    }
    expect(differences).toEqual([]);
  });

  it('when an absolute-form target names another host, then 421 problem for every operation and nothing changes', async () => {
    const answers: string[] = [];
    for (const { operationId } of operations) {
      const call = await operationCalls[operationId](context);
      const before = await snapshot(given.shop.db);
      for (const host of ['evil.test', `${ours()}.evil.test`, 'localhost']) {
        const answer = await sendRaw(given.shop.baseUrl, call.method.toUpperCase(), `http://${host}${call.path}`, { headers: headersFor(call, given.customer), body: call.body });
        if (answer.status !== 421 || !answer.contentType.startsWith('application/problem+json')) answers.push(`${operationId} via ${host}: ${answer.status}`);
      }
      if ((await snapshot(given.shop.db)) !== before) answers.push(`${operationId}: the database changed`);
    }
    expect(answers).toEqual([]);
  });
});
