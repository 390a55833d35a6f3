// Invoices and credit notes, on SQLite and PostgreSQL: an order paid through the shop gets an
// invoice numbered next in its series, in the payment's own transaction (gap-free, also when
// payments race); each refund of it gets a credit note with the VAT it gives back; both download
// as PDFs that say what was charged, for the customer, the guest's key and staff, and nobody else.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { checkedOut, clearCart, fillCart } from '../../../../test/support/cart.js';
import { addProduct, guestOrder, orderAs, placedOrder, stockOf } from '../../../../test/support/orders.js';
import { confirmedGuestPayment, guestPayments, payWithTestCard } from '../../../../test/support/payments.js';
import { asBytes, pdfText } from '../../../../test/support/pdf-text.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import type { Order } from '../../../shared/api-types.js';
import { createLogger } from '../../../shared/logger.js';
import { createDispatcher, createOutboxRepository, createSmtpMailer } from '../../notifications/index.js';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.js';
import { createOrderDocumentsRepository } from '../documents/documents.repository.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer', bob: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const seller = {
  legalName: 'Mill Lane Tools Ltd',
  address: '3 Mill Lane\nLeeds LS1 4AB',
  email: 'accounts@milllane.example',
  phone: '+44 113 496 0001',
  vatNumber: 'GB123456789',
  companyNumber: '01234567',
};
const shipping = {
  homeCountry: 'GB',
  zones: [{ name: 'United Kingdom', countries: ['GB'], methods: [{ id: 'post', name: 'Royal Mail', kind: 'flat', price: '6.00', freeFrom: null }] }],
};
const trade = { pricesIncludeTax: false, standardRate: '20', reducedRate: '5', exportsWithoutTax: false };
const consumer = { ...trade, pricesIncludeTax: true };

let saw: { _id: string };
let goggles: { _id: string };

const put = async (path: string, body: object) => expect((await given.shop.request.put(path).set(given.admin.auth).send(body)).status).toBe(200);
const invoiceOf = (order: Order) => order.documents.find((document) => document.kind === 'invoice');
const download = (path: string, auth: Record<string, string> = given.alice.auth) => asBytes(given.shop.request.get(path).set(auth));

beforeAll(async () => {
  await put('/api/settings/business', seller);
  await put('/api/settings/shipping', shipping);
  await put('/api/settings/tax', consumer);
  saw = await addProduct(given.shop, given.admin, { name: 'Tenon Saw', price: 30, minimum: 1, available: 500 } as object);
  goggles = await addProduct(given.shop, given.admin, { name: 'Safety Goggles', price: 10, minimum: 1, available: 500, taxClass: 'reduced' } as object);
});

/** An order of 2 saws and 2 goggles delivered in the UK, paid by Alice. */
async function paidOrder(): Promise<Order> {
  await clearCart(given.shop, given.alice);
  await fillCart(given.shop, given.alice, [
    [saw._id, 2],
    [goggles._id, 2],
  ]);
  const order = await checkedOut(given.shop, given.alice, { country: 'GB' });
  return payWithTestCard(given.shop, given.alice, order._id);
}

