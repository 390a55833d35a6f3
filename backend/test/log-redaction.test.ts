// Logs are read by more people, and kept longer, than any request: a bearer token, a Stripe
// signature or a cookie in them would outlive its request. This reads the shop's real log lines
// (the logger main.ts builds, the request log's lines, the error handler's) and looks for them.
import { describe, expect, it } from 'vitest';
import { createTestProvider } from '../src/modules/payments/test-provider.js';
import { codeAt } from '../src/modules/two-factor/totp.js';
import { withoutEmails } from '../src/shared/http/request-log.js';
import { useTestShop, validProduct } from './harness.js';

const lines: string[] = [];
const destination = { write: (line: string) => void lines.push(line) };

const STRIPE_SIGNATURE = 't=1767225600,v1=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const COOKIE = 'session=s3cr3t-cookie-value-0f1e2d3c';

const given = useTestShop({
  env: { LOG_LEVEL: 'info' },
  logDestination: destination,
  // A provider that falls over with an error the shop doesn't know: the one way to a 500 here.
  payments: (db) => ({
    ...createTestProvider(db),
    createIntent: async () => {
      throw new TypeError('Cannot read properties of undefined (reading "client_secret")');
    },
  }),
  people: { customer: 'customer', admin: 'owner' },
});

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string; headers: Record<string, string> };
  res?: { statusCode: number };
}

const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);

