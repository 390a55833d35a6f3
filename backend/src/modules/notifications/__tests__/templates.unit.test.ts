// Every order email renders with the order's details, in HTML and plain text.
import { describe, expect, it } from 'vitest';
import { ORDER_EMAIL_KINDS, renderOrderEmail } from '../index.js';
import { sampleOrder } from '../sample-order.js';

const order = sampleOrder;

describe('order emails', () => {
  it.each(ORDER_EMAIL_KINDS)('%s shows the order: its number, every tool with its quantity and prices, the total, to the customer by name', async (kind) => {
    const email = await renderOrderEmail(kind, order);
    expect(email.subject).toMatch(/#1042$|#1042 /);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('#1042');
      expect(part).toContain('Ada Turner');
      expect(part).toContain('2 × Block Plane No. 60½ at $89.99');
      expect(part).toContain('$179.98');
      expect(part).toContain('1 × Marking Gauge at $24.50');
      expect(part).toContain('$204.48');
    }
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.text).not.toContain('<');
  });

  it('the payment email names the order by its number, never by the payment provider’s id', async () => {
    const email = await renderOrderEmail('payment-received', order);
    expect(email.subject).toBe('Payment received for order #1042');
    expect(email.text).toContain('#1042');
    expect(email.html).not.toContain('Transaction Id');
    expect(email.text).not.toMatch(/pi_test_|re_test_/);
  });

  it('the placed email’s subject is the shop’s and the order’s number', async () => {
    expect((await renderOrderEmail('order-placed', order)).subject).toBe('Your Hand Tools order #1042');
  });

  it('a snapshot stored before orders had numbers names the order by its id', async () => {
    const email = await renderOrderEmail('order-shipped', { ...order, orderNumber: undefined });
    expect(email.subject).toBe(`Order ${order.orderId} has shipped`);
    expect(email.text).toContain(order.orderId);
  });

  it('the placed email says where it ships and until when it is held', async () => {
    const email = await renderOrderEmail('order-placed', order);
    expect(email.text).toContain('14 Mill Lane, Leeds LS1 4AB');
    expect(email.text).toContain('Nov 25, 2026, 9:30 AM UTC');
  });

  it('a cancelled and an expired order are told apart', async () => {
    const cancelled = await renderOrderEmail('order-cancelled', order);
    const expired = await renderOrderEmail('order-expired', order);
    // Plain text shows the heading in capitals.
    expect(cancelled.text).toContain('YOUR ORDER WAS CANCELLED');
    expect(expired.text).toContain('YOUR ORDER EXPIRED');
    expect(cancelled.html).toContain('Your order was cancelled');
    expect(expired.text).toContain('did not receive a payment');
  });

  it('the refund email names the order by its number and the sum, not the payment provider’s ids', async () => {
    const email = await renderOrderEmail('order-refunded', order);
    expect(email.text).toContain('#1042');
    expect(email.text).not.toMatch(/pi_test_|re_test_/);
    expect(email.text).toContain('all of it: $204.48');
  });

  it('the preview line names the first tool and counts the others', async () => {
    const placed = await renderOrderEmail('order-placed', order);
    expect(placed.html).toContain('Order #1042: 2 × Block Plane No. 60½ and 1 more tool');
    const one = await renderOrderEmail('order-placed', { ...order, lines: order.lines.slice(0, 1), totalCents: 17998 });
    expect(one.html).toContain('Order #1042: 2 × Block Plane No. 60½<');
  });

  it('what a customer typed is escaped, not markup', async () => {
    const email = await renderOrderEmail('order-placed', { ...order, customerName: '<script>alert(1)</script>' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
  });
});