describe('an invoice', () => {
  it('when an order is paid through the shop, then it gets the next invoice number, and its PDF says who sold what to whom, with the VAT per rate', async () => {
    const order = await paidOrder();
    const invoice = invoiceOf(order);
    expect(invoice).toMatchObject({ kind: 'invoice', total: order.price, refundId: null });
    expect(invoice?.number).toMatch(/^INV-\d{6}$/);

    const response = await download(`/api/orders/${order._id}/documents/${invoice?.id}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice?.number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.body as Buffer);
    for (const said of ['Mill Lane Tools Ltd', 'VAT number: GB123456789', 'Company number: 01234567', 'Invoice', `Number: ${invoice?.number}`, `Order: #${order.number}`, 'alice', '14 Mill Lane, Leeds LS1 4AB']) {
      expect(text).toContain(said);
    }
    // £60 of saws at 20% and £20 of goggles at 5%; the £6 delivery splits 4.50 / 1.50.
    expect(text).toMatch(/Tenon Saw 2 \$30\.00 20% \$60\.00/);
    expect(text).toMatch(/Safety Goggles 2 \$10\.00 5% \$20\.00/);
    expect(text).toContain('Delivery: Royal Mail');
    expect(text).toContain('Total paid $86.00');
    expect(text).toContain('Includes VAT at 20% on $53.75 $10.75');
    expect(text).toContain('Includes VAT at 5% on $20.48 $1.02');
    expect(order.tax?.total).toBe('11.77');
    expect(text).toContain('Total VAT $11.77');
  });

  it('when a business buyer gives its VAT number, then the order keeps it and the invoice prints it under the buyer; a number not written as the tax office writes it orders nothing', async () => {
    await clearCart(given.shop, given.alice);
    await fillCart(given.shop, given.alice, [[saw._id, 1]]);
    const refused = await given.shop.request.post('/api/checkout').set(given.alice.auth).send({ address: '1 Road', phone: '+44 113 496 0000', country: 'GB', vatNumber: 'gb 123 456 789' });
    expectProblem(refused, 400);
    const order = await checkedOut(given.shop, given.alice, { country: 'GB', vatNumber: 'GB987654321' });
    expect(order.vatNumber).toBe('GB987654321');
    // It changes no amount: £30 with its VAT in it, and £6 delivery.
    expect(order.price).toBe('36.00');
    const paid = await payWithTestCard(given.shop, given.alice, order._id);
    const text = await pdfText((await download(`/api/orders/${paid._id}/documents/${invoiceOf(paid)?.id}`)).body as Buffer);
    expect(text).toMatch(/Billed to .*VAT number: GB987654321/);
    expect((await paidOrder()).vatNumber).toBeNull();
  });

  it('when an order is unpaid or cancelled, then it has no documents', async () => {
    const order = await placedOrder(given.shop, given.alice, saw._id, 1, { country: 'GB' });
    expect(order.documents).toEqual([]);
    const cancelled = await given.shop.request.delete(`/api/order/${order._id}`).set(given.alice.auth);
    expect(cancelled.body.documents).toEqual([]);
  });

  it('when someone else asks for it, then it is missing for another customer, unknown without a sign-in, and another order’s document is never served', async () => {
    const [mine, other] = [await paidOrder(), await paidOrder()];
    const path = `/api/orders/${mine._id}/documents/${invoiceOf(mine)?.id}`;
    expectProblem(await given.shop.request.get(path).set(given.bob.auth), 404);
    expectProblem(await given.shop.request.get(path), 401);
    expect((await download(path, given.admin.auth)).status).toBe(200);
    expectProblem(await given.shop.request.get(`/api/orders/${mine._id}/documents/${invoiceOf(other)?.id}`).set(given.alice.auth), 404);
    expectProblem(await given.shop.request.get(`/api/orders/${mine._id}/documents/not-an-id`).set(given.alice.auth), 400);
  });

  it('when a guest pays, then the invoice opens with the order’s key and with no other', async () => {
    const { order, key } = await guestOrder(given.shop, saw._id, 1, { country: 'GB' });
    const other = await guestOrder(given.shop, saw._id, 1, { country: 'GB' });
    const intent = await confirmedGuestPayment(given.shop, order._id, key);
    const paid = (await guestPayments(given.shop, order._id, key).markOrderPaid(intent.paymentIntentId)).body as Order;
    const path = `/api/guest/orders/${order._id}/documents/${invoiceOf(paid)?.id}`;
    const response = await download(path, { 'X-Order-Key': key });
    expect(response.status).toBe(200);
    expect(await pdfText(response.body as Buffer)).toContain('Total paid $36.00');
    expectProblem(await given.shop.request.get(path).set('X-Order-Key', other.key), 404);
  });

  it('when the shop’s details change after, then the invoice still says what it said when issued', async () => {
    const order = await paidOrder();
    await put('/api/settings/business', { ...seller, legalName: 'Renamed Tools Ltd' });
    try {
      const text = await pdfText((await download(`/api/orders/${order._id}/documents/${invoiceOf(order)?.id}`)).body as Buffer);
      expect(text).toContain('Mill Lane Tools Ltd');
      expect(text).not.toContain('Renamed');
    } finally {
      await put('/api/settings/business', seller);
    }
  });
});

describe('invoice numbers', () => {
  it('when payments race, then each paid order has its own number and the numbers run on with no gap', async () => {
    const placed = [];
    for (let index = 0; index < 6; index += 1) placed.push(await placedOrder(given.shop, given.alice, saw._id, 1, { country: 'GB' }));
    const paid = await Promise.all(placed.map((order) => payWithTestCard(given.shop, given.alice, order._id)));
    const numbers = paid.map((order) => Number(invoiceOf(order)?.number.slice(4))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers.at(-1)! - numbers[0]!).toBe(5);
  });

  it('when the transaction that took a number rolls back, then the next document takes the same number', async () => {
    const documents = createOrderDocumentsRepository(given.shop.db);
    let taken = 0;
    await expect(
      given.shop.db.write(async (transaction) => {
        taken = await documents.nextNumber('credit-note', transaction);
        throw new Error('the refund failed');
      }),
    ).rejects.toThrow('the refund failed');
    expect(await given.shop.db.write((transaction) => documents.nextNumber('credit-note', transaction))).toBe(taken);
  });
});

