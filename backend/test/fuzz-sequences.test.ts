// Calls out of order, fuzzed: fast-check plays random sequences of the order and payment steps
// (place, start a payment, pay by card, mark paid with any order's intent, cancel, ship, the hold
// expiring) as the owner, another customer or the admin, in any order: paying before the intent
// exists, confirming after a cancel, shipping unpaid, cancelling twice, marking paid with another
// order's intent. After every sequence: no 5xx, every answer within the contract, stock balanced
// (what is on the shelf plus what live orders hold is what there was), and every paid order paid
// by a succeeded intent of its own amount. FUZZ_SEED replays; FUZZ_RUNS sets the sequences.
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestProvider } from '../src/modules/payments/test-provider.js';
import type { Order } from '../src/shared/api-types.js';
import { useTestShop, validProduct } from './harness.js';
import { allOrders, stockOf } from './support/orders.js';
import { expectSafeProblem } from './support/problem-checks.js';
import { testCard } from './support/payments.js';

const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const numRuns = Number(process.env.FUZZ_RUNS ?? 20);
const STOCK = 10_000;

const given = useTestShop({ people: { owner: 'customer', other: 'customer', admin: 'owner' } });
let sent = 0;

type Actor = 'owner' | 'other' | 'admin';
type Step =
  | { kind: 'place'; quantity: number }
  | { kind: 'intent' | 'confirm' | 'declined' | 'cancel' | 'ship'; order: number; as: Actor }
  | { kind: 'markPaid'; order: number; intentOf: number; as: Actor }
  | { kind: 'expire' };

const actor = fc.constantFrom<Actor>('owner', 'owner', 'other', 'owner');
const index = fc.nat(7);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('place' as const), quantity: fc.integer({ min: 2, max: 5 }) }),
  fc.record({ kind: fc.constantFrom('intent' as const, 'confirm' as const, 'declined' as const, 'cancel' as const, 'ship' as const), order: index, as: actor }),
  fc.record({ kind: fc.constant('markPaid' as const), order: index, intentOf: index, as: actor }),
  fc.constant({ kind: 'expire' as const }),
);

interface Run {
  productId: string;
  orders: string[];
  /** Each order's intent, once one was started: id and client secret. */
  intents: Map<string, { id: string; clientSecret: string }>;
}

const who = (as: Actor) => given[as];

async function play(run: Run, next: Step): Promise<void> {
  if (next.kind === 'expire') {
    await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 400 * 24 * 3600_000));
    return;
  }
  let response;
  if (next.kind === 'place') {
    response = await given.shop.request.post('/api/order').set(given.owner.auth).send({ productId: run.productId, quantity: next.quantity, address: '1 Road', phone: '+44 113 496 0000' });
    if (response.status === 201) run.orders.push(response.body._id);
  } else {
    const orderId = run.orders[next.order % Math.max(run.orders.length, 1)] ?? '0193a7d2-5c1e-7b3a-9f00-000000000000';
    const as = who(next.as);
    const intent = run.intents.get(orderId);
    if (next.kind === 'intent') {
      response = await given.shop.request.post('/api/create-payment-intent').set(as.auth).send({ orderId });
      if (response.status === 200) run.intents.set(orderId, { id: response.body.paymentIntentId, clientSecret: response.body.clientSecret });
    } else if (next.kind === 'confirm' || next.kind === 'declined') {
      const card = next.kind === 'confirm' ? testCard : { ...testCard, number: '4000 0000 0000 0002' };
      response = await given.shop.request
        .post('/api/payments/test/confirm')
        .set(as.auth)
        .send({ clientSecret: intent?.clientSecret ?? 'pi_test_missing_secret_x', card, billingDetails: { name: 'Card Holder', email: given.owner.email } });
    } else if (next.kind === 'markPaid') {
      const foreign = run.intents.get(run.orders[next.intentOf % Math.max(run.orders.length, 1)] ?? '');
      response = await given.shop.request.patch(`/api/orders/${orderId}`).set(as.auth).send({ transactionId: foreign?.id ?? 'pi_test_unknown' });
    } else if (next.kind === 'cancel') {
      response = await given.shop.request.delete(`/api/order/${orderId}`).set(as.auth);
    } else {
      response = await given.shop.request.patch(`/api/orders/${orderId}/ship`).set(as.auth);
    }
  }
  sent += 1;
  expect(response.status, `${JSON.stringify(next)}: ${response.text}`).toBeLessThan(500);
  if (response.status >= 400) expectSafeProblem(response, JSON.stringify(next));
}

async function expectBooksBalanced(run: Run): Promise<void> {
  const orders = (await allOrders(given.shop, given.admin)).filter((order: Order) => order.productId === run.productId);
  const held = orders.filter((order) => order.status !== 'cancelled').reduce((sum, order) => sum + order.quantity, 0);
  expect((await stockOf(given.shop, run.productId)) + held).toBe(STOCK);
  const provider = createTestProvider(given.shop.db);
  for (const order of orders.filter((candidate) => candidate.status === 'paid' || candidate.status === 'shipped')) {
    const intent = order.transactionId ? await provider.retrieveIntent(order.transactionId) : undefined;
    expect({ order: order._id, intent: intent && { status: intent.status, amount: intent.amount, orderId: intent.orderId } }).toEqual({
      order: order._id,
      intent: { status: 'succeeded', amount: Math.round(Number(order.price) * 100), orderId: order._id },
    });
  }
}

afterAll(() => {
  console.info(`fuzz-sequences: ${sent.toLocaleString('en-US')} requests in ${numRuns} sequences per property (seed ${seed})`);
});
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

describe('order and payment calls out of order', () => {
  it('when random sequences of steps are played by the owner, another customer and the admin, then no 5xx, stock balances and every paid order was paid for', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => {
        const product = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, available: STOCK, minimum: 2 });
        const run: Run = { productId: product.body._id, orders: [], intents: new Map() };
        for (const next of steps) await play(run, next);
        await expectBooksBalanced(run);
      }),
      { seed, numRuns },
    );
    // A deep run (npm run test:fuzz) plays a hundred sequences or more, each up to 30 calls.
  }, Math.max(30_000, numRuns * 2_000));
});
