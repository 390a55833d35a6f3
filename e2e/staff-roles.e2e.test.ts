// Issue 34's journey on the real shop: the owner makes a new account a Fulfilment packer; the
// packer sees only the order screens, ships a paid order, and is refused a price change by the
// screen and by the API; the owner finds both actions in the audit trail, with the values before
// and after. Then the packer sets up an authenticator app: signed in again without its code, no
// staff screen opens and the API refuses every staff call, until the code is given.
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demo, launchBrowser, logIn, openPage, screenshotFailures, type WatchedPage, waitForInteractive } from './support/browser';
import { toolNamed } from './support/catalogue';
import { placeOrder } from './support/orders';

const TOOL = 'Combination Spanner Set, 8-19 mm';
const packerAccount = { name: 'Pat Packer', email: `pat.packer.${Date.now()}@example.com`, password: 'brown-paper-tape' };

let browser: Browser;
let owner: WatchedPage;
let packer: WatchedPage;
let customer: WatchedPage;
// The paid order the packer ships, as My Orders heads it ("#1042").
let paidNumber: string;
// The authenticator app's key, as the setup screen shows it for typing in by hand.
let appKey: string;
const codeAt = (timestamp: number) => new TOTP({ secret: Secret.fromBase32(appKey), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });

/** The Authorization header of the page's latest API call: the shop's access token, as the page holds it. */
function bearerOf(page: Page): () => string | undefined {
  let authorization: string | undefined;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) authorization = request.headers().authorization ?? authorization;
  });
  return () => authorization;
}

beforeAll(async () => {
  browser = await launchBrowser();
  [owner, packer, customer] = await Promise.all([openPage(browser, 'desktop'), openPage(browser, 'desktop'), openPage(browser, 'phone')]);
  await Promise.all([logIn(owner.page, demo.admin), logIn(customer.page, demo.customer)]);
});
afterAll(() => browser?.close());
screenshotFailures();

