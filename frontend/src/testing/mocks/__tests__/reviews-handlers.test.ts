// The mocked shop keeps reviews as the real one does: one per customer per product, a second post
// edits the first and answers 200; reviews of the shop are always added.
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../fixtures/products';
import { customerFixture, otherCustomerFixture } from '../../fixtures/users';
import { mockShop } from '../mock-shop';

const post = async (email: string, body: object) => {
  const response = await fetch('http://localhost:3000/api/review', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer shop-token-for-${email}` },
    body: JSON.stringify({ title: 'Solid', details: 'Does the job.', rating: 4, ...body }),
  });
  return { status: response.status, body: (await response.json()) as { _id: string; title: string; verifiedPurchase: boolean } };
};

const product = productFixtures[3]!._id;

describe('the mocked reviews', () => {
  it('when a customer reviews a product twice, then the second answer is 200 with the first review edited, and the list holds one', async () => {
    const first = await post(otherCustomerFixture.email, { productId: product, title: 'First go' });
    const second = await post(otherCustomerFixture.email, { productId: product, title: 'Second go', rating: 2 });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body).toMatchObject({ _id: first.body._id, title: 'Second go', rating: 2 });
    expect(mockShop.reviews.filter((review) => review.productId === product && review.name === otherCustomerFixture.name)).toHaveLength(1);
  });

  it('when another customer reviews the product, or the customer reviews the shop again, then each is added (201)', async () => {
    await post(otherCustomerFixture.email, { productId: product });
    expect((await post(customerFixture.email, { productId: product })).status).toBe(201);
    expect((await post(otherCustomerFixture.email, {})).status).toBe(201);
    expect((await post(otherCustomerFixture.email, {})).status).toBe(201);
  });

  it('when the customer has a paid order of the product, then the review is a verified purchase', async () => {
    const paidProduct = mockShop.orders.find((order) => order.paid && order.email === customerFixture.email)!.productId!;
    expect((await post(customerFixture.email, { productId: paidProduct })).body.verifiedPurchase).toBe(true);
    expect((await post(customerFixture.email, { productId: productFixtures[4]!._id })).body.verifiedPurchase).toBe(false);
  });
});
