// Order emails go through the outbox: each change of an order records exactly one email in the
// change's own transaction, and the dispatcher sends it through a real SMTP server (maildev), marks
// it sent, retries it after a failure and takes over a row whose process died mid-send. On SQLite
// and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { freePort, startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.js';
import { addProduct, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { markOrderPaid, payWithTestCard, startPayment } from '../../../../test/support/payments.js';
import { Writable } from 'node:stream';
import { createLogger } from '../../../shared/logger.js';
import {
  createDispatcher,
  createOrderEmails,
  createOutboxRepository,
  createSmtpMailer,
  startEmailDispatcher,
  type Mailer,
  type OrderEmailKind,
} from '../index.js';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
const FROM = 'Hand Tool Shop <orders@handtools.localhost>';
const SHOP_URL = 'http://shop.test:3000';
const logger = createLogger('silent');

const given = useTestShop({ people: { admin: 'owner', alice: 'customer' } });
let catcher: MailCatcher;
const mailers: Mailer[] = [];

beforeAll(async () => {
  catcher = await startMailCatcher();
});
// Before the shop stops (useTestShop's afterAll was registered first, so runs last).
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await catcher.stop();
});
afterEach(() => expect(given.shop.violations).toEqual([]));

interface Row {
  kind: OrderEmailKind;
  recipient: string;
  payload: string;
  attempts: number | string;
  sentAt: string | Date | null;
  lastError: string | null;
  nextAttemptAt: string | Date;
}

const rowsOf = (orderId: string) =>
  given.shop.db.sql.select<Row>(
    `SELECT kind, recipient, payload, attempts, sent_at AS "sentAt", last_error AS "lastError", next_attempt_at AS "nextAttemptAt"
     FROM email_outbox WHERE dedupe_key LIKE ? ORDER BY created_at, kind`,
    [`${orderId}:%`],
  );
/** Whether an email's subject names order number `number` ("#1042", not "#10421"). */
const aboutOrder = (subject: string, number: number) => new RegExp(`#${number}(?!\\d)`).test(subject);
const kindsOf = async (orderId: string) => (await rowsOf(orderId)).map((row) => row.kind).sort();

function mailerTo(port: number): Mailer {
  const mailer = createSmtpMailer({ host: '127.0.0.1', port }, FROM);
  mailers.push(mailer);
  return mailer;
}

const dispatcher = (mailer: Mailer | undefined) => createDispatcher({ outboxRepository: createOutboxRepository(given.shop.db), mailer, logger, shopUrl: SHOP_URL });

async function newOrder(quantity = 2) {
  const product = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
  return { product, order: await placedOrder(given.shop, given.alice, product._id, quantity) };
}

/** An order with one email waiting: its cancellation. */
async function cancelledOrder() {
  const placed = await newOrder();
  expect((await given.shop.request.delete(`/api/order/${placed.order._id}`).set(given.alice.auth)).status).toBe(200);
  return placed;
}

