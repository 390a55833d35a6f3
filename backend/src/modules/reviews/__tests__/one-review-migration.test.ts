// Databases written before the one-review-per-product rule may hold several reviews of a product by
// one customer; the migration keeps the newest of each and then enforces the rule.
import { UniqueConstraintError } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import * as initialSchema from '../../../db/migrations/20261122-0001-initial-schema.js';
import * as oneReviewPerProduct from '../../../db/migrations/20261124-0300-one-review-per-product.js';
import { newId } from '../../../shared/ids.js';
import { useFreshDatabase } from '../../../../test/support/fresh-database.js';

const fresh = useFreshDatabase();

beforeAll(async () => {
  await initialSchema.up({ context: fresh.db.sequelize.getQueryInterface() });
});

const run = (sql: string, replacements: unknown[] = []) => fresh.db.sequelize.query(sql, { replacements });

async function addUser(): Promise<string> {
  const id = newId();
  await run(`INSERT INTO users (id, email, name, role, created_at, updated_at) VALUES (?, ?, 'Old Reviewer', 'customer', ?, ?)`, [id, `${id}@example.com`, new Date(), new Date()]);
  return id;
}

async function addProduct(): Promise<string> {
  const id = newId();
  await run(
    `INSERT INTO products (id, name, image, available, minimum, price_cents, description, created_at, updated_at) VALUES (?, 'Old Plane', '/images/p.svg', 5, 1, 1000, 'A plane.', ?, ?)`,
    [id, new Date(), new Date()],
  );
  return id;
}

async function addReview(userId: string, productId: string | null, title: string, writtenAt: Date): Promise<void> {
  await run(
    `INSERT INTO reviews (id, user_id, product_id, name, title, details, rating, verified_purchase, created_at, updated_at) VALUES (?, ?, ?, 'Old Reviewer', ?, 'Details.', 3, ?, ?, ?)`,
    [newId(), userId, productId, title, false, writtenAt, writtenAt],
  );
}

const titles = async (userId: string, productId: string | null) => {
  const [rows] = await run(`SELECT title FROM reviews WHERE user_id = ? AND product_id ${productId ? '= ?' : 'IS NULL'} ORDER BY title`, productId ? [userId, productId] : [userId]);
  return (rows as Array<{ title: string }>).map((row) => row.title);
};

describe('the one-review-per-product migration', () => {
  it('when a customer has several reviews of a product, then only the newest is kept; shop reviews and other customers’ stay; a second one is then refused', async () => {
    const [customer, other, product, otherProduct] = [await addUser(), await addUser(), await addProduct(), await addProduct()];
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
    await addReview(customer, product, 'oldest', day(1));
    await addReview(customer, product, 'newest', day(3));
    await addReview(customer, product, 'middle', day(2));
    await addReview(customer, otherProduct, 'only one', day(1));
    await addReview(other, product, 'someone else', day(1));
    await addReview(customer, null, 'shop a', day(1));
    await addReview(customer, null, 'shop b', day(2));

    await oneReviewPerProduct.up({ context: fresh.db.sequelize.getQueryInterface() });

    expect(await titles(customer, product)).toEqual(['newest']);
    expect(await titles(customer, otherProduct)).toEqual(['only one']);
    expect(await titles(other, product)).toEqual(['someone else']);
    expect(await titles(customer, null)).toEqual(['shop a', 'shop b']);
    await expect(addReview(customer, product, 'again', day(4))).rejects.toBeInstanceOf(UniqueConstraintError);
    await addReview(customer, null, 'shop c', day(4));
  });
});
