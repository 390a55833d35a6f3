// The cart as a shopper uses it: a visitor adds two tools (one from its card, one from its page),
// the navbar counts them once the page is the browser's (nothing moves, nothing mismatches), they
// choose to sign in at the checkout and come back to it, one order of both lines is placed and paid with 4242,
// and both lines show in My Orders, in the admin's Manage All Orders and in the shop's emails.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type Tool } from './support/catalogue';
import { demo, launchBrowser, logIn, openPage, screenshotFailures, shopUrl, waitForInteractive, type WatchedPage } from './support/browser';

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text?: string;
}

let browser: Browser;
let tools: [Tool, Tool];
beforeAll(async () => {
  browser = await launchBrowser();
  const { items } = (await (await fetch(`${shopUrl()}/api/products?limit=6`)).json()) as { items: Tool[] };
  const orderable = items.filter((tool) => tool.available >= tool.minimum * 3);
  tools = [orderable[0]!, orderable[1]!];
});
afterAll(() => browser?.close());
screenshotFailures();

const cardOf = (page: Page, name: string) => page.locator('#tools article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Layout shifts a shopper would see (Lighthouse's CLS), counted from the page's start. */
async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
}

async function emailsAbout(text: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${inject('mailUrl')}/api/email`);
  expect(response.status).toBe(200);
  const emails = (await response.json()) as CaughtEmail[];
  return emails.filter((email) => email.to.some((to) => to.address === demo.customer.email) && email.text?.includes(text));
}

/** The cart link's name: it counts tools, not lines. */
const cartWith = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

let shopper: WatchedPage;
// "#1042", as My Orders shows it and the emails name it.
let orderNumber: string;
let transactionId: string;

it('a visitor adds two tools, and the cart’s count appears once the page is theirs, without a mismatch or a shift', async () => {
  shopper = await openPage(browser, 'phone');
  const { page } = shopper;
  const [fromCard, fromPage] = tools;
  // The server can know neither the session nor this browser's cart: its cart link has no count.
  const html = await (await fetch(`${shopUrl()}/`, { headers: { Accept: 'text/html' } })).text();
  expect(html).toMatch(/<a [^>]*aria-label="Cart"[^>]*href="\/cart"|<a [^>]*href="\/cart"[^>]*aria-label="Cart"/);

  await page.goto('/');
  await waitForInteractive(page);
  await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
  await cardOf(page, fromCard.name).getByRole('button', { name: `Add to cart: ${fromCard.name}` }).click();
  await page.getByText(`Added ${fromCard.minimum} × ${fromCard.name} to your cart.`).waitFor();
  await page.getByRole('link', { name: cartWith(fromCard.minimum) }).waitFor();

  await page.goto(`/products/${fromPage._id}`);
  await waitForInteractive(page);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill(String(fromPage.minimum + 1));
  await page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(`Added ${fromPage.minimum + 1} × ${fromPage.name} to your cart.`).waitFor();
  await page.getByRole('link', { name: cartWith(fromCard.minimum + fromPage.minimum + 1) }).waitFor();

  // A fresh load of a server-rendered page with a cart in the browser: the count arrives after
  // hydration, in the place kept for it.
  const layoutShift = await countLayoutShifts(page);
  for (const path of ['/', `/products/${fromCard._id}`]) {
    await page.goto(path);
    await waitForInteractive(page);
    await page.getByRole('link', { name: cartWith(fromCard.minimum + fromPage.minimum + 1) }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShift(), path).toBeLessThanOrEqual(0.02);
  }
  shopper.expectNoProblems();
});

it('the cart shows the server’s prices; the visitor signs in from the checkout and comes back to it, and one order of both tools is paid with 4242', async () => {
  const { page } = shopper;
  const [fromCard, fromPage] = tools;
  await page.goto('/cart');
  const lineTotal = (tool: Tool, quantity: number) => `$${((Math.round(tool.price * 100) * quantity) / 100).toFixed(2)}`;
  await page.getByRole('listitem', { name: fromCard.name }).getByLabel(`Line total ${lineTotal(fromCard, fromCard.minimum)}`).waitFor();
  await page.getByRole('listitem', { name: fromPage.name }).getByLabel(`Line total ${lineTotal(fromPage, fromPage.minimum + 1)}`).waitFor();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL('**/checkout');
  await waitForInteractive(page);
  // A visitor may order as a guest (visitor.e2e.test.ts); this one signs in to order from their account.
  await page.getByRole('link', { name: 'sign in' }).click();

  // The way back is in the address as well as in the app's navigation state.
  await page.waitForURL('**/login?next=%2Fcheckout');
  await logIn(page, demo.customer, 'here');
  await page.waitForURL('**/checkout');
  const summary = page.getByRole('region', { name: 'Your order' });
  await summary.getByText(`${fromCard.minimum} × ${fromCard.name}`).waitFor();
  await summary.getByText(`${fromPage.minimum + 1} × ${fromPage.name}`).waitFor();
  // The visitor's lines are the customer's now, on the server, and no longer in this browser.
  expect(await page.evaluate(() => localStorage.getItem('handtools.cart'))).toBeNull();

  const form = page.getByRole('form', { name: 'Delivery details' });
  await form.getByRole('textbox', { name: 'Address' }).fill('14 Mill Lane, Leeds LS1 4AB');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+44 113 496 0000');
  // One page: the card goes in beside the address, and Pay places the order and pays it.
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]+\/thank-you$/);
  await page.getByRole('heading', { level: 1, name: /^Thank you! Order #\d+ is paid$/ }).waitFor();
  await page.getByText('Congratulations! your payment is completed').waitFor();
  transactionId = /pi_test_\w+/.exec(await page.getByText('Your Transaction Id:').innerText())?.[0] ?? '';
  expect(transactionId).not.toBe('');
  await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();

  await page.goto('/dashboard');
  const order = page
    .getByRole('listitem')
    .filter({ hasText: `${fromCard.minimum} × ${fromCard.name} · ` })
    .filter({ hasText: `${fromPage.minimum + 1} × ${fromPage.name} · ` })
    .first();
  await order.getByRole('heading', { name: /^Order #\d+$/ }).waitFor();
  orderNumber = (await order.getByRole('heading').innerText()).replace('Order ', '');
  await order.getByText('Paid', { exact: true }).waitFor();
  // The payment provider's id is the admin's business; the customer's order goes by its number.
  expect(await order.getByText(/pi_test_/).count()).toBe(0);
  shopper.expectNoProblems();
  await page.context().close();
});

it('the admin sees both lines in Manage All Orders, Pending until shipped', async () => {
  const admin = await openPage(browser, 'desktop');
  const [fromCard, fromPage] = tools;
  await logIn(admin.page, demo.admin);
  await admin.page.goto('/dashboard/manage-all-orders');
  const row = admin.page.getByRole('listitem', { name: `Order ${orderNumber}` });
  await row.getByText(`${fromCard.minimum} × ${fromCard.name}`).waitFor();
  await row.getByText(`${fromPage.minimum + 1} × ${fromPage.name}`).waitFor();
  await row.getByText('Pending').waitFor();
  admin.expectNoProblems();
  await admin.page.context().close();
});

it('the order’s confirmation, naming both tools, is in the mail catcher', async () => {
  const [fromCard, fromPage] = tools;
  // The dispatcher looks at the outbox every few seconds.
  await expect
    .poll(async () => (await emailsAbout(orderNumber)).map((email) => email.subject), { timeout: 30_000, interval: 500 })
    .toEqual([`Your Hand Tool Shop order ${orderNumber} is confirmed`]);
  for (const email of await emailsAbout(orderNumber)) {
    expect(email.text).toContain(fromCard.name);
    expect(email.text).toContain(fromPage.name);
  }
  expect(await emailsAbout(transactionId)).toEqual([]);
});
