// User management: listing, giving roles (the seed's Make Admin makes an owner), with roles always read from the database.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, validProduct, type Shopper } from '../../../../test/harness.js';
import { uniqueEmail } from '../../../../test/identity.js';
import { countRows, userRow } from '../../../../test/support/rows.js';

const given = useTestShop({ people: { admin: 'owner', customer: 'customer' } });
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
    expect(seen).toContainEqual(expect.objectContaining({ email: given.admin.email, role: 'owner' }));
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
    expect(response.body).toEqual({ _id: promoted.userId, email: promoted.email, name: 'Promoted Tester', role: 'owner', disabled: false });
    expect((await listUsers(promoted)).status).toBe(200);
    const status = await given.shop.request.get(`/api/admin/${promoted.email}`).set(promoted.auth);
    expect(status.body).toEqual({ admin: true, role: 'owner' });
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
    const demoted = await given.shop.signIn('demoted', 'owner');
    expect((await listUsers(demoted)).status).toBe(200);
    const response = await removeAdmin(given.admin, demoted.email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: demoted.email, role: 'customer' });
    const refused = await listUsers(demoted);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/role/);
    expect((await given.shop.request.get(`/api/admin/${demoted.email}`).set(demoted.auth)).body).toEqual({ admin: false, role: 'customer' });
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
    expect((await given.shop.request.get(`/api/admin/${given.customer.email.toUpperCase()}`).set(given.customer.auth)).body).toEqual({ admin: false, role: 'customer' });
    expect((await given.shop.request.get(`/api/admin/${given.admin.email}`).set(given.customer.auth)).status).toBe(403);
  });

  it('when an admin asks about anyone, then the answer comes from the database, unknown emails included', async () => {
    expect((await given.shop.request.get(`/api/admin/${given.customer.email}`).set(given.admin.auth)).body).toEqual({ admin: false, role: 'customer' });
    expect((await given.shop.request.get(`/api/admin/${given.admin.email}`).set(given.admin.auth)).body).toEqual({ admin: true, role: 'owner' });
    expect((await given.shop.request.get(`/api/admin/${uniqueEmail('nobody')}`).set(given.admin.auth)).body).toEqual({ admin: false, role: 'customer' });
  });
});

describe('staff roles', () => {
  const setRole = (as: Shopper, email: string, role: string) => given.shop.request.put(`/api/users/${email}/role`).set(as.auth).send({ role });
  const priceChange = (as: Shopper, productId: string) => given.shop.request.patch(`/api/product/${productId}`).set(as.auth).send({ price: 9.99 });

  it('when the owner makes someone Fulfilment, then at their next request they may list orders but a price change is 403, and back as a customer both are', async () => {
    const packer = await given.shop.signIn('packer');
    const product = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send(validProduct);
    expect((await given.shop.request.get('/api/orders').set(packer.auth)).status).toBe(403);
    const response = await setRole(given.admin, packer.email, 'fulfilment');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: packer.email, role: 'fulfilment' });
    expect((await given.shop.request.get('/api/orders').set(packer.auth)).status).toBe(200);
    const refused = await priceChange(packer, product.body._id);
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await given.shop.request.get(`/api/admin/${packer.email}`).set(packer.auth)).body).toEqual({ admin: true, role: 'fulfilment' });
    expect((await setRole(given.admin, packer.email, 'customer')).status).toBe(200);
    expect((await given.shop.request.get('/api/orders').set(packer.auth)).status).toBe(403);
    expect((await userRow(given.shop.db, packer.userId))?.role).toBe('customer');
  });

  it('when anyone but an owner gives a role, themself included, then 403 and nothing changes', async () => {
    const helper = await given.shop.signIn('helper', 'support');
    expect((await setRole(helper, helper.email, 'owner')).status).toBe(403);
    expect((await setRole(given.customer, given.customer.email, 'owner')).status).toBe(403);
    expect((await userRow(given.shop.db, helper.userId))?.role).toBe('support');
    expect((await userRow(given.shop.db, given.customer.userId))?.role).toBe('customer');
  });

  it('when the owner changes their own role, or the role is not one of the shop’s, then refused and nothing changes', async () => {
    const own = await setRole(given.admin, given.admin.email, 'catalogue');
    expect(own.status).toBe(409);
    expect(own.body.detail).toBe('You can’t change your own role.');
    expect((await setRole(given.admin, given.customer.email, 'admin')).status).toBe(400);
    expect((await userRow(given.shop.db, given.admin.userId))?.role).toBe('owner');
  });

  it('when a disabled user is given a staff role, then 409; enabled first, it works', async () => {
    const away = await given.shop.signIn('away');
    await given.shop.request.put(`/api/user/disabled/${away.email}`).set(given.admin.auth).expect(200);
    const refused = await setRole(given.admin, away.email, 'support');
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/Enable it before/);
    await given.shop.request.delete(`/api/user/disabled/${away.email}`).set(given.admin.auth).expect(200);
    expect((await setRole(given.admin, away.email, 'support')).status).toBe(200);
  });

  it('when staff other than an owner are disabled, then their sessions end; an owner can’t be disabled', async () => {
    const leaver = await given.shop.signIn('leaver', 'catalogue');
    expect((await given.shop.request.put(`/api/user/disabled/${leaver.email}`).set(given.admin.auth)).status).toBe(200);
    expect((await given.shop.request.get('/api/allProducts').set(leaver.auth)).status).toBe(401);
    const other = await given.shop.signIn('other-owner', 'owner');
    const refused = await given.shop.request.put(`/api/user/disabled/${other.email}`).set(given.admin.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/owner/);
  });
});
