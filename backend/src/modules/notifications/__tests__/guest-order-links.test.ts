// A guest order's emails carry its private link: the key, sealed on the order at checkout, is
// opened when the email is recorded (after payment, or by the reminder sweep, with no key in the
// request), and the email's "View your order" opens the order with it. An account's order keeps its
// links; a sealed key that was altered or moved to another order gives no link, and the email still
// goes, to the shop. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct, guestOrder, placedOrder } from '../../../../test/support/orders.js';
import { confirmedGuestPayment, guestPayments, payWithTestCard } from '../../../../test/support/payments.js';
import { renderOrderEmail, type OrderEmailKind } from '../index.js';
import { storedDetails } from '../order-email.js';

const SHOP_URL = 'http://shop.test:3000';
const HOUR = 60 * 60_000;

const given = useTestShop({ people: { admin: 'owner', alice: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const tool = () => addProduct(given.shop, given.admin, { available: 20, minimum: 1 });

const emailsOf = (orderId: string) =>
  given.shop.db.sql.select<{ kind: OrderEmailKind; payload: string }>('SELECT kind, payload FROM email_outbox WHERE dedupe_key LIKE ? ORDER BY kind', [`${orderId}:%`]);

// A button's words sit between Outlook-only comments, which hold markup of their own.
const wordsOf = (inner: string) =>
  inner
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .trim();

/** The one email of `kind` the order has, rendered as it is sent, and the targets of its buttons and links by their words. */
async function sentEmail(orderId: string, kind: OrderEmailKind) {
  const rows = (await emailsOf(orderId)).filter((row) => row.kind === kind);
  expect(rows).toHaveLength(1);
  const { html } = await renderOrderEmail(kind, storedDetails(rows[0]!.payload), SHOP_URL);
  const linkTo = (words: string) => {
    const found = [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].filter(([, , text]) => wordsOf(text!) === words);
    expect(found, `one link "${words}"`).toHaveLength(1);
    return found[0]![1]!.replaceAll('&amp;', '&');
  };
  return { html, linkTo };
}

/** Opens the guest's order as its page does: the key from the link's fragment, sent as X-Order-Key. */
function openWithLink(link: string) {
  const url = new URL(link);
  const key = new URLSearchParams(url.hash.slice(1)).get('key') ?? '';
  const orderId = url.pathname.split('/').at(-1)!;
  return given.shop.request.get(`/api/guest/orders/${orderId}`).set('X-Order-Key', key);
}

async function paidGuestOrder(productId: string) {
  const { order, key } = await guestOrder(given.shop, productId, 1);
  const intent = await confirmedGuestPayment(given.shop, order._id, key);
  const paid = await guestPayments(given.shop, order._id, key).markOrderPaid(intent.paymentIntentId);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { order, key };
}

const holdEndOf = async (orderId: string) => (await given.shop.services.orders.findOrder(orderId))!.holdExpiresAt!.getTime();
const remindBeforeHoldEnds = async (orderId: string) => given.shop.services.orders.sendPaymentReminders(new Date((await holdEndOf(orderId)) - HOUR / 2));

describe('a guest order’s emails', () => {
  it('when a guest order is paid, then one "Order confirmed" email goes, whose "View your order" opens the order with its key', async () => {
    const { order, key } = await paidGuestOrder((await tool())._id);
    expect((await emailsOf(order._id)).map((row) => row.kind)).toEqual(['order-confirmed']);
    const email = await sentEmail(order._id, 'order-confirmed');
    const view = email.linkTo('View your order');
    expect(view).toBe(`${SHOP_URL}/orders/${order._id}#key=${key}`);
    const opened = await openWithLink(view);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ _id: order._id, status: 'paid' });
  });

  it('when an unpaid guest order is reminded, then "Pay now" and "View your order" both lead to its page, which opens with the link’s key', async () => {
    const { order, key } = await guestOrder(given.shop, (await tool())._id, 1);
    expect(await remindBeforeHoldEnds(order._id)).toBeGreaterThanOrEqual(1);
    const email = await sentEmail(order._id, 'payment-reminder');
    const link = `${SHOP_URL}/orders/${order._id}#key=${key}`;
    expect([email.linkTo('Pay now'), email.linkTo('View your order')]).toEqual([link, link]);
    expect((await openWithLink(link)).body).toMatchObject({ _id: order._id, status: 'unpaid' });
  });

  it('when an account’s order is paid or reminded, then its links are the account’s pages, with no key', async () => {
    const product = await tool();
    const paid = await placedOrder(given.shop, given.alice, product._id, 1);
    await payWithTestCard(given.shop, given.alice, paid._id);
    expect((await sentEmail(paid._id, 'order-confirmed')).linkTo('View your order')).toBe(`${SHOP_URL}/orders/${paid._id}/thank-you`);

    const unpaid = await placedOrder(given.shop, given.alice, product._id, 1);
    await remindBeforeHoldEnds(unpaid._id);
    const reminder = await sentEmail(unpaid._id, 'payment-reminder');
    expect(reminder.linkTo('Pay now')).toBe(`${SHOP_URL}/dashboard/payment/${unpaid._id}`);
    expect(reminder.linkTo('View your order')).toBe(`${SHOP_URL}/orders/${unpaid._id}/thank-you`);
    for (const row of [...(await emailsOf(paid._id)), ...(await emailsOf(unpaid._id))]) expect(JSON.parse(row.payload)).not.toHaveProperty('guest');
  });

  it('when the sealed key was altered, or is another order’s, then the email still goes, linking to the shop instead of a page it can’t open', async () => {
    const product = await tool();
    const altered = await guestOrder(given.shop, product._id, 1);
    const moved = await guestOrder(given.shop, product._id, 1);
    const other = await guestOrder(given.shop, product._id, 1);
    const sealedOf = async (orderId: string) =>
      (await given.shop.db.sql.select<{ sealed: string }>('SELECT key_sealed AS sealed FROM orders WHERE id = ?', [orderId]))[0]!.sealed;
    const sealed = await sealedOf(altered.order._id);
    // One character of the ciphertext changed: GCM's tag no longer matches.
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    await given.shop.db.sql.execute('UPDATE orders SET key_sealed = ? WHERE id = ?', [flipped, altered.order._id]);
    // A whole sealed key copied from another order: the order id it was sealed with doesn't match.
    await given.shop.db.sql.execute('UPDATE orders SET key_sealed = ? WHERE id = ?', [await sealedOf(other.order._id), moved.order._id]);

    for (const { order } of [altered, moved]) {
      await remindBeforeHoldEnds(order._id);
      const email = await sentEmail(order._id, 'payment-reminder');
      expect([email.linkTo('Pay now'), email.linkTo('View your order')]).toEqual([`${SHOP_URL}/`, `${SHOP_URL}/`]);
      expect(email.html).not.toContain('#key=');
    }
  });

  it('the order’s row holds its key only sealed: neither the key nor its sealed value is in any answer about the order', async () => {
    const { order, key } = await guestOrder(given.shop, (await tool())._id, 1);
    const [row] = await given.shop.db.sql.select<{ sealed: string }>('SELECT key_sealed AS sealed FROM orders WHERE id = ?', [order._id]);
    expect(row!.sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(row!.sealed).not.toContain(key);
    const answers = [
      await given.shop.request.get(`/api/guest/orders/${order._id}`).set('X-Order-Key', key),
      await given.shop.request.get('/api/orders').set(given.admin.auth),
      await given.shop.request.get(`/api/orders/${order._id}`).set(given.admin.auth),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain(row!.sealed);
      expect(answer.text).not.toMatch(/sealed/i);
    }
  });
});
