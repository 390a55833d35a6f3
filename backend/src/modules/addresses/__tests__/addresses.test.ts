// The address book: each shopper keeps their own delivery addresses, one the default; nobody else
// (an admin included) can see or touch them; the book is capped; bad input changes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { countRows } from '../../../../test/support/rows.js';
import { snapshot } from '../../../../test/support/snapshot.js';

const given = useTestShop({ people: { admin: 'owner', customer: 'customer', other: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const home = { label: 'Home', address: '14 Mill Lane\nLeeds LS1 4AB\nUnited Kingdom', phone: '+44 113 496 0000' };
const workshop = { label: 'Workshop', address: 'Unit 4, Canal Wharf\nLeeds LS11 5PS', phone: '+44 113 496 0199' };

const list = (as: Shopper) => given.shop.request.get('/api/addresses').set(as.auth);
const add = (as: Shopper, body: object) => given.shop.request.post('/api/addresses').set(as.auth).send(body);
const change = (as: Shopper, id: string, body: object) => given.shop.request.patch(`/api/addresses/${id}`).set(as.auth).send(body);
const remove = (as: Shopper, id: string) => given.shop.request.delete(`/api/addresses/${id}`).set(as.auth);
const makeDefault = (as: Shopper, id: string) => given.shop.request.put(`/api/addresses/${id}/default`).set(as.auth);

async function added(as: Shopper, body: object): Promise<string> {
  const response = await add(as, body);
  expect(response.status).toBe(201);
  return response.body._id as string;
}

const defaultsOf = async (as: Shopper) => ((await list(as)).body.items as Array<{ _id: string; isDefault: boolean }>).filter((item) => item.isDefault).map((item) => item._id);

function expectProblem(response: { status: number; headers: Record<string, string>; body: { detail: string } }, status: number, detail?: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (detail) expect(response.body.detail).toMatch(detail);
}

describe('keeping addresses', () => {
  it('when a shopper has saved nothing, then the book is empty', async () => {
    const fresh = await given.shop.signIn('empty-book');
    const response = await list(fresh);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ items: [], nextCursor: null });
  });

  it('when the first address is saved, then it is the default, its label and address trimmed, and it reads back', async () => {
    const shopper = await given.shop.signIn('first-address');
    const response = await add(shopper, { label: '  Home ', address: `  ${home.address}  `, phone: home.phone });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ _id: expect.any(String), ...home, isDefault: true });
    expect((await list(shopper)).body.items).toEqual([response.body]);
  });

  it('when more are saved, then the first stays the default unless a new one asks to be it; the default is listed first', async () => {
    const shopper = await given.shop.signIn('several');
    const first = await added(shopper, home);
    const second = await added(shopper, workshop);
    expect(await defaultsOf(shopper)).toEqual([first]);
    const third = await added(shopper, { address: '3 Dock Street, Hull', phone: '+44 1482 496 000', isDefault: true });
    const items = (await list(shopper)).body.items;
    expect(items.map((item: { _id: string }) => item._id)).toEqual([third, first, second]);
    expect(await defaultsOf(shopper)).toEqual([third]);
    expect(items[0]).not.toHaveProperty('label');
  });

  it('when a label is blank or left out, then the address has none', async () => {
    const shopper = await given.shop.signIn('no-label');
    const response = await add(shopper, { ...home, label: '   ' });
    expect(response.body).not.toHaveProperty('label');
  });

  it('when the book holds 20, then a 21st is a 409 with its code, and nothing changes', async () => {
    const shopper = await given.shop.signIn('full-book');
    for (let n = 1; n <= 20; n++) await added(shopper, { address: `${n} Long Row, Leeds`, phone: home.phone });
    const before = await snapshot(given.shop.db);
    const refused = await add(shopper, home);
    expectProblem(refused, 409, /full \(20 addresses\)/);
    expect(refused.body.code).toBe('address_book_full');
    expect(await snapshot(given.shop.db)).toBe(before);
    expect(await countRows(given.shop.db, 'addresses', { user_id: shopper.userId })).toBe(20);
  });

  it('when 25 adds race, then exactly 20 are kept and one is the default', async () => {
    const shopper = await given.shop.signIn('racing-adds');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, n) => add(shopper, { address: `${n} Race Street`, phone: home.phone, isDefault: n % 2 === 0 })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    expect(await countRows(given.shop.db, 'addresses', { user_id: shopper.userId })).toBe(20);
    expect(await defaultsOf(shopper)).toHaveLength(1);
  });
});