describe('each change of an order records exactly one email, in its own transaction', () => {
  it('placed: none yet; paid: one confirmation; shipped: one more; each to the customer, with the order as it was then', async () => {
    const { order } = await newOrder();
    expect(await kindsOf(order._id)).toEqual([]);

    const paid = await payWithTestCard(given.shop, given.alice, order._id);
    // The payment's PATCH again, as a retried request would send it: no second email.
    expect((await markOrderPaid(given.shop, given.alice, order._id, paid.transactionId ?? '')).status).toBe(200);
    expect(await kindsOf(order._id)).toEqual(['order-confirmed']);
    const [confirmed] = await rowsOf(order._id);
    expect(confirmed?.recipient).toBe(given.alice.email);
    expect(JSON.parse(confirmed?.payload ?? '{}')).toMatchObject({ orderId: order._id, orderNumber: order.number, lines: [{ quantity: 2 }] });

    expect((await given.shop.request.patch(`/api/orders/${order._id}/ship`).set(given.admin.auth)).status).toBe(200);
    expect((await given.shop.request.patch(`/api/orders/${order._id}/ship`).set(given.admin.auth)).status).toBe(409);
    expect(await kindsOf(order._id)).toEqual(['order-confirmed', 'order-shipped']);
  });

  it('cancelled by the shopper: one cancellation email, even when cancelled twice', async () => {
    const { order } = await newOrder();
    expect((await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth)).status).toBe(200);
    expect((await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth)).status).toBe(409);
    expect(await kindsOf(order._id)).toEqual(['order-cancelled']);
  });

  it('expired unpaid: the sweep records an expiry email, not a cancellation', async () => {
    const { order } = await newOrder();
    expect(await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await kindsOf(order._id)).toEqual(['order-expired']);
  });

  it('a payment that succeeds after the cancel is refunded with one refund email, however often it is reported', async () => {
    const { order } = await newOrder();
    const intent = await startPayment(given.shop, given.alice, order._id);
    expect((await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth)).status).toBe(200);
    await given.shop.db.sequelize.query("UPDATE test_payment_intents SET status = 'succeeded' WHERE id = ?", { replacements: [intent.paymentIntentId] });
    const answers = await Promise.all([1, 2, 3].map(() => markOrderPaid(given.shop, given.alice, order._id, intent.paymentIntentId)));
    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409]);
    expect(await kindsOf(order._id)).toEqual(['order-cancelled', 'order-refunded']);
    const refund = (await rowsOf(order._id)).find((row) => row.kind === 'order-refunded');
    expect(JSON.parse(refund?.payload ?? '{}')).toMatchObject({ orderId: order._id, orderNumber: order.number });
  });

  it('an order whose email can’t be recorded is not cancelled: the order’s state, its stock and its email commit together', async () => {
    const { product, order } = await newOrder(3);
    await given.shop.db.sequelize.query('ALTER TABLE email_outbox RENAME TO email_outbox_away');
    try {
      expect((await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth)).status).toBe(500);
    } finally {
      await given.shop.db.sequelize.query('ALTER TABLE email_outbox_away RENAME TO email_outbox');
    }
    expect((await given.shop.services.orders.findOrder(order._id))?.status).toBe('unpaid');
    expect(await stockOf(given.shop, product._id)).toBe(17);
    expect(await kindsOf(order._id)).toEqual([]);
  });

  it('an email recorded in a transaction that rolls back is gone with it', async () => {
    const emails = createOrderEmails(createOutboxRepository(given.shop.db));
    const { order } = await newOrder();
    const record = { ...(await given.shop.services.orders.findOrder(order._id))!, id: 'rolled-back-order' };
    await expect(
      given.shop.db.write(async (transaction) => {
        await emails.enqueue('order-shipped', record, transaction);
        throw new Error('the order’s change failed');
      }),
    ).rejects.toThrow('the order’s change failed');
    expect(await rowsOf('rolled-back-order')).toEqual([]);
  });
});

describe('the payment reminder: once, and only to an order still unpaid an hour before its hold ends', () => {
  const HOUR = 60 * MINUTE;
  const remind = (at: Date) => given.shop.services.orders.sendPaymentReminders(at);
  const holdEndOf = async (orderId: string) => (await given.shop.services.orders.findOrder(orderId))!.holdExpiresAt!.getTime();

  it('an order paid within the hour gets the confirmation alone, whenever the sweep runs', async () => {
    const { order } = await newOrder();
    await payWithTestCard(given.shop, given.alice, order._id);
    await remind(new Date(Date.now() + DAY - 30 * MINUTE));
    expect(await kindsOf(order._id)).toEqual(['order-confirmed']);
  });

  it('an order still unpaid is reminded once, an hour before its hold ends, by however many sweeps at once', async () => {
    const { order } = await newOrder();
    const holdEnd = await holdEndOf(order._id);
    await remind(new Date());
    await remind(new Date(holdEnd - HOUR - MINUTE));
    expect(await kindsOf(order._id)).toEqual([]);

    // Sweeps in several processes at once, and again later.
    await Promise.all([1, 2, 3].map(() => remind(new Date(holdEnd - HOUR + MINUTE))));
    await remind(new Date(holdEnd - 10 * MINUTE));
    expect(await kindsOf(order._id)).toEqual(['payment-reminder']);
    const [reminder] = await rowsOf(order._id);
    expect(reminder?.recipient).toBe(given.alice.email);

    // Paid after the reminder: the confirmation follows; the sweep never reminds it again.
    await payWithTestCard(given.shop, given.alice, order._id);
    await remind(new Date(holdEnd - 5 * MINUTE));
    expect(await kindsOf(order._id)).toEqual(['order-confirmed', 'payment-reminder']);
  });

  it('a reminded order that stays unpaid expires with its expiry email after the reminder', async () => {
    const { order } = await newOrder();
    const holdEnd = await holdEndOf(order._id);
    await remind(new Date(holdEnd - 30 * MINUTE));
    await given.shop.services.orders.releaseExpiredHolds(new Date(holdEnd + MINUTE));
    await remind(new Date(holdEnd + 2 * MINUTE));
    expect(await kindsOf(order._id)).toEqual(['order-expired', 'payment-reminder']);
  });

  it('a cancelled order is never reminded', async () => {
    const { order } = await cancelledOrder();
    await remind(new Date(Date.now() + DAY - 30 * MINUTE));
    expect(await kindsOf(order._id)).toEqual(['order-cancelled']);
  });

  it('a hold no longer than the hour gets no reminder: it would arrive as the order is placed', async () => {
    const { order } = await newOrder();
    const shortHold = new Date(Date.now() + 45 * MINUTE);
    await given.shop.db.sql.execute('UPDATE orders SET hold_expires_at = ? WHERE id = ?', [shortHold, order._id]);
    await remind(new Date());
    await remind(new Date(shortHold.getTime() - MINUTE));
    expect(await kindsOf(order._id)).toEqual([]);
  });

  it('the reminder sent through SMTP links to paying the order and to the order', async () => {
    const { order } = await newOrder();
    await remind(new Date((await holdEndOf(order._id)) - 30 * MINUTE));
    const smtp = dispatcher(mailerTo(catcher.port));
    while ((await smtp.runOnce()) > 0);
    const [email] = (await catcher.emails()).filter((caught) => aboutOrder(caught.subject, order.number));
    expect(email?.subject).toBe(`Order #${order.number} is waiting for your payment`);
    expect(email?.text).toContain(`Pay now ${SHOP_URL}/dashboard/payment/${order._id}`);
    expect(email?.text).toContain(`View your order ${SHOP_URL}/orders/${order._id}/thank-you`);
  });
});

