// Browsing as shoppers of any shop expect: the catalogue's search, sort, loaded pages and scroll
// survive a visit to a tool and Back; a failed Load more keeps what is loaded; a new page takes
// the focus to its heading; and a forgotten password is reset through the Auth Emulator.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, logIn, openPage, screenshotFailures, shopUrl, waitForInteractive } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
screenshotFailures();

const cards = (page: Page) => page.locator('#tools article');
const cardNames = (page: Page) => cards(page).locator('h3').allInnerTexts();

describe('the catalogue', () => {
  it('after a sort, Load more and a scroll, Back from a tool finds the same sort, pages and scroll; a search likewise', async () => {
    const { page, expectNoProblems } = await openPage(browser);
    await page.goto('/');
    await waitForInteractive(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await page.waitForURL((url) => url.search === '?sort=price_asc');
    // The address changes before the list does: the button of the list sorted as before would add a page to that sort.
    const loadMore = page.getByRole('link', { name: 'Load more tools' });
    await expect.poll(() => loadMore.getAttribute('href')).toBe('/?sort=price_asc&pages=2#tools');
    await loadMore.click();
    await page.waitForURL((url) => url.search === '?sort=price_asc&pages=2');
    await expect.poll(() => cards(page).count()).toBe(12);
    const names = await cardNames(page);

    const eighth = cards(page).nth(7);
    await eighth.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    await eighth.getByRole('link', { name: names[7], exact: true }).click();
    await page.waitForURL(/\/products\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(names[7]);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '?sort=price_asc&pages=2');
    await expect.poll(() => cardNames(page)).toEqual(names);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('price_asc');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);

    await page.getByLabel('Search tools').fill('pliers');
    await page.waitForURL((url) => url.search === '?q=pliers&sort=price_asc');
    await expect.poll(async () => (await cardNames(page)).every((name) => /pliers/i.test(name))).toBe(true);
    const [pliers] = await cardNames(page);
    await cards(page).first().getByRole('link', { name: pliers, exact: true }).click();
    await page.waitForURL(/\/products\//);
    await page.goBack();
    await page.waitForURL((url) => url.search === '?q=pliers&sort=price_asc');
    expect(await page.getByLabel('Search tools').inputValue()).toBe('pliers');
    expect((await cardNames(page))[0]).toBe(pliers);
    expectNoProblems();
  });

  it('when Load more fails, keeps the tools on screen, shows the error in its place, and Retry loads that page', async () => {
    const { page, expectNoProblems } = await openPage(browser, 'phone');
    await page.goto('/');
    await waitForInteractive(page);
    const firstSix = await cardNames(page);
    await page.route(/\/api\/products\?.*cursor=/, (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'The shop is busy. Try again in a moment.' }) }),
    );
    await page.getByRole('link', { name: 'Load more tools' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await cardNames(page)).toEqual(firstSix);

    await page.unroute(/\/api\/products\?.*cursor=/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => cards(page).count()).toBe(12);
    expect((await cardNames(page)).slice(0, 6)).toEqual(firstSix);
    expectNoProblems([/HTTP 503: GET .*\/api\/products\?.*cursor=/]);
  });
});

describe('a new page', () => {
  it('has its own title, and the focus moves to its heading after a navigation in the browser', async () => {
    const { page, expectNoProblems } = await openPage(browser);
    await page.goto('/');
    await waitForInteractive(page);
    expect(await page.title()).toMatch(/ \| Hand Tool Shop$/);
    const name = (await cardNames(page))[0]!;
    await cards(page).first().getByRole('link', { name, exact: true }).click();
    await page.waitForURL(/\/products\//);
    await expect.poll(() => page.title()).toBe(`${name} | Hand Tool Shop`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.title()).toBe('Login | Hand Tool Shop');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Login');
    expectNoProblems();
  });
});

interface EmulatorConfig {
  firebase: { apiKey: string; projectId: string; emulatorHost: string };
}

/** The link in the shop's reset email to `email`, from the mail catcher `npm start` runs. */
async function resetLinkFor(email: string): Promise<string | undefined> {
  const caught = (await (await fetch(`${inject('mailUrl')}/api/email`)).json()) as Array<{ subject: string; to: Array<{ address: string }>; text?: string }>;
  const reset = caught.filter((message) => message.to.some((to) => to.address === email) && message.subject === 'Choose a new password for Hand Tool Shop').at(-1);
  return /Choose a new password (http\S+)/.exec(reset?.text ?? '')?.[1];
}

describe('a shopper who forgot their password', () => {
  it('asks for a link, gets the shop’s email, sets a new password on the shop’s page it opens, and logs in with the new one', async () => {
    const config = (await (await fetch(`${shopUrl()}/api/config`)).json()) as EmulatorConfig;
    const email = `forgetful.${Date.now()}@example.com`;
    // An account of its own: the demo accounts' passwords stay what the other tests expect.
    const signUp = await fetch(`${config.firebase.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${config.firebase.apiKey}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Old-password#1', returnSecureToken: true }),
    });
    expect(signUp.status).toBe(200);

    const { page, expectNoProblems } = await openPage(browser, 'phone');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').filter({ hasText: `If an account uses ${email}` }).waitFor();

    // The shop's dispatcher looks at the outbox every few seconds.
    let link: string | undefined;
    await expect.poll(async () => (link = await resetLinkFor(email)), { timeout: 30_000, interval: 500 }).toBeDefined();
    expect(link?.startsWith(`${shopUrl()}/reset-password?oobCode=`)).toBe(true);
    await page.goto(link!);
    await page.getByText(email).waitFor();
    await page.getByLabel(/^New password/).fill('New-password#2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login$/);

    await logIn(page, { email, password: 'New-password#2' }, 'here');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expectNoProblems();
  });

  it('is told when the link was already used, and offered a new one', async () => {
    const { page, expectNoProblems } = await openPage(browser);
    await page.goto('/reset-password?mode=resetPassword&oobCode=not-a-real-code');
    await page.getByRole('alert').filter({ hasText: 'This link has already been used or isn’t complete.' }).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expectNoProblems([/HTTP 400: POST .*accounts:resetPassword/]);
  });
});
