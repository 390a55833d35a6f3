// Refunds of part of a paid order, on SQLite and PostgreSQL: lines and quantities (each line's
// units back into stock or not), the delivery charge, or an amount; several refunds up to what was
// paid, each through the provider once, with its email and audit entry; the last one makes the order
// refunded. Whatever passes what is left is refused and changes nothing; a provider that didn't
// answer leaves the refund to be asked again under the same key, never made twice.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { checkedOut, clearCart, fillCart } from '../../../../test/support/cart.js';
import { addProduct, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import type { Order, PartRefund } from '../../../shared/api-types.js';
import { ProviderUnavailableError, type PaymentProvider } from '../../../shared/payment-provider.js';
import { createTestProvider } from '../../payments/test-provider.js';

/** The test provider, told to go silent: before making the refund, or after making it (the answer lost). */
const flakyRefunds = (() => {
  let silence: 'before' | 'after' | undefined;
  return {
    provider: (db: Parameters<typeof createTestProvider>[0]): PaymentProvider => {
      const provider = createTestProvider(db);
      return {
        ...provider,
        refund: async (intentId, amountCents, key) => {
          const mode = silence;
          silence = undefined;
          if (mode === 'before') throw new ProviderUnavailableError('timed out');
          const made = await provider.refund(intentId, amountCents, key);
          if (mode === 'after') throw new ProviderUnavailableError('timed out');
          return made;
        },
      };
    },
    silenceNext(mode: 'before' | 'after') {
      silence = mode;
    },
  };
})();

const given = useTestShop({ payments: flakyRefunds.provider, people: { admin: 'owner', alice: 'customer' } });
beforeEach(() => clearCart(given.shop, given.alice));
afterEach(() => expect(given.shop.violations).toEqual([]));

const DELIVERY = '9.95';
beforeAll(async () => {
  const flat = { homeCountry: 'US', zones: [{ name: 'Home', countries: ['US'], methods: [{ id: 'post', name: 'Post', kind: 'flat', price: DELIVERY, freeFrom: null }] }] };
  expect((await given.shop.request.put('/api/settings/shipping').set(given.admin.auth).send(flat)).status).toBe(200);
});

const refundPart = (orderId: string, body: PartRefund) => given.shop.request.post(`/api/orders/${orderId}/refunds`).set(given.admin.auth).send(body);
const refundRest = (orderId: string) => given.shop.request.post(`/api/orders/${orderId}/refund`).set(given.admin.auth);

const providerRefundsOf = async (intentId: string) =>
  (await given.shop.db.sql.select<{ amount: number | string }>('SELECT amount_cents AS amount FROM test_payment_refunds WHERE intent_id = ? ORDER BY created_at', [intentId])).map((row) => Number(row.amount));

const refundEmailsOf = async (orderId: string) =>
  (await given.shop.db.sql.select<{ payload: string }>("SELECT payload FROM email_outbox WHERE kind = 'order-refund-issued' AND dedupe_key LIKE ? ORDER BY created_at", [`${orderId}:%`])).map(
    (row) => JSON.parse(row.payload).refund as { amountCents: number; shippingCents: number; lines: unknown[]; final: boolean },
  );

/** A paid order of 3 planes at 40.00 and 2 gauges at 12.50 (each tool with 10 in stock), delivered for 9.95: 154.95. */
async function paidTwoLineOrder() {
  const plane = await addProduct(given.shop, given.admin, { name: 'Refund Plane', price: 40, available: 10, minimum: 1 });
  const gauge = await addProduct(given.shop, given.admin, { name: 'Refund Gauge', price: 12.5, available: 10, minimum: 1 });
  await fillCart(given.shop, given.alice, [
    [plane._id, 3],
    [gauge._id, 2],
  ]);
  const placed = await checkedOut(given.shop, given.alice, { expectedTotal: '154.95' });
  const order = await payWithTestCard(given.shop, given.alice, placed._id);
  return { order, plane: plane._id, gauge: gauge._id };
}

const stocks = (...ids: string[]) => Promise.all(ids.map((id) => stockOf(given.shop, id)));

describe('refunding part of an order', () => {
  it('when an admin refunds one plane back into stock, then its price goes back through the provider, the order stays paid, and the customer is told what was refunded', async () => {
    const { order, plane, gauge } = await paidTwoLineOrder();

    const response = await refundPart(order._id, { lines: [{ line: 0, quantity: 1, restock: true }] });

    expect(response.status, response.text).toBe(200);
    const refunded = response.body as Order;
    expect(refunded).toMatchObject({ status: 'paid', paid: true, price: '154.95', refunded: '40.00', refundedAt: null });
    expect(refunded.refunds).toEqual([
      { id: expect.any(String), amount: '40.00', shipping: '0.00', lines: [{ line: 0, productName: 'Refund Plane', quantity: 1, restocked: true }], outsideShop: false, createdAt: expect.any(String) },
    ]);
    expect(await stocks(plane, gauge)).toEqual([8, 8]);
    expect(await providerRefundsOf(order.transactionId!)).toEqual([4000]);
    expect(await refundEmailsOf(order._id)).toEqual([{ id: refunded.refunds[0]!.id, amountCents: 4000, shippingCents: 0, lines: [{ productName: 'Refund Plane', quantity: 1 }], final: false }]);
    expect(await orderAs(given.shop, given.alice, order._id)).toEqual(refunded);
  });

  it('when refunds follow one another, then each gives back what it names, the last makes the order refunded, and the rest refund gives back only what is left', async () => {
    const { order, plane, gauge } = await paidTwoLineOrder();

    expect((await refundPart(order._id, { lines: [{ line: 1, quantity: 2, restock: false }], shipping: true })).body).toMatchObject({ refunded: '34.95', status: 'paid' });
    // A goodwill sum, no tools.
    expect((await refundPart(order._id, { amount: '5.00' })).body).toMatchObject({ refunded: '39.95', status: 'paid' });
    const rest = await refundRest(order._id);

    expect(rest.status, rest.text).toBe(200);
    expect(rest.body).toMatchObject({ status: 'refunded', refunded: '154.95', refundedAt: expect.any(String), paid: false });
    expect((rest.body as Order).refunds.map((refund) => [refund.amount, refund.shipping, refund.lines.map((line) => `${line.line}:${line.quantity}:${line.restocked}`)])).toEqual([
      ['34.95', '9.95', ['1:2:false']],
      ['5.00', '0.00', []],
      // Every plane not refunded before, back into stock (never sent); the delivery went already.
      ['115.00', '0.00', ['0:3:true']],
    ]);
    expect(await providerRefundsOf(order.transactionId!)).toEqual([3495, 500, 11500]);
    expect(await stocks(plane, gauge)).toEqual([10, 8]);
    expect((await refundEmailsOf(order._id)).map((email) => [email.amountCents, email.final])).toEqual([
      [3495, false],
      [500, false],
      [11500, true],
    ]);
  });

  it('when a shipped order has a tool sent back, then the admin chooses whether its units go back into stock', async () => {
    const { order, plane, gauge } = await paidTwoLineOrder();
    expect((await given.shop.request.patch(`/api/orders/${order._id}/ship`).set(given.admin.auth)).status).toBe(200);

    expect((await refundPart(order._id, { lines: [{ line: 0, quantity: 1, restock: true }, { line: 1, quantity: 1, restock: false }] })).status).toBe(200);

    expect(await stocks(plane, gauge)).toEqual([8, 8]);
    expect(await orderAs(given.shop, given.admin, order._id)).toMatchObject({ status: 'shipped', refunded: '52.50' });
  });
});

describe('refusals that change nothing', () => {
  let order: Order;
  let before: Order;
  beforeAll(async () => {
    ({ order } = await paidTwoLineOrder());
    expect((await refundPart(order._id, { lines: [{ line: 0, quantity: 2, restock: true }], shipping: true })).status).toBe(200);
    before = await orderAs(given.shop, given.admin, order._id);
  });
  afterEach(async () => {
    expect(await orderAs(given.shop, given.admin, order._id)).toEqual(before);
    expect(await providerRefundsOf(order.transactionId!)).toEqual([8995]);
  });

  it('when more units are asked than are left, then 409 refund_exceeds names what is left', async () => {
    const response = await refundPart(order._id, { lines: [{ line: 0, quantity: 2, restock: true }] });
    expectProblem(response, 409, 'Only 1 × Refund Plane is left to refund.');
    expect(response.body.code).toBe('refund_exceeds');
  });

  it('when the delivery is asked again, or more money than is left, then 409 refund_exceeds', async () => {
    expectProblem(await refundPart(order._id, { shipping: true }), 409, 'The delivery charge of this order has been refunded already.');
    expectProblem(await refundPart(order._id, { amount: '65.01' }), 409, 'At most 65.00 is left to refund of this order.');
  });

  it('when nothing is chosen, a line is not on the order or is chosen twice, or the amount is nothing, then 400', async () => {
    expectProblem(await refundPart(order._id, {}), 400, 'Choose what to refund: lines, the delivery charge, or an amount.');
    expectProblem(await refundPart(order._id, { lines: [] }), 400, 'Choose what to refund: lines, the delivery charge, or an amount.');
    expectProblem(await refundPart(order._id, { lines: [{ line: 2, quantity: 1, restock: true }] }), 400, 'This order has 2 lines; there is no line 2 (lines count from 0).');
    expectProblem(
      await refundPart(order._id, { lines: [{ line: 1, quantity: 1, restock: true }, { line: 1, quantity: 1, restock: false }] }),
      400,
      'Line 1 (Refund Gauge) is chosen twice.',
    );
    expectProblem(await refundPart(order._id, { amount: '0.00' }), 400, 'A refund gives back at least 0.01.');
  });

  it('when a refund outside the shop is asked of an order paid through it, then 409 paid_through_shop', async () => {
    const response = await refundPart(order._id, { amount: '1.00', outsideShop: true, note: 'Cash' });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('paid_through_shop');
  });
});

describe('the provider not answering', () => {
  it('when it did not answer before refunding, then 502; the same refund asked again is made once, under the same key', async () => {
    const { order, plane } = await paidTwoLineOrder();
    flakyRefunds.silenceNext('before');

    expect((await refundPart(order._id, { lines: [{ line: 0, quantity: 1, restock: true }] })).status).toBe(502);
    expect((await orderAs(given.shop, given.admin, order._id)).refunded).toBe('0.00');
    const again = await refundPart(order._id, { lines: [{ line: 0, quantity: 1, restock: true }] });

    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ refunded: '40.00', refunds: [expect.objectContaining({ amount: '40.00' })] });
    expect(await providerRefundsOf(order.transactionId!)).toEqual([4000]);
    expect(await stockOf(given.shop, plane)).toBe(8);
    expect((await refundPart(order._id, { lines: [{ line: 0, quantity: 1, restock: true }] })).status).toBe(200);
    expect(await providerRefundsOf(order.transactionId!)).toEqual([4000, 4000]);
  });

  it('when it refunded but the answer was lost, then the next, other refund records that one first (409 saying so) rather than making a second', async () => {
    const { order } = await paidTwoLineOrder();
    flakyRefunds.silenceNext('after');

    expect((await refundPart(order._id, { amount: '20.00' })).status).toBe(502);
    expect(await providerRefundsOf(order.transactionId!)).toEqual([2000]);
    expect((await orderAs(given.shop, given.admin, order._id)).refunded).toBe('0.00');

    expect((await refundRest(order._id)).body.code).toBe('earlier_refund_recorded');

    expect(await providerRefundsOf(order.transactionId!)).toEqual([2000]);
    expect(await orderAs(given.shop, given.admin, order._id)).toMatchObject({ status: 'paid', refunded: '20.00' });
    expect((await refundRest(order._id)).body).toMatchObject({ status: 'refunded', refunded: '154.95' });
    expect(await providerRefundsOf(order.transactionId!)).toEqual([2000, 13495]);
  });
});

