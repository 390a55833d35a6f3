// Order emails go through the outbox: each change of an order records exactly one email in the
// change's own transaction, and the dispatcher sends it through a real SMTP server (maildev), marks
// it sent, retries it after a failure and takes over a row whose process died mid-send. On SQLite
// and on PostgreSQL (TEST_DATABASE_URL).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { freePort, startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.js';
import { addProduct, placedOrder, placeOrder, stockOf } from '../../../../test/support/orders.js';
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
const FROM = 'Hand Tools <orders@handtools.localhost>';
const logger = createLogger('silent');

const given = useTestShop({ people: { admin: 'admin', alice: 'customer' } });
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

const dispatcher = (mailer: Mailer | undefined) => createDispatcher({ outboxRepository: createOutboxRepository(given.shop.db), mailer, logger });

async function newOrder(quantity = 2) {
  const product = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
  return { product, order: await placedOrder(given.shop, given.alice, product._id, quantity) };
}

describe('each change of an order records exactly one email, in its own transaction', () => {
  it('placed, paid and shipped: one email each, to the customer, with the order as it was then', async () => {
    const { order } = await newOrder();
    expect(await kindsOf(order._id)).toEqual(['order-placed']);
    const [placed] = await rowsOf(order._id);
    expect(placed?.recipient).toBe(given.alice.email);
    expect(JSON.parse(placed?.payload ?? '{}')).toMatchObject({ orderId: order._id, orderNumber: order.number, lines: [{ quantity: 2 }] });

    const paid = await payWithTestCard(given.shop, given.alice, order._id);
    // The payment's PATCH again, as a retried request would send it: no second email.
    expect((await markOrderPaid(given.shop, given.alice, order._id, paid.transactionId ?? '')).status).toBe(200);
    expect(await kindsOf(order._id)).toEqual(['order-placed', 'payment-received']);
    const payment = (await rowsOf(order._id)).find((row) => row.kind === 'payment-received');
    expect(JSON.parse(payment?.payload ?? '{}')).toMatchObject({ orderId: order._id, orderNumber: order.number });

    expect((await given.shop.request.patch(`/api/orders/${order._id}/ship`).set(given.admin.auth)).status).toBe(200);
    expect((await given.shop.request.patch(`/api/orders/${order._id}/ship`).set(given.admin.auth)).status).toBe(409);
    expect(await kindsOf(order._id)).toEqual(['order-placed', 'order-shipped', 'payment-received']);
  });

  it('cancelled by the shopper: one cancellation email, even when cancelled twice', async () => {
    const { order } = await newOrder();
    expect((await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth)).status).toBe(200);
    expect((await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth)).status).toBe(409);
    expect(await kindsOf(order._id)).toEqual(['order-cancelled', 'order-placed']);
  });

  it('expired unpaid: the sweep records an expiry email, not a cancellation', async () => {
    const { order } = await newOrder();
    expect(await given.shop.services.orders.releaseExpiredHolds(new Date(Date.now() + 2 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await kindsOf(order._id)).toEqual(['order-expired', 'order-placed']);
  });

  it('a payment that succeeds after the cancel is refunded with one refund email, however often it is reported', async () => {
    const { order } = await newOrder();
    const intent = await startPayment(given.shop, given.alice, order._id);
    expect((await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth)).status).toBe(200);
    await given.shop.db.sequelize.query("UPDATE test_payment_intents SET status = 'succeeded' WHERE id = ?", { replacements: [intent.paymentIntentId] });
    const answers = await Promise.all([1, 2, 3].map(() => markOrderPaid(given.shop, given.alice, order._id, intent.paymentIntentId)));
    expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409]);
    expect(await kindsOf(order._id)).toEqual(['order-cancelled', 'order-placed', 'order-refunded']);
    const refund = (await rowsOf(order._id)).find((row) => row.kind === 'order-refunded');
    expect(JSON.parse(refund?.payload ?? '{}')).toMatchObject({ orderId: order._id, orderNumber: order.number });
  });

  it('an order whose email can’t be recorded is not placed: order, stock and email commit together', async () => {
    const product = await addProduct(given.shop, given.admin, { available: 20, minimum: 1 });
    const before = await given.shop.db.sql.select<{ n: number | string }>('SELECT COUNT(*) AS n FROM orders', []);
    await given.shop.db.sequelize.query('ALTER TABLE email_outbox RENAME TO email_outbox_away');
    try {
      expect((await placeOrder(given.shop, given.alice, product._id, 3)).status).toBe(500);
    } finally {
      await given.shop.db.sequelize.query('ALTER TABLE email_outbox_away RENAME TO email_outbox');
    }
    const after = await given.shop.db.sql.select<{ n: number | string }>('SELECT COUNT(*) AS n FROM orders', []);
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
    expect(await stockOf(given.shop, product._id)).toBe(20);
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

describe('the dispatcher', () => {
  it('sends every pending email through SMTP once and marks it sent', async () => {
    const { order } = await newOrder(3);
    const paid = await payWithTestCard(given.shop, given.alice, order._id);
    const smtp = dispatcher(mailerTo(catcher.port));
    expect(await smtp.runOnce()).toBeGreaterThanOrEqual(2);
    expect(await smtp.runOnce()).toBe(0);

    const rows = await rowsOf(order._id);
    expect(rows.every((row) => row.sentAt !== null && Number(row.attempts) === 1)).toBe(true);
    const caught = (await catcher.emails()).filter((email) => aboutOrder(email.subject, order.number));
    expect(caught.map((email) => email.subject).sort()).toEqual([`Payment received for order #${order.number}`, `Your Hand Tools order #${order.number}`]);
    const payment = caught.find((email) => email.subject.startsWith('Payment received'));
    expect(payment?.to.map((to) => to.address)).toEqual([given.alice.email]);
    expect(payment?.text).toContain(`#${order.number}`);
    expect(payment?.html).not.toContain(paid.transactionId);
    expect(payment?.text).not.toContain(paid.transactionId);
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
    const { order } = await newOrder();
    expect(await dispatcher(undefined).runOnce()).toBe(0);
    expect((await rowsOf(order._id)).map((row) => row.sentAt)).toEqual([null]);
  });

  it('retries an email the SMTP server refused, later, and then sends it', async () => {
    const { order } = await newOrder();
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
    const { order } = await newOrder();
    const now = new Date();
    let claimedAt: () => void = () => {};
    const claimed = new Promise<void>((resolve) => (claimedAt = resolve));
    // The dying process: its SMTP server never answers, and it is never heard from again.
    const dying = createDispatcher({
      outboxRepository: createOutboxRepository(given.shop.db),
      mailer: { send: () => (claimedAt(), new Promise(() => {})), close: () => {} },
      logger,
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
    const { order } = await newOrder();
    const mailer = createSmtpMailer({ host: '127.0.0.1', port: catcher.port }, FROM);
    const loop = createDispatcher({ outboxRepository: createOutboxRepository(given.shop.db), mailer, logger, options: { everyMs: 50 } });
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
    const { order } = await newOrder();
    await startEmailDispatcher(dispatcher(undefined), undefined, log)();
    expect(lines.join('')).toContain('no SMTP server is configured');
    expect((await rowsOf(order._id))[0]?.sentAt).toBeNull();
  });

  it('deletes the rows of emails sent more than 30 days ago, and nothing pending', async () => {
    const now = new Date();
    const [old, recent, pending] = await Promise.all([newOrder(), newOrder(), newOrder()]);
    await given.shop.db.sql.execute('UPDATE email_outbox SET sent_at = ? WHERE dedupe_key = ?', [new Date(now.getTime() - 31 * DAY), `${old.order._id}:order-placed`]);
    await given.shop.db.sql.execute('UPDATE email_outbox SET sent_at = ? WHERE dedupe_key = ?', [new Date(now.getTime() - 29 * DAY), `${recent.order._id}:order-placed`]);
    // A mail server that refuses everything: the pending row stays pending.
    await dispatcher(mailerTo(await freePort())).runOnce(now);
    expect(await rowsOf(old.order._id)).toEqual([]);
    expect(await kindsOf(recent.order._id)).toEqual(['order-placed']);
    expect((await rowsOf(pending.order._id))[0]?.sentAt).toBeNull();
  });
});
