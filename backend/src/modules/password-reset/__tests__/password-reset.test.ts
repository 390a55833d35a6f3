// "Forgot password?" through the shop: the same answer for any address, and for an account's
// address the shop's own email, whose link leads to the shop's /reset-password with a code the
// Auth Emulator accepts to set a new password. Rate-limited per client address and per email.
import type { Test } from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { signUp, uniqueEmail } from '../../../../test/identity.js';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.js';
import { rateLimits } from '../../../../test/support/rate-limit-headers.js';
import { createLogger } from '../../../shared/logger.js';
import { createDispatcher, createOutboxRepository, createSmtpMailer, type Mailer } from '../../notifications/index.js';

const SHOP_URL = 'http://shop.test:3000';
const PER_EMAIL = 3;
const PER_CLIENT = 6;
const ANSWER = { message: 'If an account uses that address, we’ve emailed it a link to choose a new password.' };

// Each test speaks from an address of its own (TRUST_PROXY=1), so the per-address budget is its own.
const given = useTestShop({
  env: { RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL_PER_HOUR: String(PER_EMAIL), RATE_LIMIT_PER_MINUTE: String(PER_CLIENT), TRUST_PROXY: '1' },
});
let catcher: MailCatcher;
let mailer: Mailer;
let nextIp = 1;
let ip: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  mailer = createSmtpMailer({ host: '127.0.0.1', port: catcher.port }, 'Hand Tool Shop <orders@handtools.localhost>');
});
afterAll(async () => {
  mailer.close();
  await catcher.stop();
});
afterEach(() => {
  ip = `198.51.100.${nextIp++}`;
  expect(given.shop.violations.splice(0)).toEqual([]);
});
ip = `198.51.100.${nextIp++}`;

const from = (request: Test) => request.set('X-Forwarded-For', ip);
const requestReset = (body: object) => from(given.shop.request.post('/api/password-resets').send(body));

interface Row {
  kind: string;
  recipient: string;
  payload: string;
  sentAt: string | Date | null;
}
const resetRows = (recipient: string) =>
  given.shop.db.sql.select<Row>(`SELECT kind, recipient, payload, sent_at AS "sentAt" FROM email_outbox WHERE kind = 'password-reset' AND recipient = ?`, [recipient]);

async function sendAll(): Promise<void> {
  const dispatcher = createDispatcher({ outboxRepository: createOutboxRepository(given.shop.db), mailer, logger: createLogger('silent'), shopUrl: SHOP_URL });
  while ((await dispatcher.runOnce()) > 0);
}

/** What the shop's /reset-password page does with the code: Firebase's confirmPasswordReset, as its REST call. */
async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<Response> {
  return fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword }),
  });
}

async function signInWith(email: string, password: string): Promise<number> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return response.status;
}

describe('asking for a reset link', () => {
  it('when an account uses the address, then 202, and the shop emails a link to its own page whose code sets a new password', async () => {
    const account = await signUp('forgetful');
    const answer = await requestReset({ email: account.email.toUpperCase() });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual(ANSWER);
    await given.shop.services.passwordReset.settled();
    expect((await resetRows(account.email)).length).toBe(1);

    await sendAll();
    const [email] = (await catcher.emails()).filter((caught) => caught.to.some((to) => to.address === account.email));
    expect(email?.subject).toBe('Choose a new password for Hand Tool Shop');
    const link = /Choose a new password (http\S+)/.exec(email?.text ?? '')?.[1];
    expect(link).toMatch(/^http:\/\/shop\.test:3000\/reset-password\?oobCode=/);
    expect(email?.html).toContain(`href="${SHOP_URL}/"`);
    const oobCode = new URL(link!).searchParams.get('oobCode')!;

    // The emulator's code is one Firebase's own page would have carried: the shop's page completes it.
    expect((await confirmPasswordReset(oobCode, 'a-new-password-9')).status).toBe(200);
    expect(await signInWith(account.email, 'a-new-password-9')).toBe(200);
    expect(await signInWith(account.email, account.password)).toBe(400);
    // Used once: the link can't be used again.
    expect((await confirmPasswordReset(oobCode, 'another-password-9')).status).toBe(400);
    // Once sent, the outbox no longer holds the code.
    const [sent] = await resetRows(account.email);
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.payload).toBe('{}');
  });

  it('when no account uses the address, then the same 202 and answer, and no email', async () => {
    const email = uniqueEmail('nobody');
    const answer = await requestReset({ email });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual(ANSWER);
    await given.shop.services.passwordReset.settled();
    expect(await resetRows(email)).toEqual([]);
  });

  it.each([[{}], [{ email: 'not-an-email' }], [{ email: 'a@example.com', password: 'x' }], [{ email: 42 }]])('when the body is %j, then 400 and nothing is asked', async (body) => {
    const answer = await requestReset(body);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('its rate limits', () => {
  it(`when one address is asked for more than ${PER_EMAIL} times in an hour, from anywhere, then 429 and no more emails`, async () => {
    const account = await signUp('flooded');
    for (let i = 0; i < PER_EMAIL; i += 1) {
      ip = `203.0.113.${i + 1}`;
      expect((await requestReset({ email: account.email })).status).toBe(202);
    }
    ip = '203.0.113.99';
    const refused = await requestReset({ email: account.email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.detail).toMatch(/^Too many password reset requests for this address in a short time/);
    expect(rateLimits(refused)['password-resets-per-email']?.r).toBe(0);
    await given.shop.services.passwordReset.settled();
    expect((await resetRows(account.email)).length).toBe(PER_EMAIL);
    // Another address is not held back by it.
    expect((await requestReset({ email: uniqueEmail('other') })).status).toBe(202);
  });

  it(`when one client asks more than ${PER_CLIENT} times a minute, whatever the addresses, then 429`, async () => {
    for (let i = 0; i < PER_CLIENT; i += 1) expect((await requestReset({ email: uniqueEmail('spread') })).status).toBe(202);
    const refused = await requestReset({ email: uniqueEmail('spread') });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Too many password reset requests in a short time/);
  });
});
