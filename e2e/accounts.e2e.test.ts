// Logging in and registering through the real Firebase Auth Emulator, with the seed's messages.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, openPage, screenshotFailures, waitForInteractive } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
screenshotFailures();

describe('accounts', () => {
  it('the login form says what is wrong in the seed’s words, and a wrong password is refused', async () => {
    const { page, expectNoProblems } = await openPage(browser, 'phone');
    await page.goto('/login');
    // The seed's messages are the page's code's: before it runs, the press would be the form's own post.
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Login' }).last().click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@x.y');
    await page.getByLabel(/^Password/).fill('12345');
    await page.getByRole('button', { name: 'Login' }).last().click();
    await page.getByText('Please input a valid email').waitFor();
    await page.getByText('Must put 6 character password or more!').waitFor();

    await page.getByRole('textbox', { name: 'Email' }).fill(demo.customer.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).last().click();
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expectNoProblems([/HTTP 401: POST .*\/api\/sign-in$/]);
  });

  it('a new shopper registers on the way to a purchase and comes back to it signed in', async () => {
    const { page, expectNoProblems } = await openPage(browser);
    await page.goto('/');
    await page.locator('#tools article').first().getByRole('link', { name: /^Buy Now: / }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const buying = new URL(page.url()).search;
    // The checkout takes a guest; this shopper signs in, by way of an account made there and then.
    await page.getByRole('link', { name: 'sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const origin = await page.evaluate(() => history.state?.usr?.from as { pathname: string; search: string } | undefined);
    expect(origin).toMatchObject({ pathname: '/checkout', search: buying });

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Joiner');
    await page.getByRole('textbox', { name: 'Email' }).fill(`ada.${Date.now()}@example.com`);
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Must input 6 character password or more!').waitFor();
    await page.getByLabel(/^Password/).fill('chisel-and-mallet');
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL((url) => url.pathname === '/checkout' && url.search === buying);
    await page.getByRole('button', { name: /^Pay \$/ }).waitFor();
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ada Joiner');
    expectNoProblems();
  });

  it('signs in with Google through the Auth Emulator’s own popup, and the shop knows the Google name', async () => {
    const { page, expectNoProblems } = await openPage(browser);
    await page.goto('/login');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: /Google/ }).click()]);
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(`gwen.${Date.now()}@example.com`);
    await popup.locator('#display-name-input').fill('Gwen Carver');
    await popup.locator('#sign-in').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/dashboard/my-profile');
    await expect.poll(() => page.getByRole('form', { name: 'Profile' }).getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Gwen Carver');
    // The emulator's helper iframe (another origin) is refused sessionStorage by this headless
    // Chromium; the emulator's own page, not the shop's code, and the sign-in goes on without it.
    expectNoProblems([/exception: Failed to read the 'sessionStorage' property from 'Window': Access is denied/]);
  });
});