describe('the dispatcher', () => {
  it('sends every pending email through SMTP once and marks it sent', async () => {
    const { order } = await newOrder(3);
    const paid = await payWithTestCard(given.shop, given.alice, order._id);
    const smtp = dispatcher(mailerTo(catcher.port));
    expect(await smtp.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await smtp.runOnce()).toBe(0);

    const rows = await rowsOf(order._id);
    expect(rows.every((row) => row.sentAt !== null && Number(row.attempts) === 1)).toBe(true);
    const caught = (await catcher.emails()).filter((email) => aboutOrder(email.subject, order.number));
    expect(caught.map((email) => email.subject)).toEqual([`Your Hand Tool Shop order #${order.number} is confirmed`]);
    const [confirmed] = caught;
    expect(confirmed?.to.map((to) => to.address)).toEqual([given.alice.email]);
    expect(confirmed?.text).toContain(`#${order.number}`);
    expect(confirmed?.text).toContain(`View your order ${SHOP_URL}/orders/${order._id}/thank-you`);
    expect(confirmed?.html).toContain(`href="${SHOP_URL}/"`);
    expect(confirmed?.html).not.toContain(paid.transactionId);
    expect(confirmed?.text).not.toContain(paid.transactionId);
  });

  it('sends an email recorded before orders had lines with its one tool', async () => {
    await dispatcher(mailerTo(catcher.port)).runOnce();
    const orderId = '0193a6f0-0000-7000-8000-00000000000a';
    const legacy = { orderId, customerName: 'Old Customer', productName: 'Old Plane', quantity: 3, unitPriceCents: 1000, totalCents: 3000, address: '1 Road', phone: '+44 113 496 0000', transactionId: null, refundId: null, placedAt: new Date().toISOString(), holdExpiresAt: null };
    await given.shop.db.sql.execute(
      `INSERT INTO email_outbox (id, dedupe_key, kind, recipient, payload, attempts, next_attempt_at, created_at) VALUES (?, ?, 'order-placed', ?, ?, 0, ?, ?)`,
      [orderId, `${orderId}:order-placed`, given.alice.email, JSON.stringify(legacy), new Date(), new Date()],
    );
    expect(await dispatcher(mailerTo(catcher.port)).runOnce()).toBe(1);
    const [email] = (await catcher.emails()).filter((caught) => caught.subject.includes(orderId));
    expect(email?.text).toContain('3 × Old Plane at $10.00');
    expect(email?.text).toContain('$30.00');
  });

  it('without an SMTP server it sends nothing and keeps the emails pending', async () => {
    const { order } = await cancelledOrder();
    expect(await dispatcher(undefined).runOnce()).toBe(0);
    expect((await rowsOf(order._id)).map((row) => row.sentAt)).toEqual([null]);
  });

  it('retries an email the SMTP server refused, later, and then sends it', async () => {
    const { order } = await cancelledOrder();
    const now = new Date();
    const down = dispatcher(mailerTo(await freePort()));
    expect(await down.runOnce(now)).toBe(0);
    const [failed] = await rowsOf(order._id);
    expect(failed).toMatchObject({ sentAt: null, lastError: expect.any(String) });
    expect(Number(failed?.attempts)).toBe(1);
    // Not before its retry time: 30 s after the failure.
    expect(new Date(failed?.nextAttemptAt ?? 0).getTime()).toBe(now.getTime() + 30_000);

    const up = dispatcher(mailerTo(catcher.port));
    expect(await up.runOnce(new Date(now.getTime() + 10_000))).toBe(0);
    expect(await up.runOnce(new Date(now.getTime() + 31_000))).toBeGreaterThanOrEqual(1);
    const [sent] = await rowsOf(order._id);
    expect(sent?.sentAt).not.toBeNull();
    expect(Number(sent?.attempts)).toBe(2);
    expect((await catcher.emails()).filter((email) => aboutOrder(email.subject, order.number))).toHaveLength(1);
  });

  it('sends, after its lease runs out, an email claimed by a process that died while sending it', async () => {
    // Everything pending so far is sent, so only this order's email is left.
    await dispatcher(mailerTo(catcher.port)).runOnce();
    const { order } = await cancelledOrder();
    const now = new Date();
    let claimedAt: () => void = () => {};
    const claimed = new Promise<void>((resolve) => (claimedAt = resolve));
    // The dying process: its SMTP server never answers, and it is never heard from again.
    const dying = createDispatcher({
      outboxRepository: createOutboxRepository(given.shop.db),
      mailer: { send: () => (claimedAt(), new Promise(() => {})), close: () => {} },
      logger,
      shopUrl: SHOP_URL,
    });
    void dying.runOnce(now);
    await claimed;

    const survivor = dispatcher(mailerTo(catcher.port));
    expect(await survivor.runOnce(new Date(now.getTime() + MINUTE))).toBe(0);
    expect((await rowsOf(order._id))[0]?.sentAt).toBeNull();
    expect(await survivor.runOnce(new Date(now.getTime() + 5 * MINUTE + 1000))).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(order._id))[0]?.sentAt).not.toBeNull();
    expect((await catcher.emails()).filter((email) => aboutOrder(email.subject, order.number))).toHaveLength(1);
  });

  it('runs by itself in main.ts: sends what is pending within a round, and stops after the round under way', async () => {
    const { order } = await cancelledOrder();
    const mailer = createSmtpMailer({ host: '127.0.0.1', port: catcher.port }, FROM);
    const loop = createDispatcher({ outboxRepository: createOutboxRepository(given.shop.db), mailer, logger, shopUrl: SHOP_URL, options: { everyMs: 50 } });
    const stop = startEmailDispatcher(loop, mailer, logger);
    try {
      await expect.poll(async () => (await rowsOf(order._id))[0]?.sentAt ?? null, { timeout: 10_000 }).not.toBeNull();
    } finally {
      await stop();
    }
    expect((await catcher.emails()).filter((email) => aboutOrder(email.subject, order.number))).toHaveLength(1);
  });

  it('without an SMTP server, main.ts’s loop says so and never runs', async () => {
    const lines: string[] = [];
    const log = createLogger('info', new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
    const { order } = await cancelledOrder();
    await startEmailDispatcher(dispatcher(undefined), undefined, log)();
    expect(lines.join('')).toContain('no SMTP server is configured');
    expect((await rowsOf(order._id))[0]?.sentAt).toBeNull();
  });

  it('deletes the rows of emails sent more than 30 days ago, and nothing pending', async () => {
    const now = new Date();
    const [old, recent, pending] = await Promise.all([cancelledOrder(), cancelledOrder(), cancelledOrder()]);
    await given.shop.db.sql.execute('UPDATE email_outbox SET sent_at = ? WHERE dedupe_key = ?', [new Date(now.getTime() - 31 * DAY), `${old.order._id}:order-cancelled`]);
    await given.shop.db.sql.execute('UPDATE email_outbox SET sent_at = ? WHERE dedupe_key = ?', [new Date(now.getTime() - 29 * DAY), `${recent.order._id}:order-cancelled`]);
    // A mail server that refuses everything: the pending row stays pending.
    await dispatcher(mailerTo(await freePort())).runOnce(now);
    expect(await rowsOf(old.order._id)).toEqual([]);
    expect(await kindsOf(recent.order._id)).toEqual(['order-cancelled']);
    expect((await rowsOf(pending.order._id))[0]?.sentAt).toBeNull();
  });
});
