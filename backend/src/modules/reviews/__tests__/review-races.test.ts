// One customer posting the same product's review from two tabs at once: on PostgreSQL both
// requests run side by side, so both can find no review yet. The unique index keeps one row and the
// loser's post becomes an edit of the winner's, never a 500. Run on SQLite and PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct } from '../../../../test/support/orders.js';
import { countRows } from '../../../../test/support/rows.js';

const given = useTestShop({ people: { admin: 'owner', customer: { label: 'two-tabs' } } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const ROUNDS = 40;
const TABS = 3;

describe('first reviews posted at once', () => {
  it(`when one customer posts ${TABS} first reviews of a product at once, ${ROUNDS} times, then each product has one review, one 201 and the rest 200`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const product = (await addProduct(given.shop, given.admin))._id;
      const responses = await Promise.all(
        Array.from({ length: TABS }, (_, tab) =>
          given.shop.request
            .post('/api/review')
            .set(given.customer.auth)
            .send({ productId: product, title: `Tab ${tab}`, details: 'Posted from several tabs.', rating: tab + 1 }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses, `round ${round}: ${responses.map((r) => r.text).join(' ')}`).toEqual([200, 200, 201].slice(-TABS));
      expect(new Set(responses.map((response) => response.body._id)).size).toBe(1);
      const rows = await given.shop.db.sql.select<{ title: string }>('SELECT title FROM reviews WHERE user_id = ? AND product_id = ?', [given.customer.userId, product]);
      expect(rows).toHaveLength(1);
      expect(responses.map((response) => response.body.title)).toContain(rows[0]!.title);
    }
  });
});

describe('reviews posted while the product is deleted', () => {
  it(`when customers review a product while an admin deletes it, ${ROUNDS} times, then each post is 201 or 404, never a 500, and no review of it is left behind as a review of the shop`, async () => {
    const reviewers = await Promise.all([1, 2, 3].map((n) => given.shop.signIn(`late-reviewer-${n}`)));
    for (let round = 0; round < ROUNDS; round++) {
      const product = (await addProduct(given.shop, given.admin))._id;
      const [deleted, ...posts] = await Promise.all([
        given.shop.request.delete(`/api/product/${product}`).set(given.admin.auth),
        ...reviewers.map((reviewer) => given.shop.request.post('/api/review').set(reviewer.auth).send({ productId: product, title: `Round ${round}`, details: 'Just in time.', rating: 3 })),
      ]);
      expect(deleted!.status).toBe(204);
      for (const post of posts) expect([201, 404], `round ${round}: ${post.text}`).toContain(post.status);
      expect(await countRows(given.shop.db, 'reviews', { title: `Round ${round}` })).toBe(0);
    }
  });
});
