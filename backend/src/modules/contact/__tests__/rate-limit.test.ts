// The public write endpoints (token exchange, contact, newsletter) are rate-limited per client IP,
// each with its own budget, and say when to come back.
import { describe, expect, it } from 'vitest';
import { useTestShop, type TestShop } from '../../../../test/harness.js';
import { signUp, uniqueEmail } from '../../../../test/identity.js';
import { expectRateLimited, rateLimitPolicies, rateLimits } from '../../../../test/support/rate-limit-headers.js';

const LIMIT = 3;
const given = useTestShop({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });

type Send = () => ReturnType<TestShop['request']['post']>;

const sendContact = () => given.shop.request.post('/api/contact').send({ name: 'Spammer', email: uniqueEmail('spam'), message: 'Buy now' });

async function expectLimited(send: Send, allowed: number, budget: string, detail: RegExp) {
  for (let i = 0; i < LIMIT; i += 1) {
    const response = await send();
    expect(response.status).toBe(allowed);
    expect(rateLimitPolicies(response)[budget]).toEqual({ q: LIMIT, w: 60 });
    expect(rateLimits(response)[budget]?.r).toBe(LIMIT - i - 1);
  }
  const refused = await send();
  expectRateLimited(refused, budget, detail);
  expect(rateLimitPolicies(refused)[budget]).toEqual({ q: LIMIT, w: 60 });
  return refused;
}

describe('rate limits', () => {
  it('when the contact form is sent too often, then 429 problem with RateLimit and Retry-After headers', async () => {
    await expectLimited(sendContact, 201, 'contact', /^Too many messages in a short time\./);
  });

  it('when the newsletter is called too often, then 429 on its own budget', async () => {
    await expectLimited(() => given.shop.request.post('/api/newsletter').send({ email: uniqueEmail('flood') }), 201, 'newsletter', /^Too many sign-ups/);
  });

  it('when tokens are exchanged too often, then 429 even for a valid token', async () => {
    const account = await signUp('hammering');
    const send = () => given.shop.request.put(`/api/user/${account.email}`).set('Authorization', `Bearer ${account.idToken}`);
    await expectLimited(send as unknown as Send, 200, 'token-exchange', /^Too many sign-ins/);
  });

  it('when a refused client claims another address in X-Forwarded-For, then it is still refused: no proxy is trusted by default', async () => {
    expect((await sendContact().set('X-Forwarded-For', '198.51.100.7')).status).toBe(429);
  });

  it('when a limited route refuses, then the other endpoints still answer', async () => {
    expect((await given.shop.request.get('/api/health')).status).toBe(200);
    expect((await given.shop.request.get('/api/reviews')).status).toBe(200);
  });
});
