// Two shops in one process, each on its own database: nothing of one's data access (its SQL, its
// repositories) may reach the other's. When models were global classes, the second shop to start
// rebound them, and both shops read and wrote its database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, validProduct, type Shopper, type TestShop } from './harness.js';
import { countRows } from './support/rows.js';

let first: TestShop;
let second: TestShop;
let firstAdmin: Shopper;
let secondAdmin: Shopper;
let secondStopped = false;

beforeAll(async () => {
  // One after the other: the second is the one that rebound global models, and is stopped below.
  first = await startTestShop();
  second = await startTestShop();
  [firstAdmin, secondAdmin] = await Promise.all([first.signIn('first-admin', 'owner'), second.signIn('second-admin', 'owner')]);
});
afterAll(async () => {
  await Promise.all([first.stop(), secondStopped ? undefined : second.stop()]);
});

async function addProduct(shop: TestShop, admin: Shopper, name: string): Promise<string> {
  const response = await shop.request.post('/api/productAdd').set(admin.auth).send({ ...validProduct, name });
  expect(response.status).toBe(201);
  return response.body._id as string;
}

const catalogueOf = async (shop: TestShop): Promise<string[]> => {
  const response = await shop.request.get('/api/products').query({ limit: 100 });
  expect(response.status).toBe(200);
  return response.body.items.map((product: { _id: string }) => product._id);
};

describe('two shops in one test file', () => {
  it('when a product is added through one shop, then only that shop has it, through its API and its database', async () => {
    const inFirst = await addProduct(first, firstAdmin, 'Only In The First Shop');
    const inSecond = await addProduct(second, secondAdmin, 'Only In The Second Shop');

    expect(await catalogueOf(first)).toEqual([inFirst]);
    expect(await catalogueOf(second)).toEqual([inSecond]);
    expect((await first.request.get(`/api/products/${inSecond}`)).status).toBe(404);
    expect((await second.request.get(`/api/products/${inFirst}`)).status).toBe(404);
    expect(await countRows(first.db, 'products')).toBe(1);
    expect(await countRows(second.db, 'products', { id: inFirst })).toBe(0);
  });

  it('when each shop signs in its admin, then each knows only its own accounts', async () => {
    expect(await countRows(first.db, 'users', { email: secondAdmin.email })).toBe(0);
    expect(await countRows(second.db, 'users', { email: firstAdmin.email })).toBe(0);
    // The first shop's token names a session the second shop never opened.
    expect((await second.request.get('/api/orders').set(firstAdmin.auth)).status).toBe(401);
  });

  it('when one shop is stopped, then the other still reads and writes its own database', async () => {
    const before = await catalogueOf(first);
    await second.stop();
    secondStopped = true;

    const added = await addProduct(first, firstAdmin, 'Added After The Second Shop Closed');
    expect(await catalogueOf(first)).toEqual([added, ...before]);
    expect(await countRows(first.db, 'products')).toBe(before.length + 1);
    const customer = await first.signIn('first-customer');
    expect(await countRows(first.db, 'users', { id: customer.userId })).toBe(1);
  });
});
