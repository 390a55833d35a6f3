// Rate limits: every /api answer carries the API-wide per-client budget in draft-8 RateLimit
// headers; placing orders, payment intents, confirming payments and reviews each have a tighter
// budget per signed-in user, whatever IP the requests come from. The shop trusts one proxy here
// (TRUST_PROXY=1), so each test speaks from IPs of its own through X-Forwarded-For.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { useTestShop, type Shopper } from '../../../test/harness.js';
import { addProduct, address, phone, placedOrder } from '../../../test/support/orders.js';
import { startPayment, testCard } from '../../../test/support/payments.js';
import { expectRateLimited, rateLimitPolicies, rateLimits } from '../../../test/support/rate-limit-headers.js';
import { loadConfig } from '../../config.js';

const API_LIMIT = 30;
const given = useTestShop({
  env: {
    TRUST_PROXY: '1',
    RATE_LIMIT_API_PER_MINUTE: String(API_LIMIT),
    RATE_LIMIT_ORDERS_PER_MINUTE: '3',
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: '3',
    RATE_LIMIT_PAYMENT_CONFIRMATIONS_PER_MINUTE: '3',
    RATE_LIMIT_REVIEWS_PER_MINUTE: '2',
  },
  people: { admin: 'owner' },
});
let product: { _id: string };

beforeAll(async () => {
  product = await addProduct(given.shop, given.admin, { available: 10_000, minimum: 1 });
});
afterEach(() => expect(given.shop.violations).toEqual([]));

let lastIp = 0;
/** A client address no other request of this file has used. */
const newIp = () => `203.0.113.${(lastIp += 1)}`;
const from = (ip: string) => (request: Test) => request.set('X-Forwarded-For', ip);

const order = (shopper: Shopper, ip = newIp()) =>
  given.shop.request.post('/api/order').use(from(ip)).set(shopper.auth).send({ productId: product._id, quantity: 1, address, phone });

describe('the API-wide budget', () => {
  it('when nothing is configured, then 600 requests a minute per client, and per user 10 orders, 20 payment intents, 10 confirmations, 5 reviews; 5 reset emails an hour per address', () => {
    expect(loadConfig({ PAYMENT_PROVIDER: 'test' }).rateLimits).toEqual({ api: 600, public: 20, orders: 10, paymentIntents: 20, paymentConfirmations: 10, reviews: 5, secondFactor: 5, passwordResetsPerEmail: 5 });
  });

  it('when any /api request is answered, success or refusal, then it carries the RateLimit and RateLimit-Policy headers', async () => {
    const ip = newIp();
    const answers = [
      await given.shop.request.get('/api/health').use(from(ip)),
      await given.shop.request.get('/api/products').use(from(ip)),
      await given.shop.request.get('/api/no-such-thing').use(from(ip)),
      await given.shop.request.get('/api/products').query({ limit: 1000 }).use(from(ip)),
      await given.shop.request.get('/api/orders').use(from(ip)),
      await given.shop.request.post('/api/order').use(from(ip)).set(given.admin.auth).send({ productId: product._id }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 400, 401, 400]);
    answers.forEach((answer, i) => {
      expect(rateLimitPolicies(answer).api).toEqual({ q: API_LIMIT, w: 60 });
      expect(rateLimits(answer).api?.r).toBe(API_LIMIT - i - 1);
    });
  });

  it('when one client goes over the budget, then 429 problem with Retry-After; another client is still served', async () => {
    const ip = newIp();
    for (let i = 0; i < API_LIMIT; i += 1) expect((await given.shop.request.get('/api/health').use(from(ip))).status).toBe(200);
    expectRateLimited(await given.shop.request.get('/api/products').use(from(ip)), 'api', /^Too many requests in a short time\./);
    expect((await given.shop.request.get('/api/products').use(from(newIp()))).status).toBe(200);
  });
});

describe('per-user budgets', () => {
  it('when a customer places a 4th order within a minute, from yet another IP, then 429 and no order; another customer on that IP still orders', async () => {
    const [shopper, neighbour] = await Promise.all([given.shop.signIn('quick-orderer'), given.shop.signIn('neighbour')]);
    for (let i = 0; i < 3; i += 1) {
      const placed = await order(shopper);
      expect(placed.status).toBe(201);
      expect(rateLimitPolicies(placed).orders).toEqual({ q: 3, w: 60 });
      expect(rateLimits(placed).orders?.r).toBe(2 - i);
      expect(rateLimits(placed).api).toBeDefined();
    }
    const ip = newIp();
    expectRateLimited(await order(shopper, ip), 'orders', /^Too many orders in a short time\./);
    const mine = await given.shop.request.get(`/api/order/${shopper.email}`).set(shopper.auth);
    expect(mine.body.items).toHaveLength(3);
    expect((await order(neighbour, ip)).status).toBe(201);
  });

  it('when a customer asks for a 4th payment intent within a minute, then 429', async () => {
    const shopper = await given.shop.signIn('intent-asker');
    const { _id } = await placedOrder(given.shop, shopper, product._id, 1);
    const intent = () => given.shop.request.post('/api/create-payment-intent').use(from(newIp())).set(shopper.auth).send({ orderId: _id });
    for (let i = 0; i < 3; i += 1) expect((await intent()).status).toBe(200);
    expectRateLimited(await intent(), 'payment-intents', /^Too many payment attempts in a short time\./);
  });

  it('when a card tester confirms payments through both operations, then they share one budget: the 4th try is 429 on either, and the order stays unpaid', async () => {
    const shopper = await given.shop.signIn('card-tester');
    const { _id } = await placedOrder(given.shop, shopper, product._id, 1);
    const { clientSecret, paymentIntentId } = await startPayment(given.shop, shopper, _id);
    const declined = { ...testCard, number: '4000 0000 0000 0002' };
    const confirm = (card = declined) =>
      given.shop.request
        .post('/api/payments/test/confirm')
        .use(from(newIp()))
        .set(shopper.auth)
        .send({ clientSecret, card, billingDetails: { name: 'Card Tester', email: shopper.email } });
    const markPaid = () => given.shop.request.patch(`/api/orders/${_id}`).use(from(newIp())).set(shopper.auth).send({ transactionId: paymentIntentId });

    expect((await confirm()).status).toBe(402);
    expect((await confirm()).status).toBe(402);
    expect((await markPaid()).status).toBeGreaterThanOrEqual(400);
    expectRateLimited(await confirm(testCard), 'payment-confirmations', /^Too many payment confirmations in a short time\./);
    expectRateLimited(await markPaid(), 'payment-confirmations', /^Too many payment confirmations/);
    const stored = await given.shop.request.get(`/api/orders/${_id}`).set(shopper.auth);
    expect(stored.body.status).toBe('unpaid');
  });

  it('when a customer posts a 3rd review within a minute, then 429 and it is not stored', async () => {
    const shopper = await given.shop.signIn('prolific-reviewer');
    const review = (title: string) =>
      given.shop.request.post('/api/review').use(from(newIp())).set(shopper.auth).send({ title, details: 'Solid tool, good balance in the hand.', rating: 5 });
    expect((await review('First')).status).toBe(201);
    expect((await review('Second')).status).toBe(201);
    expectRateLimited(await review('Third'), 'reviews', /^Too many reviews in a short time\./);
    const listed = await given.shop.request.get('/api/reviews').query({ limit: 100 });
    expect(listed.body.items.map((item: { title: string }) => item.title)).not.toContain('Third');
  });
});