it('a new account registers, and a customer pays an order for the packer to ship', async () => {
  const { page } = packer;
  await page.goto('/register');
  await waitForInteractive(page);
  await page.getByRole('textbox', { name: 'Name' }).fill(packerAccount.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(packerAccount.email);
  await page.getByLabel(/^Password/).fill(packerAccount.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL((url) => url.pathname !== '/register');

  paidNumber = await placeOrder(customer.page, TOOL);
  await customer.page.goto('/dashboard');
  await customer.page.getByRole('listitem', { name: `Order ${paidNumber}` }).getByRole('link', { name: `Pay now for order ${paidNumber}` }).click();
  await customer.page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await customer.page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30');
  await customer.page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await customer.page.getByRole('button', { name: /^Pay \$/ }).click();
  await customer.page.getByText('Congratulations! your payment is completed').waitFor();
  packer.expectNoProblems();
  customer.expectNoProblems();
});

it('the owner gives the new account the Fulfilment role', async () => {
  const { page } = owner;
  await page.goto('/dashboard/make-admin');
  const picker = page.getByRole('combobox', { name: `Role: ${packerAccount.email}` }).first();
  await picker.selectOption('fulfilment');
  await page.getByRole('dialog', { name: 'Give this user the Fulfilment role?' }).getByRole('button', { name: 'Yes' }).click();
  await page.getByText(`${packerAccount.email} is now in Fulfilment.`).waitFor();
  owner.expectNoProblems();
});

it('the packer sees only the order screens, ships the paid order, and is refused a price change by the screen and the API', async () => {
  const { page } = packer;
  // The role is read on every request: the packer's next page load has it, no new sign-in needed.
  const authorization = bearerOf(page);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).first();
  await sidebar.getByRole('link', { name: 'Manage All Orders' }).waitFor();
  expect(await sidebar.getByRole('link').allInnerTexts()).toEqual(['Manage All Orders', 'My Profile', 'Your Sessions', 'Two-Factor Sign-In']);

  await page.goto('/dashboard/manage-products');
  await page.getByText('Your role doesn’t include this screen.', { exact: false }).waitFor();

  await page.goto('/dashboard/manage-all-orders');
  const order = page.getByRole('listitem', { name: `Order ${paidNumber}` });
  await order.getByRole('button', { name: `Ship order ${paidNumber}` }).click();
  await page.getByRole('dialog', { name: `Ship order ${paidNumber}?` }).getByRole('button', { name: 'Ship' }).click();
  await order.getByText('Shipped', { exact: true }).waitFor();

  const tool = await toolNamed(TOOL);
  expect(authorization()).toMatch(/^Bearer /);
  const refused = await page.request.patch(`/api/product/${tool._id}`, { headers: { authorization: authorization()! }, data: { price: 1 } });
  expect(refused.status()).toBe(403);
  expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
  expect((await toolNamed(TOOL)).price).toBe(tool.price);
  packer.expectNoProblems();
});

it('the owner finds the role change and the ship in the audit trail, with who did each and the values before and after', async () => {
  const { page } = owner;
  await page.goto('/dashboard/audit-trail');
  const roleChange = page.getByRole('row').filter({ hasText: 'Role changed' }).filter({ hasText: packerAccount.email });
  await roleChange.first().waitFor();
  expect(await roleChange.first().innerText()).toContain('role: customer to fulfilment');
  expect(await roleChange.first().innerText()).toContain(demo.admin.email);

  const shipped = page.getByRole('row').filter({ hasText: 'Order shipped' }).filter({ hasText: packerAccount.email });
  await shipped.first().waitFor();
  expect(await shipped.first().innerText()).toContain('status: paid to shipped');
  // The refused price change changed nothing, so it left no entry.
  expect(await page.getByRole('row').filter({ hasText: 'Price changed' }).filter({ hasText: packerAccount.email }).count()).toBe(0);
  owner.expectNoProblems();
});

it('the packer sets up an authenticator app; signed in again, no staff screen opens and every staff call is refused until the app’s code is given', async () => {
  const { page } = packer;
  await page.goto('/two-factor/setup');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  appKey = (await page.getByLabel('Key for manual entry').innerText()).replace(/\s+/g, '');
  await page.getByRole('textbox', { name: 'Code from your app' }).fill(codeAt(Date.now()));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  await page.getByRole('checkbox', { name: 'I’ve saved my recovery codes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  packer.expectNoProblems();

  // Another browser: the password alone.
  const again = await openPage(browser, 'phone');
  const authorization = bearerOf(again.page);
  await logIn(again.page, packerAccount);
  await again.page.waitForURL((url) => url.pathname === '/two-factor');
  await again.page.goto('/dashboard/manage-all-orders');
  await again.page.waitForURL((url) => url.pathname === '/two-factor');
  await again.page.getByRole('form', { name: 'Two-factor code' }).waitFor();
  expect(await again.page.getByRole('list', { name: 'Orders found' }).count()).toBe(0);
  const refused = await again.page.request.get('/api/orders', { headers: { authorization: authorization()! } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'second_factor_required' });

  // The code of the next 30-second step: the setup spent this one's, and each is accepted once.
  await again.page.getByRole('textbox', { name: 'Code from your app' }).fill(codeAt(Date.now() + 30_000));
  await again.page.getByRole('button', { name: 'Continue' }).click();
  await again.page.waitForURL((url) => url.pathname !== '/two-factor');
  await again.page.goto('/dashboard/manage-all-orders');
  await again.page.getByRole('listitem', { name: `Order ${paidNumber}` }).waitFor();
  expect((await again.page.request.get('/api/orders', { headers: { authorization: authorization()! } })).status()).toBe(200);
  // The refusals above were the point; nothing else went wrong.
  again.expectNoProblems([/HTTP 403: GET .*\/api\//]);
});

it('the owner finds the packer’s app set up in the audit trail', async () => {
  const { page } = owner;
  await page.goto('/dashboard/audit-trail');
  const enrolled = page.getByRole('row').filter({ hasText: 'Two-factor sign-in set up' }).filter({ hasText: packerAccount.email });
  await enrolled.first().waitFor();
  expect(await enrolled.first().innerText()).toContain('twoFactor: false to true');
  owner.expectNoProblems();
});