describe('changing and removing', () => {
  it('when an address is changed, then only the fields sent change; a blank label clears it', async () => {
    const shopper = await given.shop.signIn('editor');
    const id = await added(shopper, home);
    const changed = await change(shopper, id, { phone: '+44 113 496 0777' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ _id: id, ...home, phone: '+44 113 496 0777', isDefault: true });
    const cleared = await change(shopper, id, { label: '', address: ' 1 New Road, York ' });
    expect(cleared.body).toEqual({ _id: id, address: '1 New Road, York', phone: '+44 113 496 0777', isDefault: true });
    expect((await list(shopper)).body.items).toEqual([cleared.body]);
  });

  it('when another address is made the default, then it alone is; again changes nothing', async () => {
    const shopper = await given.shop.signIn('switcher');
    const first = await added(shopper, home);
    const second = await added(shopper, workshop);
    const response = await makeDefault(shopper, second);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { _id: string; isDefault: boolean }) => [item._id, item.isDefault])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect((await makeDefault(shopper, second)).body).toEqual(response.body);
  });

  it('when the default is removed, then the most recently added of the rest becomes the default; the last leaves an empty book', async () => {
    const shopper = await given.shop.signIn('remover');
    const first = await added(shopper, home);
    const second = await added(shopper, workshop);
    const third = await added(shopper, { address: '3 Dock Street, Hull', phone: home.phone });
    expect((await remove(shopper, first)).status).toBe(204);
    expect(await defaultsOf(shopper)).toEqual([third]);
    expect((await remove(shopper, second)).status).toBe(204);
    expect(await defaultsOf(shopper)).toEqual([third]);
    await remove(shopper, third);
    expect((await list(shopper)).body.items).toEqual([]);
    expect((await remove(shopper, third)).status).toBe(404);
  });
});

describe('each shopper’s own', () => {
  it('when someone else, an admin included, names the customer’s address, then 404 as if it did not exist, and nothing changes', async () => {
    const id = await added(given.customer, home);
    const before = await snapshot(given.shop.db);
    for (const as of [given.other, given.admin]) {
      expectProblem(await change(as, id, { label: 'Mine now' }), 404, /No saved address/);
      expectProblem(await remove(as, id), 404, /No saved address/);
      expectProblem(await makeDefault(as, id), 404, /No saved address/);
      expect((await list(as)).body.items.map((item: { _id: string }) => item._id)).not.toContain(id);
    }
    expect(await snapshot(given.shop.db)).toBe(before);
  });

  it('when an id names no address, then 404; when it is not an id, then 400', async () => {
    expectProblem(await change(given.customer, '0193a7d2-5c1e-7b3a-9f00-00000000dead', { label: 'X' }), 404);
    expectProblem(await remove(given.customer, 'not-an-id'), 400);
  });

  it('when a visitor asks, then 401', async () => {
    expectProblem(await given.shop.request.get('/api/addresses'), 401);
    expectProblem(await given.shop.request.post('/api/addresses').send(home), 401);
  });
});

describe('bad input', () => {
  it('when a field is missing, blank, too long or not of its kind, or one the client may not set is sent, then 400 naming it and nothing changes', async () => {
    const id = await added(given.customer, workshop);
    const before = await snapshot(given.shop.db);
    const cases: Array<[object, RegExp]> = [
      [{ phone: home.phone }, /address/],
      [{ ...home, address: '   ' }, /address/],
      [{ ...home, address: 'x'.repeat(501) }, /address/],
      [{ ...home, phone: 'call me' }, /phone/],
      [{ ...home, label: 'x'.repeat(41) }, /label/],
      [{ ...home, isDefault: 'yes' }, /isDefault/],
      [{ ...home, userId: given.other.userId }, /userId/],
      [{ ...home, _id: id }, /_id/],
    ];
    for (const [body, field] of cases) expectProblem(await add(given.customer, body), 400, field);
    expectProblem(await change(given.customer, id, {}), 400);
    expectProblem(await change(given.customer, id, { isDefault: true }), 400, /isDefault/);
    expectProblem(await change(given.customer, id, { address: '' }), 400, /address/);
    expect(await snapshot(given.shop.db)).toBe(before);
  });
});

describe('one’s account going', () => {
  it('when a user row is deleted, then their addresses go with it', async () => {
    const leaving = await given.shop.signIn('leaving');
    await added(leaving, home);
    await given.shop.db.write((transaction) => given.shop.db.sql.execute('DELETE FROM users WHERE id = ?', [leaving.userId], transaction));
    expect(await countRows(given.shop.db, 'addresses', { user_id: leaving.userId })).toBe(0);
  });
});
