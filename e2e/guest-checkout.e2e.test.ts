// A visitor checks out as a guest: a tool in the browser's cart, the checkout with an email and the
// card on the same page, a declined card (the order placed and held) and then 4242 paying the same
// order, which leads to the order's private link;
// the link opens the order again after a reload, another key doesn't, and the confirmation email
// goes to the guest, whose "View your order" is the same private link and opens the paid order.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type Tool } from './support/catalogue';
import { launchBrowser, openPage, screenshotFailures, shopUrl, waitForInteractive, type WatchedPage } from './support/browser';

interface CaughtEmail {
  to: Array<{ address: string }>;
  text?: string;
  html?: string;
}

let browser: Browser;
let tool: Tool;
let shopper: WatchedPage;
const guestEmail = `guest-${Date.now()}@example.com`;

beforeAll(async () => {
  browser = await launchBrowser();
  const { items } = (await (await fetch(`${shopUrl()}/api/products?limit=6`)).json()) as { items: Tool[] };
  tool = items.find((candidate) => candidate.available >= candidate.minimum * 3)!;
});
afterAll(() => browser?.close());
screenshotFailures();

it('a visitor orders as a guest with an email and pays on the checkout page, with 4242 after a declined card, and the confirmation email’s link opens the order', async () => {
  shopper = await openPage(browser, 'desktop');
  const { page } = shopper;
  await page.goto(`/products/${tool._id}`);
  await waitForInteractive(page);
  await page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' }).click();
  // The badge counts tools, and Add to cart adds the tool's minimum.
  await page.getByRole('link', { name: new RegExp(`^Cart, ${tool.minimum} items?$`) }).waitFor();

  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Delivery details' });
  await form.getByRole('textbox', { name: 'Email' }).fill(guestEmail);
  await form.getByRole('textbox', { name: 'Address' }).fill('14 Mill Lane, Leeds LS1 4AB');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+44 113 496 0000');

  // One page: the card beside the address; Pay places the order, then pays it.
  const pay = async (number: string) => {
    await page.getByRole('textbox', { name: 'Card number' }).fill(number);
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
  };
  const placed = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/guest/checkout');
  await pay('4000 0000 0000 0002');
  expect((await placed).status()).toBe(201);
  await page.getByText('Your card was declined.').waitFor();
  // Still the checkout, the order held, with its own page to pay it later.
  expect(new URL(page.url()).pathname).toBe('/checkout');
  await page.getByText(/^Order #\d+ is placed and its tools are held for you/).waitFor();
  await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
  const checkouts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/guest/checkout') checkouts.push(request.url());
  });
  await pay('4242 4242 4242 4242');
  await page.waitForURL(/\/orders\/[0-9a-f-]+#key=/);
  const link = page.url();
  await page.getByRole('heading', { level: 1, name: /^Thank you! Order #\d+ is paid$/ }).waitFor();
  await page.getByText(`We emailed a confirmation to ${guestEmail}`).waitFor();
  // The retry paid the order the first Pay placed: no second one.
  expect(checkouts).toEqual([]);

  // The link opens the order again; a wrong key finds nothing.
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: /^Thank you! Order #\d+ is paid$/ }).waitFor();
  await page.goto(link.replace(/#key=.*$/, `#key=${'x'.repeat(43)}`));
  await page.getByText('No order with that id.').waitFor();
  shopper.expectNoProblems([/HTTP 402: POST .*\/api\/guest\/orders\/.*\/test-payment/, /HTTP 404: GET .*\/api\/guest\/orders\//]);
  await page.context().close();

  // The confirmation went to the guest, with the order's private link (the key sealed on the order
  // at checkout: the payment that recorded the email carried none).
  let confirmation: CaughtEmail | undefined;
  await expect
    .poll(async () => {
      const emails = (await (await fetch(`${inject('mailUrl')}/api/email`)).json()) as CaughtEmail[];
      confirmation = emails.find((email) => email.to.some((to) => to.address === guestEmail));
      return confirmation !== undefined;
    }, { timeout: 30_000 })
    .toBe(true);
  // One email for the purchase: the confirmation (placing the order sent none).
  const toGuest = ((await (await fetch(`${inject('mailUrl')}/api/email`)).json()) as CaughtEmail[]).filter((email) => email.to.some((to) => to.address === guestEmail));
  expect(toGuest).toHaveLength(1);
  const emailed = /href="([^"]*\/orders\/[^"]*#key=[^"]*)"/.exec(confirmation?.html ?? '')?.[1];
  expect(emailed, 'the confirmation links to the order with its key').toBeDefined();
  const { pathname, hash } = new URL(emailed!.replaceAll('&amp;', '&'));
  expect(`${pathname}${hash}`).toBe(`${new URL(link).pathname}${new URL(link).hash}`);
  const reader = await openPage(browser, 'phone');
  await reader.page.goto(`${shopUrl()}${pathname}${hash}`);
  await reader.page.getByRole('heading', { level: 1, name: /^Thank you! Order #\d+ is paid$/ }).waitFor();
  reader.expectNoProblems();
  await reader.page.context().close();
});
