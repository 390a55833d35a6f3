// Every staff action leaves an entry in the audit trail, written by the action's own transaction:
// who, what, the values before and after, and from which address. The trail is append-only: no
// operation of the contract writes to it but by acting, and the database refuses to change or delete
// an entry. On SQLite and on PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../../contract.js';
import type { AuditEntry } from '../../../shared/api-types.js';
import { useTestShop, validProduct } from '../../../../test/harness.js';
import { addProduct, placedOrder } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { countRows } from '../../../../test/support/rows.js';

const given = useTestShop({ people: { admin: 'owner', packer: 'fulfilment', helper: 'support', alice: 'customer' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

/** The newest entries the filters find, as the owner's screen reads them. */
async function entries(query: Record<string, string> = {}): Promise<AuditEntry[]> {
  const response = await given.shop.request.get('/api/audit-entries').set(given.admin.auth).query({ limit: 100, ...query });
  expect(response.status, response.text).toBe(200);
  return response.body.items as AuditEntry[];
}

describe('the audit trail', () => {
  it('when the owner changes a price, then one entry says who, the price before and after, and the address', async () => {
    const product = await addProduct(given.shop, given.admin, { price: 24.99 });
    const response = await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).set('X-Forwarded-For', '203.0.113.7').send({ price: 19.99 });
    expect(response.status).toBe(200);
    const [changed] = await entries({ subject: product._id, kind: 'product.price_changed' });
    expect(changed).toMatchObject({
      actor: { userId: given.admin.userId, email: given.admin.email },
      kind: 'product.price_changed',
      subject: { type: 'product', id: product._id },
      before: { price: 24.99 },
      after: { price: 19.99 },
    });
    expect(changed?.address).toEqual(expect.any(String));
    const created = await entries({ subject: product._id, kind: 'product.created' });
    expect(created).toHaveLength(1);
  });

  it('when two staff change a price at the same moment, then each entry’s "before" is the price the other left: the trail chains', async () => {
    const product = await addProduct(given.shop, given.admin, { price: 10 });
    const prices = [11, 12, 13, 14, 15, 16, 17, 18];
    const answers = await Promise.all(prices.map((price) => given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ price })));
    expect(answers.map((answer) => answer.status)).toEqual(prices.map(() => 200));
    const changes = (await entries({ subject: product._id, kind: 'product.price_changed' })).reverse();
    expect(changes).toHaveLength(prices.length);
    // Read unlocked, two edits on PostgreSQL would both record the price from before either of them.
    changes.forEach((entry, i) => expect(entry.before, `entry ${i}`).toEqual({ price: i === 0 ? 10 : changes[i - 1]!.after!.price }));
  });

  it('when stock is adjusted and the tool deleted, then both are in the tool’s own history, newest first', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10 });
    await given.shop.request.post(`/api/products/${product._id}/stock-movements`).set(given.admin.auth).send({ change: -3, note: 'Damaged' }).expect(201);
    const history = await given.shop.request.get(`/api/products/${product._id}/history`).set(given.admin.auth);
    expect(history.status).toBe(200);
    expect((history.body.items as AuditEntry[]).map((entry) => entry.kind)).toEqual(['stock.adjusted', 'product.created']);
    expect(history.body.items[0]).toMatchObject({ before: { available: 10 }, after: { available: 7, note: 'Damaged' } });
    await given.shop.request.delete(`/api/product/${product._id}`).set(given.admin.auth).expect(204);
    expect((await entries({ subject: product._id }))[0]).toMatchObject({ kind: 'product.deleted', before: { name: validProduct.name, available: 7 } });
  });

  it('when fulfilment ships an order and support refunds it, then the order’s history names each of them', async () => {
    const product = await addProduct(given.shop, given.admin);
    const order = await placedOrder(given.shop, given.alice, product._id, 2);
    await payWithTestCard(given.shop, given.alice, order._id);
    await given.shop.request.patch(`/api/orders/${order._id}/ship`).set(given.packer.auth).expect(200);
    await given.shop.request.post(`/api/orders/${order._id}/refund`).set(given.helper.auth).expect(200);
    const history = await given.shop.request.get(`/api/orders/${order._id}/history`).set(given.packer.auth);
    expect(history.status).toBe(200);
    expect(history.body.items).toEqual([
      expect.objectContaining({ kind: 'order.refunded', actor: { userId: given.helper.userId, email: given.helper.email }, before: { status: 'shipped', refunded: '0.00' }, after: expect.objectContaining({ status: 'refunded', refunded: '49.98' }) }),
      expect.objectContaining({ kind: 'order.shipped', actor: { userId: given.packer.userId, email: given.packer.email }, before: { status: 'paid' }, after: { status: 'shipped' } }),
    ]);
  });

  it('when support cancels a customer’s order, then it is recorded as cancelled by staff; a customer’s own cancel is not a staff action', async () => {
    const product = await addProduct(given.shop, given.admin);
    const byStaff = await placedOrder(given.shop, given.alice, product._id, 2);
    const byCustomer = await placedOrder(given.shop, given.alice, product._id, 2);
    await given.shop.request.delete(`/api/order/${byStaff._id}`).set(given.helper.auth).expect(200);
    await given.shop.request.delete(`/api/order/${byCustomer._id}`).set(given.alice.auth).expect(200);
    expect(await entries({ subject: byStaff._id })).toEqual([expect.objectContaining({ kind: 'order.cancelled_by_staff', actor: expect.objectContaining({ email: given.helper.email }) })]);
    expect(await entries({ subject: byCustomer._id })).toEqual([]);
  });

  it('when the owner gives a role and disables someone, then each is recorded with the values before and after', async () => {
    const target = await given.shop.signIn('audited-target');
    await given.shop.request.put(`/api/users/${target.email}/role`).set(given.admin.auth).send({ role: 'catalogue' }).expect(200);
    await given.shop.request.put(`/api/users/${target.email}/role`).set(given.admin.auth).send({ role: 'customer' }).expect(200);
    await given.shop.request.put(`/api/user/disabled/${target.email}`).set(given.admin.auth).expect(200);
    expect(await entries({ subject: target.email })).toEqual([
      expect.objectContaining({ kind: 'user.disabled', before: { disabled: false }, after: { disabled: true } }),
      expect.objectContaining({ kind: 'user.role_changed', before: { role: 'catalogue' }, after: { role: 'customer' } }),
      expect.objectContaining({ kind: 'user.role_changed', before: { role: 'customer' }, after: { role: 'catalogue' } }),
    ]);
  });

  it('when an owner gives several roles to one person at the same moment, then each recorded change starts from the role the one before left', async () => {
    const target = await given.shop.signIn('raced-role');
    const roles = ['catalogue', 'support', 'fulfilment', 'customer', 'catalogue', 'support'];
    const answers = await Promise.all(roles.map((role) => given.shop.request.put(`/api/users/${target.email}/role`).set(given.admin.auth).send({ role })));
    // A change whose starting role another one replaced meanwhile is refused, not recorded from a stale read.
    for (const answer of answers) expect([200, 409], answer.text).toContain(answer.status);
    const changes = (await entries({ subject: target.email, kind: 'user.role_changed' })).reverse();
    changes.forEach((entry, i) => expect(entry.before, `entry ${i}`).toEqual({ role: i === 0 ? 'customer' : changes[i - 1]!.after!.role }));
    const users = await given.shop.request.get('/api/users').set(given.admin.auth).query({ limit: 100 });
    const now = (users.body.items as { email: string; role: string }[]).find((user) => user.email === target.email);
    expect(now?.role).toBe(changes.at(-1)?.after?.role ?? 'customer');
  });

  it('when orders are exported, then the export and its filters are recorded', async () => {
    await given.shop.request.get('/api/export/orders').query({ status: 'paid' }).set(given.packer.auth).expect(200);
    const [exported] = await entries({ kind: 'orders.exported', actor: given.packer.email });
    expect(exported).toMatchObject({ subject: { type: 'orders' }, after: { status: 'paid' } });
  });

  it('when a change is refused, then nothing is recorded: the entry commits with the change or not at all', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 2, minimum: 1 });
    const before = await countRows(given.shop.db, 'audit_entries');
    await given.shop.request.post(`/api/products/${product._id}/stock-movements`).set(given.admin.auth).send({ change: -5, note: 'Too many' }).expect(409);
    await given.shop.request.patch(`/api/product/${product._id}`).set(given.packer.auth).send({ price: 1 }).expect(403);
    expect(await countRows(given.shop.db, 'audit_entries')).toBe(before);
  });

  it('when the list is filtered by person, kind and days, then only matching entries come, a page at a time', async () => {
    const mine = await entries({ actor: given.packer.email.toUpperCase() });
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.actor.email === given.packer.email)).toBe(true);
    expect(await entries({ from: '2000-01-01', to: '2000-01-02' })).toEqual([]);
    const first = await given.shop.request.get('/api/audit-entries').set(given.admin.auth).query({ limit: 1 });
    const second = await given.shop.request.get('/api/audit-entries').set(given.admin.auth).query({ limit: 1, cursor: first.body.nextCursor });
    expect(second.body.items[0]._id < first.body.items[0]._id).toBe(true);
  });
});

