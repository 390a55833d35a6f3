// The emails a shopper gets: they order a tool and pay with 4242 at once, and one email, the order's
// confirmation, is in the mail catcher `npm start` runs, naming the order by its number, never by
// the transaction id the page showed; its "View your order" link opens the order in the shop.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { demo, launchBrowser, logIn, openPage, screenshotFailures, shopUrl, type WatchedPage } from './support/browser';

const TOOL = 'Combination Spanner Set, 8-19 mm';
const MINIMUM = 2;

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text?: string;
}

let browser: Browser;
let customer: WatchedPage;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  customer = await openPage(browser);
  page = customer.page;
});
afterAll(() => browser?.close());
screenshotFailures();

async function emailsAbout(text: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${inject('mailUrl')}/api/email`);
  expect(response.status).toBe(200);
  const emails = (await response.json()) as CaughtEmail[];
  return emails.filter((email) => email.to.some((to) => to.address === demo.customer.email) && email.text?.includes(text));
}

it('a customer who orders and pays finds one email in the inbox, the confirmation, whose link opens the order', async () => {
  await logIn(page, demo.customer);
  const found = (await (await fetch(`${shopUrl()}/api/products?q=${encodeURIComponent(TOOL)}`)).json()) as { items: Array<{ _id: string; name: string }> };
  const tool = found.items.find((item) => item.name === TOOL);
  expect(tool).toBeDefined();
  // Buy Now's checkout: the order is placed and paid on one page.
  await page.goto(`/checkout?buy=${tool!._id}&quantity=${MINIMUM}`);
  await page.getByRole('region', { name: 'Your order' }).getByText(`${MINIMUM} × ${TOOL}`).waitFor();
  const form = page.getByRole('form', { name: 'Delivery details' });
  await form.getByRole('textbox', { name: 'Address' }).fill('14 Mill Lane, Leeds LS1 4AB');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+44 113 496 0000');
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByText('Congratulations! your payment is completed').waitFor();
  await page.getByText(`${MINIMUM} × ${TOOL}`).waitFor();
  const thankYou = await page.locator('body').innerText();
  const transactionId = /pi_test_\w+/.exec(thankYou)?.[0];
  const orderNumber = /Order (#\d+)/.exec(thankYou)?.[1];
  expect(transactionId).toBeDefined();
  expect(orderNumber).toBeDefined();

  // The dispatcher looks at the outbox every few seconds.
  await expect
    .poll(async () => (await emailsAbout(orderNumber!)).map((email) => email.subject), { timeout: 30_000, interval: 500 })
    .toEqual([`Your Hand Tool Shop order ${orderNumber} is confirmed`]);
  // The payment provider's id stays on the payment's success and the admin's order page.
  expect(await emailsAbout(transactionId!)).toEqual([]);

  const [confirmation] = await emailsAbout(orderNumber!);
  const orderLink = /View your order (\S+)/.exec(confirmation?.text ?? '')?.[1];
  expect(orderLink?.startsWith(`${shopUrl()}/orders/`)).toBe(true);
  await page.goto(orderLink!);
  await page.getByRole('heading', { name: `Order ${orderNumber}`, exact: true }).waitFor();
  customer.expectNoProblems();
});
