// The session behind an access token: signing out ends it on the server, and an account disabled,
// deleted or signed out everywhere in Firebase is refused within IDENTITY_RECHECK_SECONDS (2 s
// here), not when the shop's token expires. Firebase out of reach: a recently confirmed session
// rides it out; an older one gets a 503.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { deleteAccount, disableAccount, rename, revokeTokens } from '../../../../test/identity.js';
import { startTcpProxy, type TcpProxy } from '../../../../test/support/tcp-proxy.js';
import { deleteRows } from '../../../../test/support/rows.js';

const RECHECK_MS = 2000;
/** Between the shop's Admin SDK and the emulator, so a test can take Firebase away. */
let firebase: TcpProxy;
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';

beforeAll(async () => {
  const [host = '127.0.0.1', port] = emulator.split(':');
  firebase = await startTcpProxy({ host, port: Number(port) });
  // The Admin SDK reads the variable on its first call; the tests' own helpers go through the proxy too.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${firebase.port}`;
});
afterAll(async () => {
  await firebase.close();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
});
// After the proxy's hooks: the shop starts behind the proxy, and stops before it closes.
const given = useTestShop({ env: { IDENTITY_RECHECK_SECONDS: String(RECHECK_MS / 1000) } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const adminStatus = (shopper: Shopper, auth = shopper.auth) => given.shop.request.get(`/api/admin/${shopper.email}`).set(auth);
const signOut = (auth: Shopper['auth']) => given.shop.request.delete('/api/session').set(auth);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Past the re-check interval, so the next request asks Firebase again. */
const pastRecheck = () => sleep(RECHECK_MS + 100);

async function expectRefused(response: Awaited<ReturnType<typeof adminStatus>>, status: number, detail: RegExp) {
  expect({ status: response.status, detail: response.body.detail }).toEqual({ status, detail: expect.stringMatching(detail) });
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
}

/** The shopper's newest session; SQLite answers its dates as text. */
async function sessionOf(shopper: Shopper) {
  const [row] = await given.shop.db.sql.select<{ revokedAt: Date | string | null }>(
    'SELECT revoked_at AS "revokedAt" FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1',
    [shopper.userId],
  );
  return row && { revokedAt: row.revokedAt === null ? null : new Date(row.revokedAt) };
}

describe('the session and user kept in memory between requests', () => {
  it('when the role, the disabled flag or the session is changed behind the API, then the very next request follows it', async () => {
    const admin = await given.shop.signIn('cached-admin', 'owner');
    const listUsers = () => given.shop.request.get('/api/users').set(admin.auth);
    const change = (sql: string, id: string) => given.shop.db.sequelize.query(sql, { replacements: [id] });
    // Twice, so the second is answered from memory if anything is.
    expect([(await listUsers()).status, (await listUsers()).status]).toEqual([200, 200]);
    await change("UPDATE users SET role = 'customer' WHERE id = ?", admin.userId);
    expect((await listUsers()).status).toBe(403);
    await change("UPDATE users SET role = 'owner' WHERE id = ?", admin.userId);
    expect([(await listUsers()).status, (await listUsers()).status]).toEqual([200, 200]);
    await change('UPDATE users SET disabled = TRUE WHERE id = ?', admin.userId);
    await expectRefused(await listUsers(), 401, /disabled/);
    await change('UPDATE users SET disabled = FALSE WHERE id = ?', admin.userId);
    expect((await listUsers()).status).toBe(200);
    await change('UPDATE sessions SET revoked_at = CURRENT_TIMESTAMP WHERE user_id = ?', admin.userId);
    await expectRefused(await listUsers(), 401, /signed out/);
  });
});

describe('signing out', () => {
  it('when a shopper signs out, then 204 and that token is refused from then on; another session of theirs goes on', async () => {
    const shopper = await given.shop.signIn('leaver');
    const second = await given.shop.request.put(`/api/user/${shopper.email}`).set('Authorization', `Bearer ${shopper.idToken}`);
    const otherDevice = { Authorization: `Bearer ${second.body.token}` };
    expect((await adminStatus(shopper)).status).toBe(200);
    const response = await signOut(shopper.auth);
    expect(response.status).toBe(204);
    await expectRefused(await adminStatus(shopper), 401, /^You have been signed out\. Please sign in again\.$/);
    await expectRefused(await signOut(shopper.auth), 401, /signed out/);
    expect((await adminStatus(shopper, otherDevice)).status).toBe(200);
  });

  it('when a visitor signs out, then 401', async () => {
    expect((await given.shop.request.delete('/api/session')).status).toBe(401);
  });

  it('when a token names a session that the shop never made, then 401', async () => {
    const shopper = await given.shop.signIn('unknown-session');
    await deleteRows(given.shop.db, 'sessions', { user_id: shopper.userId });
    await expectRefused(await adminStatus(shopper), 401, /signed out/);
  });
});

describe('Firebase’s word on the account', () => {
  it('when the Firebase account is disabled, then within the re-check interval the session ends with 401', async () => {
    const shopper = await given.shop.signIn('fb-disabled');
    await disableAccount(shopper.uid);
    // Confirmed when the session was made: Firebase is not asked again before the interval is up.
    expect((await adminStatus(shopper)).status).toBe(200);
    await pastRecheck();
    await expectRefused(await adminStatus(shopper), 401, /^This account has been disabled\.$/);
    expect((await sessionOf(shopper))?.revokedAt).toBeInstanceOf(Date);
  });

  it('when the Firebase account is deleted, then the session ends with 401', async () => {
    const shopper = await given.shop.signIn('fb-deleted');
    await deleteAccount(shopper.idToken);
    await pastRecheck();
    await expectRefused(await adminStatus(shopper), 401, /no longer exists/);
  });

  it('when the Firebase tokens are revoked after the session began, then it ends with 401; a sign-in after that works', async () => {
    const shopper = await given.shop.signIn('fb-revoked');
    // Firebase keeps revocation times in whole seconds.
    await sleep(1100);
    await revokeTokens(shopper.uid);
    await pastRecheck();
    await expectRefused(await adminStatus(shopper), 401, /signed out/);
    const again = await given.shop.request.put(`/api/user/${shopper.email}`).set('Authorization', `Bearer ${await rename(shopper, 'Back Again')}`);
    expect(again.status).toBe(200);
    await pastRecheck();
    expect((await given.shop.request.get(`/api/admin/${shopper.email}`).set('Authorization', `Bearer ${again.body.token}`)).status).toBe(200);
  });

  it('when the Firebase account is in good standing, then its session goes on past the interval (the control)', async () => {
    const shopper = await given.shop.signIn('fb-fine');
    await pastRecheck();
    expect((await adminStatus(shopper)).status).toBe(200);
    expect((await sessionOf(shopper))?.revokedAt).toBeNull();
  });
});

describe('Firebase out of reach', () => {
  afterEach(() => {
    firebase.restore();
    vi.useRealTimers();
  });

  it('when the session was confirmed less than 5 minutes ago, then it is accepted; later, 503 to retry and the session is kept', async () => {
    const shopper = await given.shop.signIn('outage');
    firebase.cut();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4 * 60_000);
    expect((await adminStatus(shopper)).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await expectRefused(await signOut(shopper.auth), 503, /temporarily unavailable/);
    expect((await sessionOf(shopper))?.revokedAt).toBeNull();

    firebase.restore();
    vi.setSystemTime(Date.now() + RECHECK_MS);
    expect((await adminStatus(shopper)).status).toBe(200);
  });
});
