// Orders paid without a payment taken through the shop (the demo orders; a bank transfer): the
// provider's refund is refused as a 409 that says what to do instead (never a 500), and the admin
// records a refund made outside the shop, which moves the order and its stock as a refund does,
// keeps the note in the audit trail and asks no provider; on SQLite and PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer', sam: 'fulfilment' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

const NO_CAPTURED_PAYMENT =
  'This order was not paid through the shop, so there is no payment to refund. Record a refund made outside the shop instead.';

const refund = (orderId: string) => given.shop.request.post(`/api/orders/${orderId}/refund`).set(given.admin.auth);
const recordOutside = (orderId: string, body: unknown = { note: 'Bank transfer, reference R-1042' }, caller = given.admin) =>
  given.shop.request.post(`/api/orders/${orderId}/outside-refund`).set(caller.auth).send(body as object);

const emailKindsOf = async (orderId: string) =>
  (await given.shop.db.sql.select<{ kind: string }>('SELECT kind FROM email_outbox WHERE dedupe_key LIKE ?', [`${orderId}:%`])).map((row) => row.kind).sort();

const refundEntriesOf = (orderId: string) =>
  given.shop.db.sql.select<{ actorEmail: string; after: string }>(
    `SELECT actor_email AS "actorEmail", after FROM audit_entries WHERE kind = 'order.refunded' AND subject_id = ?`,
    [orderId],
  );

/** 3 units of a tool with 10 in stock, marked paid without a payment through the shop, as the demo's past orders are. */
async function paidOutsideTheShop(status: 'paid' | 'shipped' = 'paid') {
  const product = await addProduct(given.shop, given.admin, { price: 24.99, available: 10, minimum: 1 });
  const order = await placedOrder(given.shop, given.alice, product._id, 3);
  const now = new Date();
  await given.shop.db.sql.execute(
    'UPDATE orders SET status = ?, paid_at = ?, shipped_at = ?, hold_expires_at = NULL, payment_intent_id = NULL, transaction_id = NULL WHERE id = ?',
    [status, now, status === 'shipped' ? now : null, order._id],
  );
  return { orderId: order._id, productId: product._id };
}

describe('an order paid outside the shop', () => {
  it('when an admin asks the provider to refund it, then it is a 409 that says to record the refund instead, and nothing changes', async () => {
    const { orderId, productId } = await paidOutsideTheShop();

    const response = await refund(orderId);

    expectProblem(response, 409, NO_CAPTURED_PAYMENT);
    expect(response.body.code).toBe('no_captured_payment');
    expect((await orderAs(given.shop, given.admin, orderId)).status).toBe('paid');
    expect(await stockOf(given.shop, productId)).toBe(7);
  });

  it('when an admin records a refund made outside the shop, then the order is refunded, its stock returns, the customer is emailed and the note is kept', async () => {
    const { orderId, productId } = await paidOutsideTheShop();

    const response = await recordOutside(orderId, { note: '  Bank transfer, reference R-1042 ' });

    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ _id: orderId, status: 'refunded', paid: false, transactionId: null });
    expect(response.body.refundedAt).toEqual(expect.any(String));
    expect(await stockOf(given.shop, productId)).toBe(10);
    expect(await emailKindsOf(orderId)).toEqual(['order-refund-issued']);
    const entries = await refundEntriesOf(orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorEmail).toBe(given.admin.email);
    expect(JSON.parse(entries[0]!.after)).toEqual({
      status: 'refunded',
      refunded: '74.97',
      amount: '74.97',
      shipping: '0.00',
      lines: '3 × Test Claw Hammer (back in stock)',
      outsideShop: true,
      note: 'Bank transfer, reference R-1042',
    });
  });

  it('when the order had shipped, then it is refunded but its stock stays out', async () => {
    const { orderId, productId } = await paidOutsideTheShop('shipped');
    const response = await recordOutside(orderId);
    expect(response.status, response.text).toBe(200);
    expect(response.body.status).toBe('refunded');
    expect(await stockOf(given.shop, productId)).toBe(7);
  });

  it('when it is recorded twice, or by two admins at once, then one refund is recorded and the rest are refused as already refunded', async () => {
    const { orderId, productId } = await paidOutsideTheShop();

    const responses = await Promise.all([recordOutside(orderId), recordOutside(orderId), recordOutside(orderId)]);

    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) expect(refused.body.code).toBe('already_refunded');
    expect(await stockOf(given.shop, productId)).toBe(10);
    expect(await refundEntriesOf(orderId)).toHaveLength(1);
    expect(await emailKindsOf(orderId)).toEqual(['order-refund-issued']);
    expect((await recordOutside(orderId)).body.code).toBe('already_refunded');
  });

  it('when the note is missing or blank, then it is a 400 and nothing changes', async () => {
    const { orderId, productId } = await paidOutsideTheShop();
    for (const body of [{}, { note: '' }, { note: '   ' }, { note: 'x'.repeat(501) }]) {
      expect((await recordOutside(orderId, body)).status).toBe(400);
    }
    expect((await orderAs(given.shop, given.admin, orderId)).status).toBe('paid');
    expect(await stockOf(given.shop, productId)).toBe(10 - 3);
  });

  it('when a staff member whose role may not refund records one, then it is refused and nothing changes', async () => {
    const { orderId } = await paidOutsideTheShop();
    expect((await recordOutside(orderId, undefined, given.sam)).status).toBe(403);
    expect((await orderAs(given.shop, given.admin, orderId)).status).toBe('paid');
  });
});

describe('recording an outside refund where it does not belong', () => {
  it('when the order was paid through the shop, then it is refused with the way to refund it, and nothing changes', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const order = await payWithTestCard(given.shop, given.alice, (await placedOrder(given.shop, given.alice, product._id, 2))._id);

    const response = await recordOutside(order._id);

    expectProblem(response, 409, 'This order was paid through the shop; refund it with Refund, which returns the payment through the payment provider.');
    expect(response.body.code).toBe('paid_through_shop');
    expect((await orderAs(given.shop, given.admin, order._id)).status).toBe('paid');
    expect(await stockOf(given.shop, product._id)).toBe(8);
  });

  it('when the order is unpaid or does not exist, then it is refused', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 10, minimum: 1 });
    const unpaid = await placedOrder(given.shop, given.alice, product._id, 2);
    expectProblem(await recordOutside(unpaid._id), 409, 'Only a paid order can be refunded.');
    expectProblem(await recordOutside('0193a7d2-5c1e-7b3a-9f00-00000000dead'), 404, 'No order with that id.');
  });
});
