// When the Firebase account behind an email is not the one the shop stored (deleted and re-created,
// or a recycled mailbox), nothing proves it is the same person: the shop account starts again as a
// new customer, the old one is retired with its history, and a warning is logged.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { createAccount, deleteAccount, forgeIdToken, signUp, TEST_PROJECT, uniqueEmail, verifyEmail, type FirebaseAccount } from '../../../../test/identity.js';
import { addProduct, placedOrder } from '../../../../test/support/orders.js';
import { demoAccounts, seedDemoData } from '../../../db/seed-demo.js';
import { createLogger } from '../../../shared/logger.js';
import { countRows, userRow, userRowByEmail } from '../../../../test/support/rows.js';

const lines: string[] = [];
const listedEmail = uniqueEmail('listed-boss');
const given = useTestShop({ env: { LOG_LEVEL: 'warn', ADMIN_EMAILS: listedEmail }, logDestination: { write: (line: string) => void lines.push(line) } });
let admin: Shopper;
let productId: string;

beforeAll(async () => {
  // Before any product: the demo seed only fills an empty shop.
  await seedDemoData(given.shop.db, createLogger('silent'));
  admin = await given.shop.signIn('identity-admin', 'owner');
  productId = (await addProduct(given.shop, admin))._id;
});
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const exchange = (email: string, idToken: string) => given.shop.request.put(`/api/user/${encodeURIComponent(email)}`).set('Authorization', `Bearer ${idToken}`);

async function signedIn(account: FirebaseAccount) {
  const response = await exchange(account.email, account.idToken);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { userId: response.body.user._id as string, auth: { Authorization: `Bearer ${response.body.token}` }, user: response.body.user, email: account.email };
}

/** A shopper with an order, whose Firebase account is then deleted. */
async function formerShopper(label: string) {
  const account = await signUp(label);
  const before = await signedIn(account);
  const order = await placedOrder(given.shop, before, productId, 2);
  await deleteAccount(account.idToken);
  return { account, before, order };
}

async function expectRetired(userId: string) {
  const row = await userRow(given.shop.db, userId);
  expect(row).toMatchObject({ email: `retired+${userId}@users.invalid`, firebaseUid: null, role: 'customer', disabled: true });
}