describe('refunds at once', () => {
  it('when five refunds of one plane each arrive at once on an order of three, then no more than three go through, each once, and the stock and money agree', async () => {
    const { order, plane } = await paidTwoLineOrder();

    const responses = await Promise.all(Array.from({ length: 5 }, () => refundPart(order._id, { lines: [{ line: 0, quantity: 1, restock: true }] })));

    for (const response of responses) expect([200, 409], response.text).toContain(response.status);
    const done = responses.filter((response) => response.status === 200).length;
    expect(done).toBeGreaterThan(0);
    expect(await providerRefundsOf(order.transactionId!)).toEqual(Array.from({ length: done }, () => 4000));
    expect(await stockOf(given.shop, plane)).toBe(7 + done);
    expect((await orderAs(given.shop, given.admin, order._id)).refunded).toBe(`${40 * done}.00`);
  });
});

describe('an order paid outside the shop', () => {
  it('when an admin records part of it refunded outside the shop, then no provider is asked and the note is kept', async () => {
    const product = await addProduct(given.shop, given.admin, { price: 10, available: 10, minimum: 1 });
    const order = await placedOrder(given.shop, given.alice, product._id, 4);
    await given.shop.db.sql.execute("UPDATE orders SET status = 'paid', paid_at = ?, hold_expires_at = NULL, payment_intent_id = NULL WHERE id = ?", [new Date(), order._id]);

    expectProblem(await refundPart(order._id, { amount: '10.00', outsideShop: true }), 400, 'Say how the money went back to the customer outside the shop (note).');
    expect((await refundPart(order._id, { amount: '10.00' })).body.code).toBe('no_captured_payment');
    const response = await refundPart(order._id, { lines: [{ line: 0, quantity: 1, restock: true }], outsideShop: true, note: 'Cash at the counter' });

    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ status: 'paid', refunded: '10.00', refunds: [expect.objectContaining({ outsideShop: true, amount: '10.00' })] });
    expect(await stockOf(given.shop, product._id)).toBe(7);
    const [entry] = await given.shop.db.sql.select<{ after: string }>("SELECT after FROM audit_entries WHERE kind = 'order.refunded' AND subject_id = ?", [order._id]);
    expect(JSON.parse(entry!.after)).toMatchObject({ outsideShop: true, note: 'Cash at the counter', amount: '10.00' });
  });
});
