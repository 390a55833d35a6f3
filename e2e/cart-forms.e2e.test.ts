// The visitor's cart as forms the server answers (issue 31, part 3): with JavaScript off a tool is
// added from its page, its quantity changed and the line removed; with JavaScript on, Add to cart
// pressed before the page's code has arrived is posted by the browser itself and not lost.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Tool } from './support/catalogue';
import { launchBrowser, openBeforeItsCode, openPage, screenshotFailures, shopUrl, waitForInteractive } from './support/browser';

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
const cartLink = (page: Page, tool: Tool) => page.getByRole('link', { name: `Cart, ${tool.minimum} ${tool.minimum === 1 ? 'item' : 'items'}` });

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
  // The delivery estimate is in the page as sent, not words that arrive after the code and a quote.
  await page.getByText(/^Delivery to [A-Za-z ]+: .+\. Choose how at the checkout\./).waitFor();
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
  const addButton = (on: Page) => on.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' });
  const code = await openBeforeItsCode(page, `/products/${tool._id}`, addButton);
  // The app hasn't taken the page over: the press is the browser's own form post.
  await addButton(page).click();
  // Not waiting for the load event: the new page's code is still held.
  await page.waitForURL(/\/cart\?cart=added$/, { waitUntil: 'commit' });
  code.release();
  await waitForInteractive(page);
  await expect.poll(() => lineOf(page, tool).textContent(), { timeout: 15_000 }).toContain(`quantity ${tool.minimum}`);
  await cartLink(page, tool).waitFor();
  expectNoProblems();
});

const ADDRESS = '14 Mill Lane, Leeds LS1 4AB';

it('with JavaScript off, a visitor adds two tools, gives the checkout’s address step (put right once) and is told that paying needs JavaScript, with the details kept', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'phone', { javaScript: false });
  for (const tool of tools) {
    await page.goto(`/products/${tool._id}`);
    await page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(/\/cart\?cart=added$/);
  }
  for (const tool of tools) await lineOf(page, tool).waitFor();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  const order = page.getByRole('region', { name: 'Your order' });
  for (const tool of tools) expect(await order.innerText()).toContain(tool.name);
  // What delivery and tax add, to the shop's own country until an address says another.
  expect(await order.innerText()).toMatch(/Subtotal.*\nDelivery: .*\n.*\nTotal/s);

  const form = page.getByRole('form', { name: 'Delivery details' });
  const field = (name: string) => form.getByRole('textbox', { name });
  await field('Email').fill('ada@');
  await field('Address').fill(ADDRESS);
  await field('Phone').fill('+44 113 496 0000');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  // Only the outcome is in the address, never what was typed.
  await page.waitForURL(/\/checkout\?checkout=invalid-email$/);
  expect(await field('Email').getAttribute('aria-invalid')).toBe('true');
  expect(await form.getByText('Enter a valid email address').isVisible()).toBe(true);

  await field('Email').fill('ada@example.com');
  await field('Address').fill(ADDRESS);
  await field('Phone').fill('+44 113 496 0000');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/checkout\?checkout=saved$/);
  await page.getByText('Your delivery details are saved.').waitFor();
  expect([await field('Email').inputValue(), await field('Address').inputValue(), await field('Phone').inputValue()]).toEqual(['ada@example.com', ADDRESS, '+44 113 496 0000']);

  // The page is this browser's alone: nobody may keep it, and it says what paying needs (as sent: see server-render.e2e.test.ts on <noscript>).
  const mine = await page.request.get('/checkout', { headers: { accept: 'text/html' } });
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  expect(await mine.text()).toMatch(/<noscript>.*Paying needs JavaScript, which is off in this browser.*<\/noscript>/s);
  // Another visitor's checkout shows nothing of this one's.
  const theirs = await (await fetch(`${shopUrl()}/checkout`, { headers: { accept: 'text/html' } })).text();
  expect(theirs).toContain('Your cart is empty');
  for (const personal of ['ada@example.com', ADDRESS, tools[0].name]) expect(theirs).not.toContain(personal);
  expectNoProblems([/ csp$/]);
});

/** With the page's code running: the tool's minimum in the visitor's cart, from its page. */
async function addFromItsPage(page: Page, tool: Tool) {
  await page.goto(`/products/${tool._id}`);
  await waitForInteractive(page);
  await page.getByRole('form', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' }).click();
  await cartLink(page, tool).waitFor();
}

/** The checkout as the server sent it, its code held back until `code.release()`. */
async function openCheckoutBeforeItsCode(page: Page) {
  const deliveryForm = (on: Page) => on.getByRole('form', { name: 'Delivery details' });
  const code = await openBeforeItsCode(page, '/checkout', deliveryForm);
  return { code, form: deliveryForm(page) };
}

it('with JavaScript on, Continue pressed at the checkout before the page’s code has arrived is posted by the browser and the details are kept', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'desktop');
  const [tool] = tools;
  await addFromItsPage(page, tool);

  const { code, form } = await openCheckoutBeforeItsCode(page);
  await form.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
  await form.getByRole('textbox', { name: 'Address' }).fill(ADDRESS);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+44 113 496 0000');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/checkout\?checkout=saved$/, { waitUntil: 'commit' });
  code.release();
  await waitForInteractive(page);
  // The page's code starts from what the server kept: the card form is there, the details already in.
  await page.getByRole('region', { name: 'Payment' }).getByRole('textbox', { name: 'Card number' }).waitFor();
  expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('grace@example.com');
  expect(await form.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(ADDRESS);
  expectNoProblems();
});

it('with JavaScript on, what is typed at the checkout before the page’s code has arrived is still there once it runs, over the details the server kept', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'phone');
  const [, tool] = tools;
  await addFromItsPage(page, tool);
  // An earlier visit's address step: the server renders the checkout with these in its fields.
  const kept = await page.evaluate(async (body) => {
    const response = await fetch('/api/visitor-cart/checkout-details', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    return response.ok;
  }, JSON.stringify({ email: 'before@example.com', address: '1 Old Road, York YO1 7AA', phone: '+44 1904 000000' }));
  expect(kept).toBe(true);

  const { code, form } = await openCheckoutBeforeItsCode(page);
  expect(await form.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('1 Old Road, York YO1 7AA');
  await form.getByRole('textbox', { name: 'Email' }).fill('early@example.com');
  await form.getByRole('textbox', { name: 'Address' }).fill(ADDRESS);
  code.release();
  await waitForInteractive(page);
  // The browser's state restored (the cart's count in the navbar), and the card form there: the page is the code's.
  await cartLink(page, tool).waitFor();
  await page.getByRole('region', { name: 'Payment' }).getByRole('textbox', { name: 'Card number' }).waitFor();
  expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('early@example.com');
  expect(await form.getByRole('textbox', { name: 'Address' }).inputValue()).toBe(ADDRESS);
  // What wasn't touched is still what the server kept.
  expect(await form.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('+44 1904 000000');
  expectNoProblems();
});
