// An owner disables a customer: their sessions end, their next request and their sign-ins are
// refused, until an owner enables them again. Owners can't be disabled (remove the role first), so
// the last-owner rule can't be got round, not even by a Make Admin racing the disable.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { countRows, userRow } from '../../../../test/support/rows.js';

const given = useTestShop({ people: { admin: { label: 'disabler', role: 'owner' } } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const disable = (email: string, as = given.admin) => given.shop.request.put(`/api/user/disabled/${email}`).set(as.auth);
const enable = (email: string, as = given.admin) => given.shop.request.delete(`/api/user/disabled/${email}`).set(as.auth);
const exchange = (shopper: Shopper) => given.shop.request.put(`/api/user/${shopper.email}`).set('Authorization', `Bearer ${shopper.idToken}`);
const adminStatus = (shopper: Shopper, auth = shopper.auth) => given.shop.request.get(`/api/admin/${shopper.email}`).set(auth);

function expectProblem(response: Awaited<ReturnType<typeof disable>>, status: number, detail: RegExp) {
  expect({ status: response.status, detail: response.body.detail }).toEqual({ status, detail: expect.stringMatching(detail) });
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
}

describe('disabling a user', () => {
  it('when an admin disables a customer, then 200 says so, their next request is 401 and their sign-in 403', async () => {
    const customer = await given.shop.signIn('to-disable');
    expect((await adminStatus(customer)).status).toBe(200);
    const response = await disable(customer.email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ _id: customer.userId, email: customer.email, name: 'To-disable Tester', role: 'customer', disabled: true });
    expectProblem(await adminStatus(customer), 401, /^This account has been disabled\.$/);
    expectProblem(await exchange(customer), 403, /^This account has been disabled\.$/);
    const listed = await given.shop.request.get('/api/users?limit=100').set(given.admin.auth);
    expect(listed.body.items).toContainEqual(expect.objectContaining({ email: customer.email, disabled: true }));
  });

  it('when an admin enables them again, then they can sign in; the sessions that were ended stay ended', async () => {
    const customer = await given.shop.signIn('to-enable');
    expect((await disable(customer.email)).status).toBe(200);
    const response = await enable(customer.email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: customer.email, disabled: false });
    expectProblem(await adminStatus(customer), 401, /signed out/);
    const session = await exchange(customer);
    expect(session.status).toBe(200);
    expect((await adminStatus(customer, { Authorization: `Bearer ${session.body.token}` })).status).toBe(200);
  });

  it('when an admin disables or enables someone twice, then the answer is the same', async () => {
    const customer = await given.shop.signIn('twice');
    expect((await disable(customer.email)).body.disabled).toBe(true);
    expect((await disable(customer.email)).body.disabled).toBe(true);
    expect((await enable(customer.email)).body.disabled).toBe(false);
    expect((await enable(customer.email)).body.disabled).toBe(false);
  });

  it('when an admin tries to disable themself, then 409 and nothing changes', async () => {
    expectProblem(await disable(given.admin.email), 409, /your own account/);
    expect((await adminStatus(given.admin)).status).toBe(200);
  });

  it('when an admin tries to disable another admin, then 409 asks to remove the role first', async () => {
    const other = await given.shop.signIn('other-admin', 'owner');
    expectProblem(await disable(other.email), 409, /Remove their owner role first/);
    expect((await userRow(given.shop.db, other.userId))?.disabled).toBe(false);
    expect((await adminStatus(other)).status).toBe(200);
  });

  it('when a disabled user is made admin, then 409 and they stay a disabled customer', async () => {
    const customer = await given.shop.signIn('disabled-promotion');
    await disable(customer.email);
    expectProblem(await given.shop.request.put(`/api/user/admin/${customer.email}`).set(given.admin.auth), 409, /Enable it/);
    expect(await userRow(given.shop.db, customer.userId)).toMatchObject({ role: 'customer', disabled: true });
  });

  it('when the email is unknown, then 404 and no user is created', async () => {
    expectProblem(await disable('nobody@example.com'), 404, /No user/);
    expectProblem(await enable('nobody@example.com'), 404, /No user/);
    expect(await countRows(given.shop.db, 'users', { email: 'nobody@example.com' })).toBe(0);
  });

  it('when Make Admin and Disable race on one customer, then they never end up a disabled admin', async () => {
    for (let round = 0; round < 20; round += 1) {
      const customer = await given.shop.signIn(`race-${round}`);
      const [promoted, disabled] = await Promise.all([given.shop.request.put(`/api/user/admin/${customer.email}`).set(given.admin.auth), disable(customer.email)]);
      const row = await userRow(given.shop.db, customer.userId);
      expect({ round, admin: row?.role === 'owner', disabled: row?.disabled }).not.toEqual({ round, admin: true, disabled: true });
      expect([promoted.status, disabled.status].sort()).toEqual([200, 409]);
    }
  });
});
