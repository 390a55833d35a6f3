// The public write endpoints (token exchange, contact, newsletter) are rate-limited per client,
// each with its own budget, and say when to come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../../../test/harness.js';
import { signUp, uniqueEmail } from '../../../../test/identity.js';

const LIMIT = 3;
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
});
afterAll(() => shop.stop());

type Send = () => ReturnType<TestShop['request']['post']>;

async function expectLimited(send: Send, allowed: number) {
  for (let i = 0; i < LIMIT; i += 1) {
    const response = await send();
    expect(response.status).toBe(allowed);
    expect(response.headers['ratelimit-policy']).toMatch(new RegExp(`q=${LIMIT}`));
    expect(response.headers.ratelimit).toMatch(new RegExp(`r=${LIMIT - i - 1}`));
  }
  const refused = await send();
  expect(refused.status).toBe(429);
  expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(refused.body).toEqual({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: expect.stringMatching(/try again/) });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(refused.headers['ratelimit-policy']).toMatch(new RegExp(`q=${LIMIT}`));
  expect(refused.headers.ratelimit).toMatch(/r=0/);
  return refused;
}

describe('rate limits', () => {
  it('when the contact form is sent too often, then 429 problem with RateLimit and Retry-After headers', async () => {
    await expectLimited(() => shop.request.post('/api/contact').send({ name: 'Spammer', email: uniqueEmail('spam'), message: 'Buy now' }), 201);
  });

  it('when the newsletter is called too often, then 429 on its own budget', async () => {
    await expectLimited(() => shop.request.post('/api/newsletter').send({ email: uniqueEmail('flood') }), 201);
  });

  it('when tokens are exchanged too often, then 429 even for a valid token', async () => {
    const account = await signUp('hammering');
    const send = () => shop.request.put(`/api/user/${account.email}`).set('Authorization', `Bearer ${account.idToken}`);
    await expectLimited(send as unknown as Send, 200);
  });

  it('when a limited route refuses, then the other endpoints still answer', async () => {
    expect((await shop.request.get('/api/health')).status).toBe(200);
    expect((await shop.request.get('/api/reviews')).status).toBe(200);
  });
});