describe('a different Firebase account for a stored email', () => {
  it('when the address signs up again unverified, then the sign-in is refused with 409 and the stored account keeps its email, orders and sessions', async () => {
    const account = await signUp('unverified-taker');
    const owner = await signedIn(account);
    const order = await placedOrder(given.shop, owner, productId, 2);
    await deleteAccount(account.idToken);
    const taker = await createAccount(account.email);

    const refused = await exchange(account.email, taker.idToken);

    expect(refused.status).toBe(409);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'email_unverified', detail: expect.stringMatching(/Verify your email address/) });
    const stored = await userRow(given.shop.db, owner.userId);
    expect(stored).toMatchObject({ email: account.email, firebaseUid: account.uid, disabled: false });
    expect((await given.shop.request.get(`/api/orders/${order._id}`).set(owner.auth)).status).toBe(200);
    // Once the address is proven, the stored account makes way as before.
    const after = await signedIn({ ...taker, idToken: await verifyEmail(taker) });
    expect(after.userId).not.toBe(owner.userId);
    await expectRetired(owner.userId);
  });

  it('when the account was deleted and the address signed up again and verified, then a new customer account starts; the old orders stay with the old one', async () => {
    const { account, before, order } = await formerShopper('recreated');
    const after = await signedIn(await createAccount(account.email, { verified: true }));
    expect(after.userId).not.toBe(before.userId);
    expect(after.user).toMatchObject({ email: account.email, role: 'customer', disabled: false });
    const myOrders = await given.shop.request.get(`/api/order/${account.email}`).set(after.auth);
    expect(myOrders.status).toBe(200);
    expect(myOrders.body.items).toEqual([]);
    // The old account keeps its order, under its own id, and no longer answers to anything.
    const kept = await given.shop.request.get(`/api/orders/${order._id}`).set(admin.auth);
    expect(kept.status).toBe(200);
    await expectRetired(before.userId);
    expect((await given.shop.request.get(`/api/admin/${account.email}`).set(before.auth)).status).toBe(401);
    expect(await countRows(given.shop.db, 'users', { email: account.email })).toBe(1);
  });

  it('when the new account’s first two exchanges arrive at once, then both get the one new account', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { account, before } = await formerShopper(`recreated-twice-${round}`);
      const newcomer = await createAccount(account.email, { verified: true });
      const [a, b] = await Promise.all([exchange(account.email, newcomer.idToken), exchange(account.email, newcomer.idToken)]);
      expect({ round, statuses: [a.status, b.status] }).toEqual({ round, statuses: [200, 200] });
      expect(a.body.user._id).toBe(b.body.user._id);
      expect(a.body.user._id).not.toBe(before.userId);
      await expectRetired(before.userId);
      expect(await countRows(given.shop.db, 'users', { email: account.email })).toBe(1);
    }
  });

  it('when a recycled address is signed up again and verified, then it still starts a new account', async () => {
    const { account, before } = await formerShopper('recycled');
    const after = await signedIn(await createAccount(account.email, { verified: true }));
    expect(after.userId).not.toBe(before.userId);
    expect(after.user.role).toBe('customer');
    expect((await given.shop.request.get(`/api/order/${account.email}`).set(after.auth)).body.items).toEqual([]);
    await expectRetired(before.userId);
  });

  it('when the old account was an admin, then the new account is a customer and the old one loses the role', async () => {
    const account = await signUp('former-admin');
    const before = await signedIn(account);
    expect((await given.shop.request.put(`/api/user/admin/${account.email}`).set(admin.auth)).status).toBe(200);
    await deleteAccount(account.idToken);
    const after = await signedIn(await createAccount(account.email, { verified: true }));
    expect(after.user.role).toBe('customer');
    expect((await given.shop.request.get('/api/users').set(after.auth)).status).toBe(403);
    await expectRetired(before.userId);
  });

  it('when the address is on ADMIN_EMAILS, then the new account is an admin as any new verified one would be', async () => {
    const first = await createAccount(listedEmail, { verified: true });
    const before = await signedIn(first);
    expect(before.user.role).toBe('owner');
    await deleteAccount(first.idToken);
    const after = await signedIn(await createAccount(listedEmail, { verified: true }));
    expect(after.userId).not.toBe(before.userId);
    expect(after.user.role).toBe('owner');
  });

  it('when an account is retired, then a warning names both shop accounts and both Firebase uids, not the email', async () => {
    const { account, before } = await formerShopper('logged');
    const newcomer = await createAccount(account.email, { verified: true });
    const after = await signedIn(newcomer);
    const warning = lines.map((line) => JSON.parse(line)).find((line) => line.retiredUserId === before.userId);
    expect(warning).toMatchObject({ level: 40, retiredFirebaseUid: account.uid, userId: after.userId, firebaseUid: newcomer.uid });
    expect(JSON.stringify(warning)).not.toContain(account.email);
  });

  it('when the same Firebase account signs in again, then nothing is retired (the control)', async () => {
    const account = await signUp('steady');
    const first = await signedIn(account);
    const again = await signedIn(account);
    expect(again.userId).toBe(first.userId);
    expect(lines.some((line) => line.includes(first.userId))).toBe(false);
  });

  it('when someone signs in with an address under .invalid, where retired accounts go, then 403', async () => {
    const account = await createAccount(`retired+${admin.userId}@users.invalid`);
    const response = await exchange(account.email, account.idToken);
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('when the demo accounts sign in with their seeded Firebase uids, then they are the seeded users', async () => {
    const app = initializeApp({ projectId: TEST_PROJECT }, `demo-accounts-${Date.now()}`);
    try {
      for (const demo of demoAccounts) {
        // Idempotent: the emulator keeps the account from an earlier run or another test file.
        await getAuth(app)
          .createUser({ uid: demo.firebaseUid, email: demo.email, emailVerified: true })
          .catch((error: { code?: string }) => {
            if (!/already-exists/.test(error.code ?? '')) throw error;
          });
        const seeded = await userRowByEmail(given.shop.db, demo.email);
        const token = forgeIdToken({ sub: demo.firebaseUid, user_id: demo.firebaseUid, email: demo.email, email_verified: true });
        const response = await exchange(demo.email, token);
        expect(response.status).toBe(200);
        expect(response.body.user).toMatchObject({ _id: seeded?.id, role: demo.role, disabled: false });
      }
    } finally {
      await deleteApp(app);
    }
  });
});
