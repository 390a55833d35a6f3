// A customer buys, pays, cancels, reviews and keeps a profile; an admin runs the shop; each sees
// what the other did. One file, in order: each step starts from what the last one left.
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demo, holdRequests, launchBrowser, logIn, openPage, screenshotFailures, type WatchedPage } from './support/browser';

const TOOL = '24 oz Hickory Ball-Peen Hammer';
/** A photo as an admin's camera or phone would give it (a small JPEG shipped with the tests). */
const PHOTO = fileURLToPath(new URL('./fixtures/spirit-level-photo.jpg', import.meta.url));
const MINIMUM = 6;
const UNIT_PRICE = 28.5;
/** What `units` of the tool cost collected: the demo's trade prices and the 20% VAT they are without, rounded once, half up. */
const withVat = (units: number) => {
  const netCents = Math.round(UNIT_PRICE * 100) * units;
  return `$${((netCents + Math.floor((2 * netCents + 5) / 10)) / 100).toFixed(2)}`;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
screenshotFailures();

/** The newest of My Orders with this line ("8 × 24 oz Hickory Ball-Peen Hammer"). */
const myOrder = (page: Page, what: string) => page.getByRole('listitem').filter({ hasText: `${what} · ` }).first();
const card = (page: Page, name: string) => page.locator('#tools article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The stock the home page shows for `name`, searching for it so it is on the first page. */
async function availableOnHome(page: Page, name: string): Promise<number> {
  await page.goto('/');
  await page.getByLabel('Search tools').fill(name);
  const text = await card(page, name).innerText();
  return Number(/Available: (\d+)/.exec(text)?.[1]);
}

/** Fills a field a late prefill may also write to, until it holds exactly `value`. */
async function fillOver(field: Locator, value: string): Promise<void> {
  await vi.waitFor(
    async () => {
      await field.fill(value);
      expect(await field.inputValue()).toBe(value);
    },
    { timeout: 10_000, interval: 200 },
  );
}

/**
 * Buy Now, a quantity stepped to, and Pay with a declined card: the order is placed, held and left
 * unpaid (this customer pays later, from My Orders).
 */
async function placeOrder(page: Page, quantityChange: number): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Search tools').fill(TOOL);
  await card(page, TOOL).getByRole('link', { name: `Buy Now: ${TOOL}` }).click();
  await page.getByRole('region', { name: 'Your order' }).getByText(`${MINIMUM} × ${TOOL}`).waitFor();
  for (let step = 0; step < quantityChange; step += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect.poll(() => page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe(String(MINIMUM + quantityChange));
  const form = page.getByRole('form', { name: 'Delivery details' });
  // Once the profile has a saved phone, it fills the form when it arrives: typed over it, not into it.
  await fillOver(form.getByRole('textbox', { name: 'Address' }), '14 Mill Lane, Leeds LS1 4AB');
  await fillOver(form.getByRole('textbox', { name: 'Phone' }), '+44 113 496 0000');
  // Collected from the workshop, free: the order costs its tools and the 20% VAT the demo's trade
  // prices are without (rounded once, half up).
  await page.getByRole('radio', { name: /^Collect from the workshop/ }).check();
  const pay = page.getByRole('button', { name: `Pay ${withVat(MINIMUM + quantityChange)}` });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await payWith(page, '4000 0000 0000 0002');
  await page.getByText('Your card was declined.').waitFor();
  await page.getByText(/^Order #\d+ is placed and its tools are held for you/).waitFor();
}

async function payWith(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

describe('a customer', () => {
  let customer: WatchedPage;
  let page: Page;
  let stockAtStart: number;
  const paidOrder = `${MINIMUM + 2} × ${TOOL}`;
  const cancelledOrder = `${MINIMUM} × ${TOOL}`;

  beforeAll(async () => {
    customer = await openPage(browser);
    page = customer.page;
    await logIn(page, demo.customer);
    stockAtStart = await availableOnHome(page, TOOL);
  });

  it('is kept within the minimum and the stock when choosing a quantity', async () => {
    await page.goto('/');
    await page.getByLabel('Search tools').fill(TOOL);
    await card(page, TOOL).getByRole('link', { name: `Buy Now: ${TOOL}` }).click();
    await page.getByRole('textbox', { name: 'Quantity' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Quantity' }).fill(String(MINIMUM - 1));
    await page.getByRole('alert').filter({ hasText: `The minimum order for this tool is ${MINIMUM}.` }).waitFor();
    await page.getByRole('textbox', { name: 'Quantity' }).fill(String(stockAtStart + 1));
    await page.getByRole('alert').filter({ hasText: `Only ${stockAtStart} in stock` }).waitFor();
    expect(await page.getByRole('button', { name: /^Pay \$/ }).isDisabled()).toBe(true);
    customer.expectNoProblems();
  });

  it('on a phone, sees placeholders where the tool and the order form will be, so nothing moves when the tool arrives', async () => {
    const phone = await openPage(browser, 'phone');
    await logIn(phone.page, demo.customer);
    await phone.page.goto('/');
    await phone.page.getByLabel('Search tools').fill(TOOL);
    // The purchase page (no longer what Buy Now opens, still there for its address).
    const buyNow = await card(phone.page, TOOL).getByRole('link', { name: `Buy Now: ${TOOL}` }).getAttribute('href');
    const purchaseUrl = `/purchase/${new URL(buyNow ?? '', 'http://shop').searchParams.get('buy')}`;
    // The tool's answer is held until the placeholders are on screen, as on a slow network: the
    // layout shifts counted are the ones a shopper would see (Lighthouse's CLS; target ≤ 0.02).
    const toolAnswer = await holdRequests(phone.page, '**/api/products/*');
    await phone.page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const nextFrames = () => phone.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await phone.page.goto(purchaseUrl);
    await phone.page.getByRole('status', { name: 'Loading the tool' }).waitFor();
    await nextFrames();
    toolAnswer.release();
    await phone.page.getByRole('heading', { level: 1, name: TOOL }).waitFor();
    await phone.page.getByRole('button', { name: 'Confirm Order' }).waitFor();
    await nextFrames();
    const layoutShift = await phone.page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(layoutShift).toBeLessThan(0.02);
    phone.expectNoProblems();
    await phone.page.context().close();
  });

  it('places two orders (a declined card leaves each held, unpaid), and the stock on the home page goes down by both', async () => {
    await placeOrder(page, 2);
    await placeOrder(page, 0);
    expect(await availableOnHome(page, TOOL)).toBe(stockAtStart - (MINIMUM + 2) - MINIMUM);
    customer.expectNoProblems([/HTTP 402: POST .*\/api\/payments\/test\/confirm/]);
  });

  it('sees both in My Orders with Pay and Cancel, is declined once, then pays with 4242', async () => {
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('heading', { name: 'My Orders' }).waitFor();
    for (const what of [paidOrder, cancelledOrder]) {
      const order = myOrder(page, what);
      await order.getByRole('link', { name: /^Pay now for order #\d+$/ }).waitFor();
      await order.getByRole('button', { name: /^Cancel order #\d+$/ }).waitFor();
    }
    await myOrder(page, paidOrder).getByRole('link', { name: /^Pay now/ }).click();
    await page.getByRole('button', { name: `Pay ${withVat(MINIMUM + 2)}` }).waitFor();
    await payWith(page, '4000 0000 0000 0002');
    await page.getByText('Your card was declined.').waitFor();
    await payWith(page, '4242 4242 4242 4242');
    await page.getByText('Congratulations! your payment is completed').waitFor();
    await page.getByText('Your Transaction Id:').waitFor();
    customer.expectNoProblems([/HTTP 402: POST .*\/api\/payments\/test\/confirm/]);
  });

  it('sees the order paid, named by its number and no payment id, and cancels the other after first saying No', async () => {
    await page.goto('/dashboard');
    const paid = myOrder(page, paidOrder);
    await paid.getByText('Paid', { exact: true }).waitFor();
    expect(await paid.getByText(/pi_test_/).count()).toBe(0);
    expect(await paid.getByRole('button', { name: /Cancel/ }).count()).toBe(0);

    const other = myOrder(page, cancelledOrder);
    await other.getByRole('button', { name: /^Cancel order #/ }).click();
    await page.getByRole('dialog', { name: /^Cancel order #\d+\?$/ }).getByRole('button', { name: 'No, keep order' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await other.waitFor();
    await other.getByRole('button', { name: /^Cancel order #/ }).click();
    await page.getByRole('dialog', { name: /^Cancel order #\d+\?$/ }).getByRole('button', { name: 'Yes, cancel order' }).click();
    // Cancelled orders stay listed, as Cancelled, with nothing left to do.
    await other.getByText('Cancelled', { exact: true }).waitFor();
    expect(await other.getByRole('button').count()).toBe(0);
    expect(await availableOnHome(page, TOOL)).toBe(stockAtStart - (MINIMUM + 2));
    customer.expectNoProblems();
  });

  it('adds a review and finds it on the home page', async () => {
    await page.goto('/dashboard/add-review');
    const form = page.getByRole('form', { name: 'Review' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Rings true, strikes true');
    await form.getByRole('textbox', { name: 'Details' }).fill('The peen shaped a dozen copper rivets without a mark on the handle.');
    await form.locator('label', { hasText: '5 Stars' }).click();
    await form.getByRole('button', { name: 'Add review' }).click();
    await page.getByText('Thanks! Your review is on the home page.').waitFor();
    await page.goto('/');
    await page.getByRole('region', { name: 'Customer Reviews' }).getByRole('heading', { name: 'Rings true, strikes true' }).waitFor();
    customer.expectNoProblems();
  });

  it('updates the profile and finds it there after a reload', async () => {
    await page.goto('/dashboard/my-profile');
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByRole('textbox', { name: 'Location' }).fill('Halifax, UK');
    await form.getByRole('textbox', { name: 'Education' }).fill('NVQ Level 3 Joinery');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+44 1422 000 000');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('form', { name: 'Profile' }).getByRole('textbox', { name: 'Location' }).inputValue()).toBe('Halifax, UK');
    customer.expectNoProblems();
  });

  it('keeps two addresses in the address book, makes the second the default, and finds them after a reload', async () => {
    await page.goto('/dashboard/my-profile');
    const book = page.getByRole('region', { name: 'Delivery addresses' });
    for (const [label, address] of [
      ['Home', '12 Kirkgate\nHalifax HX1 1AA'],
      ['Workshop', 'Unit 4, Canal Wharf\nLeeds LS11 5PS'],
    ] as const) {
      await book.getByRole('button', { name: 'Add an address' }).click();
      const form = book.getByRole('form', { name: 'New address' });
      await form.getByRole('textbox', { name: 'Label' }).fill(label);
      await form.getByRole('textbox', { name: 'Address' }).fill(address);
      await form.getByRole('textbox', { name: 'Phone' }).fill('+44 1422 000 000');
      await form.getByRole('button', { name: 'Add address' }).click();
      await book.getByRole('heading', { name: label }).waitFor();
    }
    await book.getByRole('button', { name: 'Make default: Workshop' }).click();
    await book.getByRole('button', { name: 'Make default: Home' }).waitFor();
    await page.reload();
    // allTextContents doesn't wait: the book is read once the page and session are back.
    const reloaded = page.getByRole('region', { name: 'Delivery addresses' });
    await reloaded.getByRole('heading', { level: 4, name: 'Workshop' }).waitFor();
    expect(await reloaded.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['Workshop', 'Home']);
    customer.expectNoProblems();
  });

  it('places one more order, to pay later', async () => {
    await placeOrder(page, 0);
    customer.expectNoProblems([/HTTP 402: POST .*\/api\/payments\/test\/confirm/]);
  });

  it('is signed out and sent to log in when opening an admin screen', async () => {
    await page.goto('/dashboard/manage-all-orders');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    customer.expectNoProblems([/HTTP 403: GET .*\/api\/(allProducts|orders|users)/]);
  });
});

describe('an admin', () => {
  let admin: WatchedPage;
  let page: Page;
  const NEW_TOOL = 'Japanese Ryoba Pull Saw, 240 mm';

  beforeAll(async () => {
    admin = await openPage(browser, 'desktop');
    page = admin.page;
    await logIn(page, demo.admin);
  });

  it('sees the owner’s sidebar, and gives a customer the Fulfilment role and takes it back', async () => {
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).first();
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    expect(await sidebar.getByRole('link').allInnerTexts()).toEqual(['Overview', 'My Profile', 'Your Sessions', 'Make Admin', 'Manage Products', 'Add A Product', 'Categories & Brands', 'Import & Export', 'Manage All Orders', 'Audit Trail', 'Shipping', 'Business details', 'Tax', 'Security', 'Two-Factor Sign-In']);

    await sidebar.getByRole('link', { name: 'Make Admin' }).click();
    const picker = page.getByRole('combobox', { name: `Role: ${demo.customer.email}` }).first();
    await picker.selectOption('fulfilment');
    await page.getByRole('dialog', { name: 'Give this user the Fulfilment role?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`${demo.customer.email} is now in Fulfilment.`).waitFor();
    await picker.selectOption('customer');
    await page.getByRole('dialog', { name: 'Make this user a customer?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`${demo.customer.email} is now a customer.`).waitFor();
    admin.expectNoProblems();
  });

  it('adds a product with an uploaded photo, stays in the dashboard, sees it on the home page in its variants, edits it and deletes it', async () => {
    await page.goto('/dashboard/add-product');
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByRole('textbox', { name: 'Name' }).fill(NEW_TOOL);
    await form.locator('input[type="file"]').setInputFiles(PHOTO);
    await form.getByText('Uploaded spirit-level-photo.jpg.').waitFor();
    const image = await form.getByRole('textbox', { name: 'Image URL' }).inputValue();
    expect(image).toMatch(/^\/api\/images\/[0-9a-f]{32}-720\.webp$/);
    await form.getByRole('spinbutton', { name: 'Available' }).fill('40');
    await form.getByRole('spinbutton', { name: 'Minimum order' }).fill('2');
    await form.getByRole('spinbutton', { name: 'Price' }).fill('34.90');
    await form.getByRole('spinbutton', { name: 'Weight, packed' }).fill('1250');
    await form.getByRole('textbox', { name: 'SKU' }).fill('ry-ps-240');
    await form.getByRole('textbox', { name: 'Description' }).fill('A double-edged pull saw: rip teeth on one side, crosscut on the other, for clean joinery cuts.');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(`${NEW_TOOL} was added to the catalogue.`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/add-product');

    await page.goto('/');
    await card(page, NEW_TOOL).waitFor();
    expect(await card(page, NEW_TOOL).innerText()).toContain('$34.90');
    const picture = card(page, NEW_TOOL).locator('picture');
    expect(await picture.locator('source[type="image/avif"]').getAttribute('srcset')).toBe(
      [400, 720, 1200].map((width) => `${image.replace('-720.webp', `-${width}.avif`)} ${width}w`).join(', '),
    );
    const shown = picture.locator('img');
    await shown.scrollIntoViewIfNeeded();
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await shown.elementHandle());
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/api\/images\/[0-9a-f]{32}-(400|720|1200)\.avif$/);
    // Its page gives the weight and the SKU the admin entered, as a shopper reads them.
    await card(page, NEW_TOOL).getByRole('link', { name: NEW_TOOL, exact: true }).click();
    await page.getByText('Weight: 1.25 kg · SKU: RY-PS-240').waitFor();

    await page.goto('/dashboard/manage-products');
    await page.getByRole('button', { name: `Edit ${NEW_TOOL}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${NEW_TOOL}` });
    await dialog.getByRole('spinbutton', { name: 'Price' }).fill('32.50');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Keep editing' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('rowheader', { name: NEW_TOOL }).waitFor();

    await page.getByRole('button', { name: `Delete ${NEW_TOOL}` }).click();
    await page.getByRole('dialog', { name: 'Delete this product?' }).getByRole('button', { name: 'Yes' }).click();
    // The server's answer, not the row leaving: the list's refetch hides its rows for a moment too.
    await page.getByText(`${NEW_TOOL} was deleted.`).waitFor();
    await page.getByRole('rowheader', { name: NEW_TOOL }).waitFor({ state: 'detached' });
    await page.goto('/');
    await page.locator('#tools article').first().waitFor();
    expect(await card(page, NEW_TOOL).count()).toBe(0);
    admin.expectNoProblems();
  });

  it('adds a category and a brand, places a new tool in them, finds it on the category’s page, and removes all three again', async () => {
    const GAUGE = 'Cutting Gauge, 150 mm';
    await page.goto('/dashboard/categories');
    const categories = page.getByRole('region', { name: 'Categories' });
    await categories.getByRole('button', { name: 'Add a category' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a category' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Marking gauges');
    await dialog.getByRole('combobox', { name: 'Goes under' }).selectOption({ label: 'Woodworking' });
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await categories.getByText('Added Marking gauges.').waitFor();
    const brands = page.getByRole('region', { name: 'Brands' });
    await brands.getByRole('button', { name: 'Add a brand' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a brand' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ashcroft');
    await dialog.getByRole('button', { name: 'Add brand' }).click();
    await brands.getByText('Added Ashcroft.').waitFor();

    await page.getByRole('navigation', { name: 'Dashboard' }).first().getByRole('link', { name: 'Add A Product' }).click();
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByRole('textbox', { name: 'Name' }).fill(GAUGE);
    await form.getByRole('textbox', { name: 'Image URL' }).fill('/images/tools/block-plane.svg');
    await form.getByRole('spinbutton', { name: 'Available' }).fill('30');
    await form.getByRole('spinbutton', { name: 'Minimum order' }).fill('1');
    await form.getByRole('spinbutton', { name: 'Price' }).fill('27.50');
    await form.getByRole('spinbutton', { name: 'Weight, packed' }).fill('300');
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Woodworking › Marking gauges' });
    await form.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Ashcroft' });
    await form.getByRole('textbox', { name: 'Description' }).fill('A brass-faced cutting gauge with a knife cutter for crisp lines across the grain.');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText(`${GAUGE} was added to the catalogue.`).waitFor();

    await page.goto('/categories/marking-gauges');
    await card(page, GAUGE).waitFor();
    const trail = page.getByRole('navigation', { name: 'Where this is in the shop' });
    expect(await trail.innerText()).toMatch(/Home\s*\/\s*Woodworking\s*\/\s*Marking gauges/);

    await page.goto('/dashboard/categories');
    await categories.getByRole('button', { name: 'Remove Marking gauges' }).click();
    dialog = page.getByRole('dialog', { name: 'Remove Marking gauges?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.getByText('Marking gauges still holds 1 tool: move them elsewhere first.').waitFor();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.goto('/dashboard/manage-products');
    await page.getByRole('button', { name: `Delete ${GAUGE}` }).click();
    await page.getByRole('dialog', { name: 'Delete this product?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`${GAUGE} was deleted.`).waitFor();

    await page.goto('/dashboard/categories');
    await categories.getByRole('button', { name: 'Remove Marking gauges' }).click();
    await page.getByRole('dialog', { name: 'Remove Marking gauges?' }).getByRole('button', { name: 'Remove' }).click();
    await categories.getByText('Removed Marking gauges.').waitFor();
    await brands.getByRole('button', { name: 'Remove Ashcroft' }).click();
    await page.getByRole('dialog', { name: 'Remove Ashcroft?' }).getByRole('button', { name: 'Remove' }).click();
    await brands.getByText('Removed Ashcroft.').waitFor();
    expect((await page.request.get('/categories/marking-gauges')).status()).toBe(404);
    // The one refusal the admin was shown.
    admin.expectNoProblems([/^HTTP 409: DELETE .*\/api\/categories\/marking-gauges$/]);
  });

  it('sees Pending and UnPaid orders, ships the paid one, and the customer sees it shipped', async () => {
    await page.goto('/dashboard/manage-all-orders');
    const customerOrders = page.getByRole('listitem').filter({ hasText: demo.customer.email });
    await customerOrders.filter({ hasText: 'Pending' }).first().waitFor();
    await customerOrders.filter({ hasText: 'UnPaid' }).first().waitFor();
    const toShip = customerOrders.filter({ hasText: '8 × 24 oz Hickory Ball-Peen Hammer' }).filter({ hasText: 'Pending' }).first();
    const number = (await toShip.getAttribute('aria-label'))?.replace('Order ', '');
    await toShip.getByRole('button', { name: /^Ship order #/ }).click();
    await page.getByRole('dialog', { name: `Ship order ${number}?` }).getByRole('button', { name: 'Ship' }).click();
    await page.getByRole('listitem', { name: `Order ${number}` }).getByText('Shipped', { exact: true }).waitFor();
    // The Ship button went with the paid state; the focus is on what was done, not lost to the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(`Order ${number} is marked as shipped.`);
    admin.expectNoProblems();

    const customer = await openPage(browser, 'phone');
    await logIn(customer.page, demo.customer);
    await customer.page.goto('/dashboard');
    await customer.page.getByRole('listitem', { name: `Order ${number}` }).getByText('Shipped', { exact: true }).waitFor();
    customer.expectNoProblems();
  });
});