describe('a credit note', () => {
  it('when part of a trade order is refunded, then the refund gives back the line with its VAT, the stock returns, and a credit note says so', async () => {
    await put('/api/settings/tax', trade);
    try {
      const order = await paidOrder();
      // Trade prices: £60 + £20 of goods, £6 delivery (4.50 / 1.50), VAT 12.90 + 1.08 added.
      expect(order.price).toBe('99.98');
      const stock = await stockOf(given.shop, saw._id);
      const refunded = await given.shop.request.post(`/api/orders/${order._id}/refunds`).set(given.admin.auth).send({ lines: [{ line: 0, quantity: 1, restock: true }] });
      expect(refunded.status, refunded.text).toBe(200);
      const after = refunded.body as Order;
      // One saw: £30 and its 20%.
      expect(after.refunds[0]?.amount).toBe('36.00');
      expect(await stockOf(given.shop, saw._id)).toBe(stock + 1);
      const note = after.documents.find((document) => document.kind === 'credit-note');
      expect(note).toMatchObject({ total: '36.00', refundId: after.refunds[0]?.id });
      expect(note?.number).toMatch(/^CN-\d{6}$/);

      const text = await pdfText((await download(`/api/orders/${order._id}/documents/${note?.id}`)).body as Buffer);
      expect(text).toContain('Credit note');
      expect(text).toContain(`Credits invoice: ${invoiceOf(order)?.number}`);
      expect(text).toMatch(/Tenon Saw 1 \$30\.00 20% \$30\.00/);
      expect(text).toContain('VAT at 20% on $30.00 $6.00');
      expect(text).toContain('Total refunded $36.00');
      expect((await orderAs(given.shop, given.alice, order._id)).documents.map((document) => document.kind)).toEqual(['invoice', 'credit-note']);
    } finally {
      await put('/api/settings/tax', consumer);
    }
  });

  it('when the rest is refunded after, then the credit notes together give back what the invoice charged', async () => {
    const order = await paidOrder();
    await given.shop.request.post(`/api/orders/${order._id}/refunds`).set(given.admin.auth).send({ lines: [{ line: 1, quantity: 1, restock: false }] });
    const rest = await given.shop.request.post(`/api/orders/${order._id}/refund`).set(given.admin.auth);
    expect(rest.status, rest.text).toBe(200);
    const notes = (rest.body as Order).documents.filter((document) => document.kind === 'credit-note');
    expect(notes).toHaveLength(2);
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(notes.reduce((sum, document) => sum + cents(document.total), 0)).toBe(cents(order.price));
    expect(Number(notes[1]?.number.slice(3))).toBe(Number(notes[0]?.number.slice(3)) + 1);
  });
});

describe('the emails', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher.stop());

  it('when an order is paid and then part refunded, then the confirmation carries the invoice and the refund’s email its credit note, as PDFs', async () => {
    const order = await paidOrder();
    const refunded = await given.shop.request.post(`/api/orders/${order._id}/refunds`).set(given.admin.auth).send({ lines: [{ line: 1, quantity: 1, restock: true }] });
    const [invoice, note] = (refunded.body as Order).documents;
    const mailer = createSmtpMailer({ host: '127.0.0.1', port: catcher.port }, 'Shop <orders@shop.test>');
    try {
      const dispatcher = createDispatcher({ outboxRepository: createOutboxRepository(given.shop.db), mailer, logger: createLogger('silent'), shopUrl: 'http://shop.test', document: given.shop.services.orders.documentPdf });
      while ((await dispatcher.runOnce()) > 0);
    } finally {
      mailer.close();
    }
    const about = (await catcher.emails()).filter((email) => email.subject.includes(`#${order.number}`));
    const confirmation = about.find((email) => email.subject.endsWith('is confirmed'));
    const refundEmail = about.find((email) => email.subject.toLowerCase().includes('refund'));
    expect(confirmation?.text).toContain(`Your invoice, ${invoice?.number}, is attached as a PDF.`);
    expect(confirmation?.attachments).toEqual([expect.objectContaining({ filename: `${invoice?.number}.pdf`, contentType: 'application/pdf' })]);
    expect(refundEmail?.text).toContain(`Your credit note, ${note?.number}, is attached as a PDF.`);
    expect(refundEmail?.attachments).toEqual([expect.objectContaining({ filename: `${note?.number}.pdf`, contentType: 'application/pdf' })]);
  });
});