/** The request log writes when the response finishes, which may be a moment after the client has it. */
async function requestLog(method: string, url: string): Promise<LogLine> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = parsed().find((line) => line.req?.method === method && line.req.url === withoutEmails(url) && line.res);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no request log for ${method} ${url} in:\n${lines.join('')}`);
}


describe('log redaction', () => {
  it('when requests carry a bearer token, a Stripe signature or a cookie, then no log line holds them and each request log says [redacted]', async () => {
    const productId = (await given.shop.request.post('/api/productAdd').set(given.admin.auth).send(validProduct)).body._id;
    const tampered = `${given.customer.token.slice(0, -4)}AAAA`;
    const calls = [
      { method: 'GET', url: `/api/order/${given.customer.email}`, status: 200, send: () => given.shop.request.get(`/api/order/${given.customer.email}`).set(given.customer.auth).set('Cookie', COOKIE) },
      { method: 'GET', url: '/api/users', status: 403, send: () => given.shop.request.get('/api/users').set(given.customer.auth) },
      { method: 'GET', url: `/api/products/${productId}`, status: 200, send: () => given.shop.request.get(`/api/products/${productId}`).set('Authorization', `Bearer ${tampered}`) },
      { method: 'GET', url: `/api/admin/${given.customer.email}`, status: 401, send: () => given.shop.request.get(`/api/admin/${given.customer.email}`).set('Authorization', `Bearer ${tampered}`) },
      {
        method: 'POST',
        url: '/api/webhooks/stripe',
        status: 404,
        send: () => given.shop.request.post('/api/webhooks/stripe').set('Stripe-Signature', STRIPE_SIGNATURE).send({ id: 'evt_1', type: 'payment_intent.succeeded' }),
      },
    ];
    for (const call of calls) {
      const response = await call.send();
      expect({ url: call.url, status: response.status }).toEqual({ url: call.url, status: call.status });
      const log = await requestLog(call.method, call.url);
      const header = call.url === '/api/webhooks/stripe' ? 'stripe-signature' : 'authorization';
      expect({ url: call.url, [header]: log.req?.headers[header] }).toEqual({ url: call.url, [header]: '[redacted]' });
    }
    expect((await requestLog('GET', `/api/order/${given.customer.email}`)).req?.headers.cookie).toBe('[redacted]');

    // The token exchanges in beforeAll carried Firebase ID tokens the same way.
    expect((await requestLog('PUT', `/api/user/${given.customer.email}`)).req?.headers.authorization).toBe('[redacted]');
    const secrets = [given.customer.token, given.admin.token, tampered, given.customer.idToken, given.admin.idToken, STRIPE_SIGNATURE, COOKIE];
    // A JWT's signature is what grants access, and the part a shortened or re-encoded copy would keep.
    const signatures = secrets.map((secret) => secret.split('.').pop() || secret).filter((part) => part.length >= 16);
    expect([...secrets, ...signatures].filter((secret) => lines.some((line) => line.includes(secret)))).toEqual([]);
  });

  it('when a guest order is placed (with an Idempotency-Key) and opened with its key, then no log line holds either key and the request logs say [redacted]', async () => {
    const productId = await newProductId();
    // The checkout's Idempotency-Key too: with the same email and body, it gets the order's key back.
    const idempotencyKey = '5f0c2b9e-8d4a-4c1b-9e7f-3a6d2c1b0e9f';
    const placed = await given.shop.request
      .post('/api/guest/checkout')
      .set('Idempotency-Key', idempotencyKey)
      .send({ email: 'guest-log@example.com', address: '1 Log Lane', phone: '+44 113 496 0000', lines: [{ productId, quantity: 2 }] });
    expect(placed.status).toBe(201);
    const { key, order } = placed.body as { key: string; order: { _id: string } };
    expect((await requestLog('POST', '/api/guest/checkout')).req?.headers['idempotency-key']).toBe('[redacted]');
    const url = `/api/guest/orders/${order._id}`;
    expect((await given.shop.request.get(url).set('X-Order-Key', key)).status).toBe(200);
    expect((await requestLog('GET', url)).req?.headers['x-order-key']).toBe('[redacted]');
    expect(lines.filter((line) => line.includes(key) || line.includes(idempotencyKey))).toEqual([]);
  });

  it('when a visitor posts the checkout’s address step as a form, then no log line holds the details or the cart’s cookie', async () => {
    const productId = await newProductId();
    const added = await given.shop.request.post('/api/visitor-cart/lines').send({ productId, quantity: 2 });
    const cookie = (added.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const details = { email: 'address-step-log@example.com', address: '7 Quiet Row, Leeds', phone: '+44 113 496 0777' };
    const posted = await given.shop.request
      .post('/api/visitor-cart/checkout-details')
      .type('form')
      .set({ Cookie: cookie, Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })
      .send(new URLSearchParams(details).toString());
    expect(posted.headers.location).toBe('/checkout?checkout=saved');
    expect((await requestLog('POST', '/api/visitor-cart/checkout-details')).req?.headers.cookie).toBe('[redacted]');
    const token = cookie.split('=')[1]!;
    expect(lines.filter((line) => [details.email, 'address-step-log', details.address, 'Quiet Row', details.phone, token].some((secret) => line.includes(secret)))).toEqual([]);
  });

  it('when emails travel in paths (in any case or percent-encoded), then no log line holds them in clear', async () => {
    const before = lines.length;
    const upper = given.customer.email.toUpperCase();
    const encoded = given.customer.email.replace('@', '%40');
    for (const path of [`/api/order/${given.customer.email}`, `/api/profile/${upper}`, `/api/admin/${encoded}`, `/API/order/${given.customer.email}`]) {
      await given.shop.request.get(path).set(given.customer.auth);
      await requestLog('GET', path);
    }
    const local = given.customer.email.split('@')[0] as string;
    expect(lines.slice(before).filter((line) => line.toLowerCase().includes(local.toLowerCase()))).toEqual([]);
  });

  it('when a staff member enrols an authenticator app and signs in with codes, then no log line holds the secret or a code', async () => {
    const before = lines.length;
    const started = await given.shop.request.post('/api/two-factor/enrolment').set(given.admin.auth);
    const secret = started.body.secret as string;
    const code = codeAt(secret, Date.now());
    const confirmed = await given.shop.request.put('/api/two-factor/enrolment').set(given.admin.auth).send({ code });
    expect(confirmed.status).toBe(200);
    const recoveryCodes = confirmed.body.recoveryCodes as string[];
    const session = await given.shop.request.put(`/api/user/${given.admin.email}`).set('Authorization', `Bearer ${given.admin.idToken}`);
    const auth = { Authorization: `Bearer ${session.body.token as string}` };
    expect((await given.shop.request.post('/api/session/second-factor').set(auth).send({ code })).status).toBe(400);
    expect((await given.shop.request.post('/api/session/second-factor').set(auth).send({ code: recoveryCodes[0] })).status).toBe(200);
    await requestLog('POST', '/api/session/second-factor');
    await given.shop.request.delete('/api/two-factor').set(given.admin.auth);
    const written = lines.slice(before);
    expect([secret, code, ...recoveryCodes, ...recoveryCodes.map((recovery) => recovery.replace('-', ''))].filter((value) => written.some((line) => line.includes(value)))).toEqual([]);
  });

  it('when a shopper signs in and registers through the forms and the hand-over is claimed, then no log line holds a password, the code or the token', async () => {
    const before = lines.length;
    const registered = { name: 'Log Tester', email: `log-${Date.now()}@example.com`, password: 'Register#Secret-2026' };
    const form = await given.shop.request.post('/api/register').type('form').send(registered);
    expect(form.status).toBe(303);
    const wrong = await given.shop.request.post('/api/sign-in').type('form').send({ email: given.customer.email, password: 'Wrong#Secret-2026' });
    expect(wrong.headers.location).toBe('/login?login=wrong-credentials');
    const cookie = ([] as string[]).concat(form.headers['set-cookie'] ?? []).find((line) => line.startsWith('sign_in_hand_over='))?.split(';')[0] ?? '';
    const claimed = await given.shop.request.post('/api/sign-in/hand-over').set('Cookie', cookie);
    expect(claimed.status).toBe(200);
    await requestLog('POST', '/api/sign-in/hand-over');
    const written = lines.slice(before);
    const secrets = [registered.password, 'Wrong#Secret-2026', cookie.split('=')[1] ?? cookie, claimed.body.token as string];
    expect(secrets.filter((value) => written.some((line) => line.includes(value)))).toEqual([]);
  });

  it('when a request carrying a token ends in a 500, then its logs hold the error but not the token', async () => {
    const order = await given.shop.request.post('/api/order').set(given.customer.auth).send({ productId: await newProductId(), quantity: 2, address: '1 Log Lane', phone: '+44 113 496 0000' });
    const before = lines.length;
    const response = await given.shop.request.post('/api/create-payment-intent').set(given.customer.auth).send({ orderId: order.body._id });
    expect(response.status).toBe(500);
    const log = await requestLog('POST', '/api/create-payment-intent');
    expect(log.res?.statusCode).toBe(500);
    expect(log.req?.headers.authorization).toBe('[redacted]');

    const failure = lines.slice(before);
    expect(failure.some((line) => line.includes('client_secret'))).toBe(true);
    expect(failure.filter((line) => line.includes(given.customer.token) || line.includes(given.customer.token.split('.').pop() ?? given.customer.token))).toEqual([]);
  });
});

async function newProductId(): Promise<string> {
  return (await given.shop.request.post('/api/productAdd').set(given.admin.auth).send(validProduct)).body._id;
}
