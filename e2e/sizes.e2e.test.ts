// A tool in sizes as a shopper meets it (issue 33's done-means): on a phone with JavaScript off the
// filters find the chisel in stock under $50 (and in 12 mm) once, its page offers its sizes as links, the 12 mm
// is picked and 10 of it cost its trade price in the cart; with JavaScript on, a guest orders 10
// of the 12 mm and is charged that price. The page's JSON-LD is a ProductGroup with each size's offer.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshotFailures, waitForInteractive } from './support/browser';
import { payAsGuest } from './support/orders';

const TOOL = 'Bevel-Edge Wood Chisel';
const TWELVE = 'Bevel-Edge Wood Chisel 12 mm';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
screenshotFailures();

it('on a phone with JavaScript off, filters Chisels to in stock under $50, picks 12 mm, and 10 in the cart cost the break’s price', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'phone', { javaScript: false });
  await page.goto('/categories/chisels');
  await page.getByText('Filters', { exact: true }).click();
  await page.getByRole('checkbox', { name: /^In stock only \(\d+\)$/ }).check();
  await page.getByRole('spinbutton', { name: 'Up to' }).fill('50');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL((url) => url.pathname === '/categories/chisels' && url.searchParams.get('maxPrice') === '50' && url.searchParams.get('inStock') === 'true');
  // The size filter too, rendered by the server: only tools with a 12 mm are left.
  await page.getByRole('checkbox', { name: /^12 mm \(\d+\)$/ }).check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL((url) => url.searchParams.get('option') === 'Size:12 mm' && url.searchParams.get('inStock') === 'true');
  expect(await page.locator('#tools article h3').allInnerTexts()).toEqual([TOOL]);
  const card = page.getByRole('article', { name: TOOL, exact: true });
  expect(await card.innerText()).toMatch(/3 sizes from\s*\$14\.50/);
  await card.getByRole('link', { name: `Choose a size: ${TOOL}` }).click();
  await page.waitForURL((url) => url.pathname === '/products/bevel-edge-wood-chisel-6-mm');

  const sizes = page.getByRole('navigation', { name: 'Size' });
  const texts = (await sizes.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(texts).toEqual(['6 mm $14.50', '12 mm $15.99', '25 mm $18.50, sold out']);
  await sizes.getByRole('link', { name: /^12 mm/ }).click();
  await page.waitForURL((url) => url.pathname === '/products/bevel-edge-wood-chisel-12-mm');
  await page.getByRole('heading', { level: 1, name: TWELVE }).waitFor();
  expect(await sizes.getByRole('link', { name: /^12 mm/ }).getAttribute('aria-current')).toBe('page');
  const tiers = page.getByRole('table', { name: 'Trade prices' });
  expect(await tiers.getByRole('row').allInnerTexts()).toEqual(['Quantity\tEach, excl. VAT', '2–9\t$15.99', '10–49\t$13.99', '50 or more\t$12.49']);

  const add = page.getByRole('form', { name: 'Add to cart' });
  await add.getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await add.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL(/\/cart\?cart=added$/);
  const line = await page.getByRole('list', { name: 'Tools in your cart' }).getByRole('listitem', { name: TWELVE }).innerText();
  expect(line).toContain('$139.90');
  expect(line).toContain('$13.99 each · quantity 10');
  expect(line).toContain('40 more for $12.49 each');
  expectNoProblems([/ csp$/]);
  await page.context().close();
});

it('the page of a size carries a ProductGroup with every size’s offer, and the sitemap lists each size', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'desktop', { javaScript: false });
  await page.goto('/products/bevel-edge-wood-chisel-12-mm');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').allTextContents()).find((text) => text.includes('ProductGroup')) ?? '{}');
  expect(data['@type']).toBe('ProductGroup');
  const twelve = (data.hasVariant as Array<{ sku: string; offers: { price: string; eligibleQuantity?: { minValue: number } } }>).find((size) => size.sku === 'OR-BC-12');
  expect(twelve?.offers).toMatchObject({ eligibleQuantity: expect.objectContaining({ minValue: 2 }) });
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const size of ['6-mm', '12-mm', '25-mm']) expect(sitemap).toContain(`/products/bevel-edge-wood-chisel-${size}</loc>`);
  expectNoProblems([/ csp$/]);
  await page.context().close();
});

it('with JavaScript on, a guest orders 10 of the 12 mm and is charged the break’s price', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'phone');
  await page.goto('/products/bevel-edge-wood-chisel-6-mm');
  await waitForInteractive(page);
  await page.getByRole('navigation', { name: 'Size' }).getByRole('link', { name: /^12 mm/ }).click();
  await page.getByRole('heading', { level: 1, name: TWELVE }).waitFor();
  await page.getByRole('table', { name: 'Trade prices' }).waitFor();
  const add = page.getByRole('form', { name: 'Add to cart' });
  await add.getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await add.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'Cart, 10 items' }).waitFor();

  const lines = await payAsGuest(page, `sizes-${Date.now()}@example.com`);
  expect(lines).toEqual([expect.objectContaining({ productName: TWELVE, quantity: 10, unitPrice: '13.99', price: '139.90' })]);
  expectNoProblems();
});
