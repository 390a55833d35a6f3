// Trade price breaks as a shopper meets them (issue 33, part 4): on a phone with JavaScript off the
// chisels in stock under $50 show how low their price goes, the tool's page its prices by quantity,
// and 10 added to the cart cost the break's price, with how many more reach the next; with
// JavaScript on, a guest orders those 10 and the order is charged the break's price.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshotFailures, waitForInteractive } from './support/browser';
import { payAsGuest } from './support/orders';

const CHISELS = 'Bevel-Edge Wood Chisel Set, 4 Pieces';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
screenshotFailures();

const lineOf = (page: Page) => page.getByRole('list', { name: 'Tools in your cart' }).getByRole('listitem', { name: CHISELS });

it('on a phone with JavaScript off, the chisels in stock under $50 show their trade prices, and 10 in the cart cost the break’s price', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'phone', { javaScript: false });
  await page.goto('/categories/chisels?inStock=true&maxPrice=50');
  const card = page.getByRole('article', { name: CHISELS });
  expect(await card.getByText('from $38.99 for 25+').isVisible()).toBe(true);
  await card.getByRole('heading', { name: CHISELS }).getByRole('link').click();
  await page.waitForURL((url) => url.pathname.startsWith('/products/'));
  const tiers = page.getByRole('table', { name: 'Trade prices' });
  expect(await tiers.getByRole('row').allInnerTexts()).toEqual(['Quantity\tEach, excl. VAT', '3–9\t$45.99', '10–24\t$41.99', '25 or more\t$38.99']);

  const add = page.getByRole('form', { name: 'Add to cart' });
  await add.getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await add.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL(/\/cart\?cart=added$/);
  const line = await lineOf(page).innerText();
  expect(line).toContain('$419.90');
  expect(line).toContain('$41.99 each · quantity 10');
  expect(line).toContain('15 more for $38.99 each');
  expectNoProblems([/ csp$/]);
  await page.context().close();
});

it('with JavaScript on, a guest orders 10 and is charged the break’s price', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'phone');
  await page.goto('/categories/chisels');
  await page.getByRole('article', { name: CHISELS }).getByRole('heading', { name: CHISELS }).getByRole('link').click();
  await page.getByRole('table', { name: 'Trade prices' }).waitFor();
  await waitForInteractive(page);
  const add = page.getByRole('form', { name: 'Add to cart' });
  await add.getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await add.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Cart, 10 items' }).waitFor();

  const lines = await payAsGuest(page, `trade-${Date.now()}@example.com`);
  expect(lines).toEqual([expect.objectContaining({ quantity: 10, unitPrice: '41.99', price: '419.90' })]);
  // The guest's order page: one tool, so its quantity and the unit price it was charged.
  const summary = page.getByRole('region', { name: 'Hello, Guest' });
  await summary.getByText('$41.99').waitFor();
  expect(await summary.innerText()).toMatch(/Quantity\s+10\s+Unit price\s+\$41\.99/);
  expectNoProblems();
});
