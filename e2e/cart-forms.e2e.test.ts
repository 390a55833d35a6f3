// The visitor's cart as forms the server answers (issue 31, part 3): with JavaScript off a tool is
// added from its page, its quantity changed and the line removed; with JavaScript on, Add to cart
// pressed before the page's code has arrived is posted by the browser itself and not lost.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Tool } from './support/catalogue';
import { holdRequests, launchBrowser, openPage, screenshotFailures, shopUrl, waitForInteractive } from './support/browser';

let browser: Browser;
let tools: [Tool, Tool];
beforeAll(async () => {
  browser = await launchBrowser();
  const { items } = (await (await fetch(`${shopUrl()}/api/products?limit=6`)).json()) as { items: Tool[] };
  // The first with a minimum above 1, so that a quantity under it can be typed.
  const orderable = items.filter((tool) => tool.available >= tool.minimum * 3).sort((a, b) => Number(b.minimum > 1) - Number(a.minimum > 1));
  tools = [orderable[0]!, orderable[1]!];
});
afterAll(() => browser?.close());
screenshotFailures();

const lineOf = (page: Page, tool: Tool) => page.getByRole('list', { name: 'Tools in your cart' }).getByRole('listitem', { name: tool.name });

it('with JavaScript off, a visitor adds a tool from its page, changes its quantity and removes it, each a form the server answers', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'phone', { javaScript: false });
  const [tool] = tools;
  await page.goto(`/products/${tool._id}`);
  const add = page.getByRole('form', { name: 'Add to cart' });
  await add.getByRole('spinbutton', { name: 'Quantity' }).fill(String(tool.minimum + 1));
  await add.getByRole('button', { name: 'Add to cart' }).click();

  await page.waitForURL(/\/cart\?cart=added$/);
  await page.getByText('Added to your cart.').waitFor();
  await expect.poll(() => lineOf(page, tool).textContent()).toContain(`quantity ${tool.minimum + 1}`);
  // The page is this browser's alone: nobody may keep it.
  const response = await page.request.get('/cart', { headers: { accept: 'text/html' } });
  expect(response.headers()['cache-control']).toBe('private, no-store');

  await lineOf(page, tool).getByRole('textbox', { name: 'Quantity' }).fill(String(tool.minimum * 2));
  await lineOf(page, tool).getByRole('button', { name: `Update the quantity of ${tool.name}` }).click();
  await page.waitForURL(/\/cart\?cart=changed$/);
  expect(await lineOf(page, tool).textContent()).toContain(`quantity ${tool.minimum * 2}`);

  // Under the minimum: refused with the reason, and the cart keeps its quantity.
  await lineOf(page, tool).getByRole('textbox', { name: 'Quantity' }).fill(String(tool.minimum - 1));
  await lineOf(page, tool).getByRole('button', { name: `Update the quantity of ${tool.name}` }).click();
  await page.waitForURL(/\/cart\?cart=invalid-quantity$/);
  await page.getByText(/That quantity can’t be ordered/).waitFor();
  expect(await lineOf(page, tool).textContent()).toContain(`quantity ${tool.minimum * 2}`);

  await page.getByRole('button', { name: `Remove ${tool.name} from the cart` }).click();
  await page.waitForURL(/\/cart\?cart=changed$/);
  await page.getByText('Your cart is empty.').waitFor();
  // With JavaScript off, Chromium refuses the pages' module preloads (reported as "csp"), as in server-render.e2e.test.ts.
  expectNoProblems([/ csp$/]);
});

it('with JavaScript on, Add to cart pressed before the page’s code has arrived is posted by the browser and the tool is in the cart', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'desktop');
  const [, tool] = tools;
  const code = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto(`/products/${tool._id}`, { waitUntil: 'commit' });
  const add = page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' });
  await add.waitFor();
  await code.requested;
  // The app hasn't taken the page over: the press is the browser's own form post.
  expect(await page.locator('#root[data-interactive]').count()).toBe(0);
  await add.click();
  // Not waiting for the load event: the new page's code is still held.
  await page.waitForURL(/\/cart\?cart=added$/, { waitUntil: 'commit' });
  code.release();
  await waitForInteractive(page);
  await expect.poll(() => lineOf(page, tool).textContent(), { timeout: 15_000 }).toContain(`quantity ${tool.minimum}`);
  await page.getByRole('link', { name: `Cart, ${tool.minimum} ${tool.minimum === 1 ? 'item' : 'items'}` }).waitFor();
  expectNoProblems();
});
