// A visitor, signed out, on a phone and on larger screens.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRequests, launchBrowser, openPage, screenshotFailures, waitForInteractive } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
screenshotFailures();

const cards = (page: Page) => page.locator('#tools article');

/** How many cards share the first row of the grid. */
async function columnsOfGrid(page: Page): Promise<number> {
  await cards(page).first().waitFor();
  const tops = await cards(page).evaluateAll((articles) => articles.map((article) => Math.round(article.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

describe('a visitor', () => {
  it('browses the tools: each card’s fields, the description cut at 100 characters, and more tools on demand', async () => {
    const { page, expectNoProblems } = await openPage(browser);
    await page.goto('/');
    const first = cards(page).first();
    await first.waitFor();
    expect(await cards(page).count()).toBe(6);
    await expect.poll(() => first.getByRole('img').getAttribute('alt')).toBeTruthy();
    const text = await first.innerText();
    expect(text).toMatch(/Available: \d+/);
    expect(text).toMatch(/Minimum order: \d+/);
    expect(text).toMatch(/\$\d+\.\d{2}/);
    const description = await first.locator('p.MuiTypography-body2').first().innerText();
    expect(description.endsWith('...')).toBe(true);
    expect(description.length).toBe(103);

    await waitForInteractive(page);
    await page.getByRole('link', { name: 'Load more tools' }).click();
    await expect.poll(() => cards(page).count()).toBe(12);
    expectNoProblems();
  });

  it('gets the storefront’s production build, even when a test run built it', async () => {
    const { page, expectNoProblems } = await openPage(browser);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto('/');
    await cards(page).first().waitFor();
    // React's development build says this on every page load; its production build never does.
    expect(messages.filter((text) => text.includes('React DevTools'))).toEqual([]);
    expectNoProblems();
  });

  it('gets the app’s code announced at once on a browser-rendered screen, and after the first paint on a server-rendered one', async () => {
    // /login is server-rendered now (so it isn't blank without JavaScript); the dashboard is not.
    for (const [path, announced] of [['/dashboard', true], ['/', false]] as const) {
      const { page, expectNoProblems } = await openPage(browser, 'phone');
      const appCodeRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/start-app-[^/]+\.js$/.test(request.url())) appCodeRequests.push(request.url());
      });
      const entry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
      await page.goto(path, { waitUntil: 'commit' });
      await entry.requested;
      if (announced) await expect.poll(() => appCodeRequests.length, { timeout: 15_000 }).toBeGreaterThan(0);
      // The page's head is parsed by the time its entry is asked for: anything announced would be asked for now.
      else await new Promise((resolve) => setTimeout(resolve, 500));
      expect(appCodeRequests.length > 0, path).toBe(announced);
      entry.release();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expectNoProblems();
    }
  });

  it('sees the tools before any of the page’s code has arrived, and the page never asks for them again', async () => {
    const { page, expectNoProblems } = await openPage(browser, 'phone');
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/products') catalogueRequests.push(request.url());
    });
    const code = await holdRequests(page, /\/assets\/[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'commit' });
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(6);
    code.release();
    await page.waitForLoadState('networkidle');
    expect(catalogueRequests).toEqual([]);
    expectNoProblems();
  });

  it('sees three columns on a large screen, two on a medium one and one on a phone', async () => {
    for (const [viewport, columns] of [['desktop', 3], ['tablet', 2], ['phone', 1]] as const) {
      const { page, expectNoProblems } = await openPage(browser, viewport);
      await page.goto('/');
      expect(await columnsOfGrid(page), viewport).toBe(columns);
      expectNoProblems();
    }
  });

  it('searches the tools, even typing before the page is interactive, and reads the customer reviews', async () => {
    const { page, expectNoProblems } = await openPage(browser);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel('Search tools').fill('hammer');
    await expect.poll(async () => (await cards(page).allInnerTexts()).every((text) => /hammer/i.test(text)), { timeout: 15_000 }).toBe(true);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await page.getByLabel('Search tools').fill('no such tool anywhere');
    await page.getByText('No tools match').waitFor();

    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await reviews.getByText(/\d Star/).first().waitFor();
    expect(await reviews.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
    expectNoProblems();
  });

  it('reads the blog and the portfolio, and a wrong address shows the not-found picture with a way home', async () => {
    const { page, expectNoProblems } = await openPage(browser, 'phone');
    await page.goto('/');
    // The phone's menu is the app's: it opens once the page is interactive.
    await waitForInteractive(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The menu's own link (the footer has one too, reachable until the menu is open).
    await page.getByLabel('Main menu').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(/\/blogs$/);
    // The address changes before the new page is painted: wait for the blog itself, not any heading.
    await page.getByRole('heading', { level: 1, name: /Questions and answers/ }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('button', { expanded: false }).count()).toBeGreaterThan(5);

    await page.goto('/my-portfolio');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goto('/no/such/page');
    await page.getByRole('img', { name: /Page not found/ }).waitFor();
    await page.getByRole('link', { name: /home|shop/i }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expectNoProblems([/HTTP 404: GET .*\/no\/such\/page/]);
  });

  it('is sent to log in when opening the dashboard', async () => {
    const { page, expectNoProblems } = await openPage(browser);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expectNoProblems();
  });
});
