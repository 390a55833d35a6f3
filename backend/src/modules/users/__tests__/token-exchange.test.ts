// PUT /user/{email}: a Firebase ID token, checked through the real Auth Emulator, buys the shop's
// own access token; every protected call then checks that token.
import { SignJWT, decodeJwt } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECRET, useTestShop, type TestShop } from '../../../../test/harness.js';
import {
  changeEmail,
  createAccount,
  deleteAccount,
  disableAccount,
  forgeIdToken,
  rename,
  revokeTokens,
  signUp,
  uniqueEmail,
  type FirebaseAccount,
} from '../../../../test/identity.js';
import { countRows, deleteRows } from '../../../../test/support/rows.js';

const bossEmail = uniqueEmail('boss');
const unverifiedBossEmail = uniqueEmail('unverified-boss');
// Mixed case and spaces on purpose: the list is read as configured by a person.
const given = useTestShop({ env: { ADMIN_EMAILS: ` ${bossEmail.toUpperCase()} , ${unverifiedBossEmail}` } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const exchange = (email: string, bearer?: string) => {
  const request = given.shop.request.put(`/api/user/${encodeURIComponent(email)}`);
  return bearer === undefined ? request : request.set('Authorization', `Bearer ${bearer}`);
};

async function expectUnauthorized(response: Awaited<ReturnType<typeof exchange>>, detail?: RegExp) {
  expect(response.status).toBe(401);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.body).toMatchObject({ type: 'about:blank', title: 'Unauthorized', status: 401 });
  if (detail) expect(response.body.detail).toMatch(detail);
}

const forgedFor = (account: FirebaseAccount, claims: Record<string, unknown> = {}) =>
  forgeIdToken({ sub: account.uid, user_id: account.uid, email: account.email, email_verified: false, ...claims });

describe('exchanging a Firebase ID token', () => {
  it('when the token belongs to the email, then 200 with a shop token that works on protected calls', async () => {
    const account = await signUp('exchange');
    const response = await exchange(account.email, account.idToken);
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ _id: expect.any(String), email: account.email, name: 'Exchange Tester', role: 'customer', disabled: false });
    expect(new Date(response.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const status = await given.shop.request.get(`/api/admin/${account.email}`).set('Authorization', `Bearer ${response.body.token}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ admin: false, role: 'customer' });
  });

  it('when the path email differs only in case, then it is the same user', async () => {
    const account = await signUp('casing');
    const response = await exchange(account.email.toUpperCase(), account.idToken);
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(account.email);
  });

  it('when the same person exchanges twice, then the user is created once and a new display name is picked up', async () => {
    const account = await signUp('rename');
    const first = await exchange(account.email, account.idToken);
    const renamed = await rename(account, 'Renamed Person');
    const second = await exchange(account.email, renamed);
    expect(second.status).toBe(200);
    expect(second.body.user).toEqual({ ...first.body.user, name: 'Renamed Person' });
    expect(await countRows(given.shop.db, 'users', { email: account.email })).toBe(1);
    const me = await given.shop.request.get(`/api/profile/${account.email}`).set('Authorization', `Bearer ${second.body.token}`);
    expect(me.body.name).toBe('Renamed Person');
  });

  it('when the first exchange of a new person arrives twice at once, then both succeed with one user', async () => {
    const account = await signUp('double');
    const [a, b] = await Promise.all([exchange(account.email, account.idToken), exchange(account.email, account.idToken)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.user._id).toBe(b.body.user._id);
    expect(await countRows(given.shop.db, 'users', { email: account.email })).toBe(1);
  });

  it('when the account has no display name, then the name comes from the email; a very long one is cut to fit', async () => {
    const plain = await createAccount(uniqueEmail('nameless'));
    const response = await exchange(plain.email, plain.idToken);
    expect(response.status).toBe(200);
    expect(response.body.user.name).toBe(plain.email.split('@')[0]);
    const long = await createAccount(uniqueEmail('longname'), { displayName: 'L'.repeat(150) });
    const cut = await exchange(long.email, long.idToken);
    expect(cut.status).toBe(200);
    expect(cut.body.user.name).toBe('L'.repeat(100));
  });

  it('when no token or a malformed one is sent, then 401 problem', async () => {
    const account = await signUp('malformed');
    await expectUnauthorized(await exchange(account.email), /sign in/);
    await expectUnauthorized(await exchange(account.email, 'not-a-jwt'));
    await expectUnauthorized(await exchange(account.email, 'a.b.c'));
    await expectUnauthorized(await given.shop.request.put(`/api/user/${account.email}`).set('Authorization', `Basic ${account.idToken}`));
  });

  it('when the token belongs to someone else, then 403 and no user is created for the path email', async () => {
    const account = await signUp('thief');
    const victim = uniqueEmail('victim');
    const response = await exchange(victim, account.idToken);
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await countRows(given.shop.db, 'users', { email: victim })).toBe(0);
  });

  it('when a forged token names another project (aud or iss), then 401', async () => {
    const account = await signUp('project');
    await expectUnauthorized(await exchange(account.email, forgedFor(account, { aud: 'demo-elsewhere' })));
    await expectUnauthorized(await exchange(account.email, forgedFor(account, { iss: 'https://securetoken.google.com/demo-elsewhere' })));
    // The control: the same forgery for the right project passes, so the refusals above are about the project.
    expect((await exchange(account.email, forgedFor(account))).status).toBe(200);
  });

  it('when the Firebase token has expired, then 401 says so', async () => {
    const account = await signUp('expired');
    const past = Math.floor(Date.now() / 1000) - 7200;
    await expectUnauthorized(await exchange(account.email, forgedFor(account, { iat: past, auth_time: past, exp: past + 3600 })), /expired/);
  });

  it('when the tokens were revoked, then 401 says so', async () => {
    const account = await signUp('revoked');
    expect((await exchange(account.email, account.idToken)).status).toBe(200);
    // Revocation counts whole seconds: only a token from an earlier second counts as revoked.
    const authTime = JSON.parse(Buffer.from(account.idToken.split('.')[1] ?? '', 'base64url').toString()).auth_time as number;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, (authTime + 1) * 1000 - Date.now() + 20)));
    await revokeTokens(account.uid);
    await expectUnauthorized(await exchange(account.email, account.idToken), /revoked/);
  });

  it('when the Firebase account is disabled, then 401 says so', async () => {
    const account = await signUp('disabled');
    await disableAccount(account.uid);
    await expectUnauthorized(await exchange(account.email, account.idToken), /disabled/);
  });

  it('when the Firebase account was deleted, then 401', async () => {
    const account = await signUp('deleted');
    await deleteAccount(account.idToken);
    await expectUnauthorized(await exchange(account.email, account.idToken));
  });

  it('when a Firebase token carries no email, then 401 with that reason', async () => {
    const account = await signUp('emailless');
    const token = forgeIdToken({ sub: account.uid, user_id: account.uid });
    await expectUnauthorized(await exchange(account.email, token), /email/);
  });

  it('when a person changes their email in Firebase, then their shop account follows them', async () => {
    const account = await signUp('mover');
    const before = await exchange(account.email, account.idToken);
    const moved = uniqueEmail('moved');
    const after = await exchange(moved, await changeEmail(account, moved));
    expect(after.status).toBe(200);
    expect(after.body.user).toEqual({ ...before.body.user, email: moved });
    expect(await countRows(given.shop.db, 'users', { email: account.email })).toBe(0);
  });

  it('when the shop’s own token is presented instead of a Firebase token, then 401', async () => {
    const shopper = await given.shop.signIn('wrongkind');
    await expectUnauthorized(await exchange(shopper.email, shopper.token));
  });
});

describe('ADMIN_EMAILS', () => {
  it('when a verified email on the list signs in for the first time, then the user is an admin', async () => {
    const account = await createAccount(bossEmail, { verified: true });
    const response = await exchange(bossEmail, account.idToken);
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe('owner');
    const users = await given.shop.request.get('/api/users').set('Authorization', `Bearer ${response.body.token}`);
    expect(users.status).toBe(200);
  });

  it('when an email on the list is not verified, then the user stays a customer', async () => {
    const account = await createAccount(unverifiedBossEmail);
    const response = await exchange(unverifiedBossEmail, account.idToken);
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe('customer');
  });
});

describe('the shop access token on protected calls', () => {
  let shopper: Awaited<ReturnType<TestShop['signIn']>>;
  const key = new TextEncoder().encode(ACCESS_TOKEN_SECRET);
  const adminStatus = (token: string) => given.shop.request.get(`/api/admin/${shopper.email}`).set('Authorization', `Bearer ${token}`);
  const shaped = (overrides: { exp?: number; alg?: string; secret?: string } = {}) =>
    new SignJWT({ email: shopper.email, role: 'customer', sid: decodeJwt(shopper.token).sid })
      .setProtectedHeader({ alg: overrides.alg ?? 'HS256' })
      .setSubject(shopper.userId)
      .setIssuer('handtools-shop')
      .setAudience('handtools-shop-api')
      .setIssuedAt()
      .setExpirationTime(overrides.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(overrides.secret ? new TextEncoder().encode(overrides.secret) : key);

  beforeAll(async () => {
    shopper = await given.shop.signIn('holder');
  });

  it('when the token is well-formed and current, then it is accepted (the control for the refusals below)', async () => {
    expect((await adminStatus(await shaped())).status).toBe(200);
  });

  it('when the token has expired, then 401 says the session expired', async () => {
    await expectUnauthorized(await adminStatus(await shaped({ exp: Math.floor(Date.now() / 1000) - 10 })), /expired/);
  });

  it('when a payload character is flipped, then 401', async () => {
    const [header, payload, signature] = shopper.token.split('.') as [string, string, string];
    const at = Math.floor(payload.length / 2);
    const flipped = `${payload.slice(0, at)}${payload[at] === 'x' ? 'y' : 'x'}${payload.slice(at + 1)}`;
    await expectUnauthorized(await adminStatus(`${header}.${flipped}.${signature}`));
  });

  it('when the token is signed with another key, then 401', async () => {
    await expectUnauthorized(await adminStatus(await shaped({ secret: 'x'.repeat(48) })));
  });

  it('when the token uses alg none or another algorithm, then 401', async () => {
    const payload = shopper.token.split('.')[1];
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expectUnauthorized(await adminStatus(`${none}.${payload}.`));
    await expectUnauthorized(await adminStatus(await shaped({ alg: 'HS384' })));
  });

  it('when a Firebase ID token is sent where the shop token belongs, then 401', async () => {
    await expectUnauthorized(await adminStatus(shopper.idToken));
  });

  it('when the user behind a valid token no longer exists in the shop, then 401', async () => {
    const gone = await given.shop.signIn('vanished');
    await deleteRows(given.shop.db, 'users', { id: gone.userId });
    await expectUnauthorized(await given.shop.request.get(`/api/admin/${gone.email}`).set(gone.auth));
  });

  it('when the scheme is written in lower case, then the token is still read', async () => {
    const response = await given.shop.request.get(`/api/admin/${shopper.email}`).set('Authorization', `bearer ${shopper.token}`);
    expect(response.status).toBe(200);
  });
});
