// Every order email renders with the order's details, in HTML and plain text, under the shop's one
// name, and links to the order and to the shop on the shop's public origin.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHOP_NAME } from '../../../shared/brand.js';
import { ORDER_EMAIL_KINDS, renderOrderEmail, renderPasswordResetEmail } from '../index.js';
import { sampleGuestOrder, sampleOrder, sampleRefund, sampleSender } from '../sample-order.js';

const order = sampleOrder;
const SHOP = 'https://shop.example.com';
const render = (kind: Parameters<typeof renderOrderEmail>[0], details = order) => renderOrderEmail(kind, details, SHOP);
const ORDER_PAGE = `${SHOP}/orders/${order.orderId}/thank-you`;
/** The targets of the HTML's links, in order. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('who sends them', () => {
  it.each(ORDER_EMAIL_KINDS)('%s states the business in its footer, as the owner set it: name, address, company and VAT numbers', async (kind) => {
    const email = await renderOrderEmail(kind, order, SHOP, sampleSender);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hand Tool Shop Ltd · 3 Forge Yard, Sheffield S1 2AB, United Kingdom · Company no. 01234567 · VAT GB123456789');
    }
  });

  it('when the shop has said only its name, then the footer says that alone; the password email has it too', async () => {
    const nameOnly = { ...sampleSender, address: null, vatNumber: null, companyNumber: null };
    expect((await renderOrderEmail('order-shipped', order, SHOP, nameOnly)).text.trimEnd()).toMatch(/Reply to this email\.\s+Hand Tool Shop Ltd$/);
    expect((await renderPasswordResetEmail({ oobCode: 'code' }, SHOP, sampleSender)).text).toContain('VAT GB123456789');
  });
});

describe('a refund of part of an order', () => {
  it('says what went back and for what, and that it is part of the order', async () => {
    const email = await renderOrderEmail('order-refund-issued', { ...order, refund: sampleRefund }, SHOP);
    expect(email.subject).toBe('Part of order #1042 was refunded');
    expect(email.text).toContain('We have refunded $98.94 for 1 × Block Plane No. 60½ and the delivery charge of this order.');
    const last = await renderOrderEmail('order-refund-issued', { ...order, refund: { ...sampleRefund, lines: [], shippingCents: 0, amountCents: 500, final: true } }, SHOP);
    expect(last.subject).toBe('Order #1042 was refunded');
    expect(last.text).toContain('We have refunded $5.00, which completes the refund of this order.');
  });
});

describe('order emails', () => {
  it.each(ORDER_EMAIL_KINDS)('%s shows the order: its number, every tool with its quantity and prices, the delivery, the total and the VAT in it, to the customer by name', async (kind) => {
    const email = await render(kind);
    expect(email.subject).toMatch(/#1042$|#1042 /);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('#1042');
      expect(part).toContain('Ada Turner');
      expect(part).toContain('2 × Block Plane No. 60½ at $89.99');
      expect(part).toContain('$179.98');
      expect(part).toContain('1 × Marking Gauge at $24.50');
      expect(part).toContain('Delivery: Standard delivery');
      expect(part).toContain('$8.95');
      expect(part).toContain('$213.43');
      expect(part).toContain('Includes VAT at 20%');
      expect(part).toContain('$35.57');
    }
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.text).not.toContain('<');
  });

  it.each(ORDER_EMAIL_KINDS)('%s links to the order ("View your order") and to the shop, under the shop’s one name', async (kind) => {
    const email = await render(kind);
    expect(hrefs(email.html)).toContain(ORDER_PAGE);
    expect(hrefs(email.html)).toContain(`${SHOP}/`);
    expect(email.text).toContain(`View your order ${ORDER_PAGE}`);
    expect(email.text).toContain(`${SHOP}/`);
    expect(email.html).toContain(SHOP_NAME);
    expect(email.html).not.toMatch(/Hand Tools(?! )/);
  });

  it('prices without VAT add it before the total; an export charged without VAT says what came off; an order from before tax says nothing of it', async () => {
    const trade = await renderOrderEmail('order-confirmed', { ...order, tax: { pricesIncludeTax: false, exemptCents: 0, rates: [{ percent: '17.5', taxCents: 3735 }] } }, SHOP);
    expect(trade.text).toMatch(/VAT at 17\.5%\s+\$37\.35\s+Total/);
    const exported = await renderOrderEmail('order-confirmed', { ...order, tax: { pricesIncludeTax: true, exemptCents: 3557, rates: [] } }, SHOP);
    expect(exported.text).toContain('VAT taken off (delivered abroad)');
    expect(exported.text).toContain('−$35.57');
    expect((await renderOrderEmail('order-confirmed', { ...order, tax: undefined }, SHOP)).text).not.toContain('VAT at');
  });

  it('links start with the shop’s origin whatever it is, and nowhere else', async () => {
    const email = await renderOrderEmail('payment-reminder', order, 'http://localhost:3000');
    expect(hrefs(email.html).every((href) => href?.startsWith('http://localhost:3000/'))).toBe(true);
  });

  it('the confirmation: after payment, what was bought, the total paid, where it ships, and the order’s number (never the payment provider’s id)', async () => {
    const email = await render('order-confirmed');
    expect(email.subject).toBe(`Your ${SHOP_NAME} order #1042 is confirmed`);
    expect(email.text).toContain('ORDER CONFIRMED');
    expect(email.text).toContain('Your payment of $213.43 is complete');
    expect(email.text).toContain('14 Mill Lane, Leeds LS1 4AB');
    expect(email.text).toContain('+44 113 496 0000');
    expect(email.html).not.toContain('Transaction Id');
    expect(email.text).not.toMatch(/pi_test_|re_test_/);
  });

  it('the reminder: until when the tools are held, and a link to pay the order before the link to it', async () => {
    const email = await render('payment-reminder');
    expect(email.subject).toBe('Order #1042 is waiting for your payment');
    expect(email.text).toContain('We are holding your tools until Nov 25, 2026, 9:30 AM UTC');
    const links = hrefs(email.html);
    expect(links.indexOf(`${SHOP}/dashboard/payment/${order.orderId}`)).toBeGreaterThanOrEqual(0);
    expect(links.indexOf(`${SHOP}/dashboard/payment/${order.orderId}`)).toBeLessThan(links.indexOf(ORDER_PAGE));
    expect(email.text).toContain(`Pay now ${SHOP}/dashboard/payment/${order.orderId}`);
  });

  it.each(ORDER_EMAIL_KINDS)('%s of a guest’s order links to its page with its key, for viewing and paying, and never to an account’s page', async (kind) => {
    const email = await render(kind, sampleGuestOrder);
    const guestPage = `${SHOP}/orders/${order.orderId}#key=${sampleGuestOrder.guest!.key!}`;
    expect(hrefs(email.html)).toContain(guestPage);
    expect(email.text).toContain(`View your order ${guestPage}`);
    expect(hrefs(email.html).filter((href) => /thank-you|dashboard/.test(href!))).toEqual([]);
    if (kind === 'payment-reminder') expect(email.text).toContain(`Pay now ${guestPage}`);
    // A guest gave an email, not a name.
    expect(email.text).toMatch(/^Hello,$/m);
    expect(email.text).not.toContain('Guest');
  });

  it('a guest’s order whose key could not be recovered: every link leads to the shop, and no key or account page appears', async () => {
    for (const kind of ORDER_EMAIL_KINDS) {
      const email = await render(kind, { ...sampleGuestOrder, guest: { key: null } });
      expect(new Set(hrefs(email.html))).toEqual(new Set([`${SHOP}/`]));
      expect(email.html).not.toContain('#key=');
    }
  });

  it('an email the outbox holds under a kind from before (placed, payment received) is sent as the one that took its place', async () => {
    expect((await render('payment-received')).subject).toBe((await render('order-confirmed')).subject);
    expect((await render('order-placed')).subject).toBe((await render('payment-reminder')).subject);
  });

  it('a snapshot stored before orders had numbers names the order by its id', async () => {
    const email = await render('order-shipped', { ...order, orderNumber: undefined });
    expect(email.subject).toBe(`Order ${order.orderId} has shipped`);
    expect(email.text).toContain(order.orderId);
  });

  it('a cancelled and an expired order are told apart', async () => {
    const cancelled = await render('order-cancelled');
    const expired = await render('order-expired');
    // Plain text shows the heading in capitals.
    expect(cancelled.text).toContain('YOUR ORDER WAS CANCELLED');
    expect(expired.text).toContain('YOUR ORDER EXPIRED');
    expect(cancelled.html).toContain('Your order was cancelled');
    expect(expired.text).toContain('did not receive a payment');
  });

  it('the refund email names the order by its number and the sum, not the payment provider’s ids', async () => {
    const email = await render('order-refunded');
    expect(email.text).toContain('#1042');
    expect(email.text).not.toMatch(/pi_test_|re_test_/);
    expect(email.text).toContain('all of it: $213.43');
  });

  it('the preview line names the first tool and counts the others', async () => {
    const confirmed = await render('order-confirmed');
    expect(confirmed.html).toContain('Order confirmed: 2 × Block Plane No. 60½ and 1 more tool');
    const one = await render('order-confirmed', { ...order, lines: order.lines.slice(0, 1), totalCents: 17998 });
    expect(one.html).toContain('Order confirmed: 2 × Block Plane No. 60½<');
  });

  it('what a customer typed is escaped, not markup', async () => {
    const email = await render('order-confirmed', { ...order, customerName: '<script>alert(1)</script>' });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
  });
});

it('the emails’ name for the shop is the site’s (frontend/src/lib/brand.ts)', () => {
  const site = readFileSync(new URL('../../../../../frontend/src/lib/brand.ts', import.meta.url), 'utf8');
  expect(site).toContain(`export const SHOP_NAME = '${SHOP_NAME}';`);
});
