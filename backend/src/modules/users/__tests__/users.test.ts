// Admin user management: listing, promoting and demoting, with roles always read from the database.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { uniqueEmail } from '../../../../test/identity.js';
import { countRows, userRow } from '../../../../test/support/rows.js';

const given = useTestShop({ people: { admin: 'admin', customer: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const listUsers = (as: Shopper, query: Record<string, string | number> = {}) => given.shop.request.get('/api/users').query(query).set(as.auth);
const makeAdmin = (as: Shopper, email: string) => given.shop.request.put(`/api/user/admin/${email}`).set(as.auth);
const removeAdmin = (as: Shopper, email: string) => given.shop.request.delete(`/api/user/admin/${email}`).set(as.auth);

describe('the user list', () => {
  it('when a visitor or a customer asks for it, then 401 and 403', async () => {
    expect((await given.shop.request.get('/api/users')).status).toBe(401);
    const refused = await listUsers(given.customer);
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('when an admin walks the pages, then every user appears exactly once with their role', async () => {
    await Promise.all([1, 2, 3].map((i) => given.shop.signIn(`listed${i}`)));
    const seen: Array<{ _id: string; email: string; role: string }> = [];
    let cursor: string | null = null;
    do {
      const response = await listUsers(given.admin, { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(response.status).toBe(200);
      expect(response.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...response.body.items);
      cursor = response.body.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(await countRows(given.shop.db, 'users'));
    expect(new Set(seen.map((user) => user._id)).size).toBe(seen.length);
    expect(seen).toContainEqual(expect.objectContaining({ email: given.admin.email, role: 'admin' }));
    expect(seen).toContainEqual(expect.objectContaining({ email: given.customer.email, role: 'customer' }));
  });

  it('when the limit is above the cap or the cursor is foreign, then 400', async () => {
    expect((await listUsers(given.admin, { limit: 101 })).status).toBe(400);
    const reviewsCursor = Buffer.from(JSON.stringify(['reviews', 'x', 'y'])).toString('base64url');
    expect((await listUsers(given.admin, { cursor: reviewsCursor })).status).toBe(400);
  });
});

describe('making and removing admins', () => {
  it('when an admin makes a customer admin, then the customer’s existing token gets admin access at once', async () => {
    const promoted = await given.shop.signIn('promoted');
    expect((await listUsers(promoted)).status).toBe(403);
    const response = await makeAdmin(given.admin, promoted.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ _id: promoted.userId, email: promoted.email, name: 'Promoted Tester', role: 'admin', disabled: false });
    expect((await listUsers(promoted)).status).toBe(200);
    const status = await given.shop.request.get(`/api/admin/${promoted.email}`).set(promoted.auth);
    expect(status.body).toEqual({ admin: true });
  });

  it('when the email is unknown, then 404 and no user is created', async () => {
    const ghost = uniqueEmail('ghost');
    const response = await makeAdmin(given.admin, ghost);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await removeAdmin(given.admin, ghost)).status).toBe(404);
    expect(await countRows(given.shop.db, 'users', { email: ghost })).toBe(0);
  });

  it('when a customer tries to make anyone admin, themself included, then 403 and nothing changes', async () => {
    expect((await makeAdmin(given.customer, given.customer.email)).status).toBe(403);
    expect((await userRow(given.shop.db, given.customer.userId))?.role).toBe('customer');
  });

  it('when an admin removes another admin, then that admin’s existing token loses admin access at once', async () => {
    const demoted = await given.shop.signIn('demoted', 'admin');
    expect((await listUsers(demoted)).status).toBe(200);
    const response = await removeAdmin(given.admin, demoted.email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: demoted.email, role: 'customer' });
    const refused = await listUsers(demoted);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/admin/);
    expect((await given.shop.request.get(`/api/admin/${demoted.email}`).set(demoted.auth)).body).toEqual({ admin: false });
  });

  it('when removing admin from someone who is not one, then 200 and they stay a customer', async () => {
    const response = await removeAdmin(given.admin, given.customer.email);
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('customer');
  });

  it('when an admin tries to remove their own admin role, then 409 and they stay admin', async () => {
    const response = await removeAdmin(given.admin, given.admin.email);
    expect(response.status).toBe(409);
    expect(response.body.detail).toMatch(/your own/);
    expect((await listUsers(given.admin)).status).toBe(200);
  });
});

describe('the admin status', () => {
  it('when a customer asks about themself, then false; about someone else, then 403', async () => {
    expect((await given.shop.request.get(`/api/admin/${given.customer.email.toUpperCase()}`).set(given.customer.auth)).body).toEqual({ admin: false });
    expect((await given.shop.request.get(`/api/admin/${given.admin.email}`).set(given.customer.auth)).status).toBe(403);
  });

  it('when an admin asks about anyone, then the answer comes from the database, unknown emails included', async () => {
    expect((await given.shop.request.get(`/api/admin/${given.customer.email}`).set(given.admin.auth)).body).toEqual({ admin: false });
    expect((await given.shop.request.get(`/api/admin/${given.admin.email}`).set(given.admin.auth)).body).toEqual({ admin: true });
    expect((await given.shop.request.get(`/api/admin/${uniqueEmail('nobody')}`).set(given.admin.auth)).body).toEqual({ admin: false });
  });
});
