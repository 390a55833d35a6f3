// Logging in as a form the server answers (issue 31, part 3): with JavaScript off the demo customer
// logs in, and the same browser with JavaScript on finds itself signed in; a wrong password comes
// back said, with the fields empty; with JavaScript on, Login pressed before the page's code has
// arrived is posted by the browser and the shopper is signed in once the code runs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demo, holdRequests, launchBrowser, openPage, screenshotFailures, waitForInteractive } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
screenshotFailures();

async function fillLogin(page: Page, password: string) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('textbox', { name: 'Email' }).fill(demo.customer.email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

const storedSession = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('handtools.session') ?? 'null') as { user: { email: string } } | null);
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name).sort();

it('with JavaScript off, the demo customer logs in through the form; with JavaScript then on, the browser is signed in', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'phone', { javaScript: false });
  await page.goto('/login?next=%2Fcart');
  await fillLogin(page, 'not-the-password');
  await page.waitForURL(/\/login\?login=wrong-credentials&next=%2Fcart$/);
  await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
  // The address never carries the shopper's words: the form is empty again.
  expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('');
  expect(await cookieNames(page.context())).not.toContain('sign_in_hand_over');

  await fillLogin(page, demo.customer.password);
  await page.waitForURL(/\/cart$/);
  expect(await cookieNames(page.context())).toEqual(expect.arrayContaining(['sign_in_hand_over', 'sign_in_waiting']));
  // With JavaScript off, Chromium refuses the pages' module preloads (reported as "csp"), as in server-render.e2e.test.ts.
  expectNoProblems([/ csp$/]);

  // The same browser with JavaScript turned on: its cookies, a context that runs scripts.
  const withScripts = await openPage(browser, 'phone');
  await withScripts.page.context().addCookies(await page.context().cookies());
  await withScripts.page.goto('/cart');
  await waitForInteractive(withScripts.page);
  await expect.poll(() => storedSession(withScripts.page)).toMatchObject({ user: { email: demo.customer.email } });
  // The session it took over works on the API.
  const sessions = await withScripts.page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('handtools.session') ?? '{}') as { token?: string };
    return (await fetch('/api/sessions', { headers: { Authorization: `Bearer ${token ?? ''}` } })).status;
  });
  expect(sessions).toBe(200);
  expect(await cookieNames(withScripts.page.context())).not.toContain('sign_in_hand_over');
  expect(await cookieNames(withScripts.page.context())).not.toContain('sign_in_waiting');
  withScripts.expectNoProblems();
});

it('with JavaScript on, Login pressed before the page’s code has arrived is posted by the browser and the shopper is signed in', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'desktop');
  const code = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('form', { name: 'Login' }).getByRole('button', { name: 'Login' }).waitFor();
  await code.requested;
  // The app hasn't taken the page over: the press is the browser's own form post.
  expect(await page.locator('#root[data-interactive]').count()).toBe(0);
  await fillLogin(page, demo.customer.password);
  await page.waitForURL((url) => url.pathname === '/' && url.search === '', { waitUntil: 'commit' });
  code.release();
  await waitForInteractive(page);
  await expect.poll(() => storedSession(page), { timeout: 15_000 }).toMatchObject({ user: { email: demo.customer.email } });
  expectNoProblems();
});

it('with JavaScript on, what is typed before the page’s code arrives is still there once it runs', async () => {
  const { page, expectNoProblems } = await openPage(browser, 'phone');
  const code = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto('/register', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Early Typist');
  await form.getByRole('textbox', { name: 'Email' }).fill('early@example.com');
  expect(await page.locator('#root[data-interactive]').count()).toBe(0);
  code.release();
  await waitForInteractive(page);
  expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Early Typist');
  expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('early@example.com');
  // The page's code validates what it found typed: a short password is refused in the seed's words.
  await form.getByLabel(/^Password/).fill('abc');
  await form.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Must input 6 character password or more!').waitFor();
  expectNoProblems();
});