/** The database's own words when `statement` is refused (Sequelize wraps SQLite's as a validation error). */
async function refusalOf(statement: string): Promise<string> {
  try {
    await given.shop.db.write((transaction) => given.shop.db.sql.execute(statement, [], transaction));
    return 'not refused';
  } catch (error) {
    const { original, message } = error as { original?: Error; message: string };
    return original?.message ?? message;
  }
}

describe('append-only', () => {
  it('when the contract is read, then no operation under the audit trail does anything but read', () => {
    const writes = Object.entries(loadContract().paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method, operation]) => method !== 'get' && (path.includes('audit') || path.endsWith('/history') || (operation as { tags?: string[] }).tags?.includes('audit')))
        .map(([method]) => `${method} ${path}`),
    );
    expect(writes).toEqual([]);
  });

  it('when any code tries to change or delete an entry, then the database refuses it', async () => {
    const count = await countRows(given.shop.db, 'audit_entries');
    expect(count).toBeGreaterThan(0);
    expect(await refusalOf("UPDATE audit_entries SET actor_email = 'someone@else.test'")).toMatch(/append-only/);
    expect(await refusalOf('DELETE FROM audit_entries')).toMatch(/append-only/);
    expect(await countRows(given.shop.db, 'audit_entries')).toBe(count);
    expect(await countRows(given.shop.db, 'audit_entries', { actor_email: 'someone@else.test' })).toBe(0);
  });
});
