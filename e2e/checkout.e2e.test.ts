// Buy Now opens the checkout of that tool, paid on the same page, and ends on a thank-you page with
// the order's number; the last of a tool bought this way leaves it sold out, and every place that
// offered it says so and offers it no more.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demo, launchBrowser, logIn, openPage, screenshotFailures, type WatchedPage } from './support/browser';
import { toolNamed, type Tool } from './support/catalogue';
import { pdfText } from '../backend/test/support/pdf-text';

// A tool no other end-to-end file orders: buying all of it changes nothing they count on.
const TOOL = 'No. 60 1/2 Low-Angle Block Plane';

let browser: Browser;
let shopper: WatchedPage;
let page: Page;
let tool: Tool;

beforeAll(async () => {
  browser = await launchBrowser();
  tool = await toolNamed(TOOL);
  expect(tool.available).toBeGreaterThanOrEqual(tool.minimum);
  shopper = await openPage(browser, 'phone');
  page = shopper.page;
  await logIn(page, demo.customer);
});
afterAll(() => browser?.close());
screenshotFailures();

const cardOf = (name: string) => page.locator('#tools article').filter({ has: page.getByRole('heading', { name, exact: true }) });

it('Buy Now → the checkout of that tool → pay with 4242 → the thank-you page with the order’s number, its line and total', async () => {
  await page.goto('/');
  await page.getByLabel('Search tools').fill(TOOL);
  await cardOf(TOOL).getByRole('link', { name: `Buy Now: ${TOOL}` }).click();
  await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('buy') === tool._id);
  // Every one left: typed, not stepped to.
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill(String(tool.available));
  const summary = page.getByRole('region', { name: 'Your order' });
  await summary.getByText(`${tool.available} × ${TOOL}`).waitFor();
  // Sent express, the demo's flat $34.95 (standard would be free over $1,000).
  await page.getByRole('radio', { name: /^Express, next working day/ }).check();
  // The demo is a trade counter: its prices are without VAT, which the checkout adds at 20% on
  // the tools and the delivery together, rounded once, half up to the cent.
  const netCents = Math.round(tool.price * 100) * tool.available + 3495;
  const vatCents = Math.floor((2 * netCents + 5) / 10);
  const dollars = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  const vat = dollars(vatCents);
  // Every one of them, at the unit price, the delivery and the VAT, on the Pay button.
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await expect.poll(async () => (await pay.innerText()).replace('Pay ', '')).toBe(dollars(netCents + vatCents));
  expect(await summary.getByText('VAT at 20%', { exact: true }).locator('xpath=..').innerText()).toContain(vat);
  const form = page.getByRole('form', { name: 'Delivery details' });
  await form.getByRole('textbox', { name: 'Address' }).fill('3 Canal Wharf, Leeds LS11 5PS');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+44 113 496 0000');
  // Typed as digits only, the card reads as printed.
  await page.getByRole('textbox', { name: 'Card number' }).pressSequentially('4242424242424242');
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).pressSequentially('1230');
  await page.getByRole('textbox', { name: 'CVC' }).pressSequentially('123');
  expect(await page.getByRole('textbox', { name: 'Card number' }).inputValue()).toBe('4242 4242 4242 4242');
  expect(await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).inputValue()).toBe('12/30');
  await page.getByRole('button', { name: `Pay ${dollars(netCents + vatCents)}` }).click();

  await page.waitForURL(/\/orders\/[0-9a-f-]+\/thank-you$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Thank you! Order #\d+ is paid$/ });
  await heading.waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(await page.title()).toBe('Thank you for your order | Hand Tool Shop');
  await page.getByText('Congratulations! your payment is completed').waitFor();
  await page.getByText(`We emailed a confirmation to ${demo.customer.email}`).waitFor();
  await page.getByText(`${tool.available} × ${TOOL}`).waitFor();
  await page.getByText('Delivery: Express, next working day, to United States').waitFor();
  await page.getByText('Total paid').waitFor();
  expect(await page.getByText('VAT at 20%', { exact: true }).locator('xpath=..').innerText()).toContain(vat);
  const number = /#(\d+)/.exec(await heading.innerText())?.[1];
  // Its invoice, issued with the payment, downloads as the PDF that states the order and its VAT.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download Invoice INV-\d{6}/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  const invoice = await pdfText(await readFile((await download.path())!));
  expect(invoice).toContain(`Order: #${number}`);
  expect(invoice).toContain(`VAT at 20% on ${dollars(netCents)} ${vat}`);
  expect(invoice).toContain(`Total paid ${dollars(netCents + vatCents)}`);
  expect((await toolNamed(TOOL)).available).toBe(0);
  expect(Number(number)).toBeGreaterThanOrEqual(1001);
  await page.getByRole('link', { name: 'Keep shopping' }).waitFor();
  await page.getByRole('link', { name: 'My Orders' }).click();
  await page.waitForURL('**/dashboard');
  shopper.expectNoProblems();
});

it('the sold-out tool says so on its card, its page and its Buy Now checkout, and can’t be ordered', async () => {
  await page.goto('/');
  await page.getByLabel('Search tools').fill(TOOL);
  const card = cardOf(TOOL);
  await card.getByText('Sold out').waitFor();
  expect(await card.getByRole('link', { name: `Buy Now: ${TOOL}` }).count()).toBe(0);
  expect(await card.getByRole('button', { name: `Add to cart: ${TOOL}` }).count()).toBe(0);

  await page.goto(`/products/${tool._id}`);
  await page.getByText('None are left to order right now.').waitFor();
  expect(await page.getByRole('button', { name: 'Buy Now' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);

  // Reached by its address all the same: why, and nothing to pay.
  await page.goto(`/checkout?buy=${tool._id}&quantity=${tool.minimum}`);
  await page.getByText('This tool can’t be ordered as it is.').waitFor();
  await page.getByRole('region', { name: 'Your order' }).getByText(/^Out of stock/).waitFor();
  expect(await page.getByRole('button', { name: /^Pay \$/ }).isDisabled()).toBe(true);
  shopper.expectNoProblems();
});
