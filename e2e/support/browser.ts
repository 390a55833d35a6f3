// Debian's Chromium driven by playwright-core (never a downloaded browser), and a page that
// records what a shopper would never want to see: console errors, uncaught exceptions and
// failed requests.
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, expect, inject } from 'vitest';

export const shopUrl = () => inject('shopUrl');

export const viewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 900, height: 1000 },
  desktop: { width: 1366, height: 900 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
}

export interface WatchedPage {
  page: Page;
  /** Fails when anything went wrong on the page since the last check, except what `expected` says a test provoked. */
  expectNoProblems(expected?: RegExp[]): void;
}

const gapiStandIn = readFileSync(resolve(import.meta.dirname, 'gapi-stand-in.js'), 'utf8');
const openPages = new Set<Page>();
const screenshots = resolve(import.meta.dirname, '../../test-results/e2e');

/** On a failed test, a screenshot of every page still open, in test-results/e2e/. */
export function screenshotFailures(): void {
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    mkdirSync(screenshots, { recursive: true });
    let index = 0;
    for (const page of openPages) {
      if (!page.isClosed()) await page.screenshot({ path: join(screenshots, `${task.name.replace(/\W+/g, '-').slice(0, 80)}-${index++}.png`), fullPage: true });
    }
  });
}

export async function openPage(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
  { javaScript = true }: { javaScript?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: viewports[viewport], baseURL: shopUrl(), javaScriptEnabled: javaScript });
  // Google's gapi script is out of reach here; the stand-in lets Firebase's popup flow run against
  // the emulator. The emulator's popup also asks for CSS and fonts from CDNs: it works unstyled.
  await context.route('https://apis.google.com/js/api.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: gapiStandIn }));
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
  const page = await context.newPage();
  openPages.add(page);
  page.once('close', () => openPages.delete(page));
  const problems: string[] = [];
  page.on('console', (message) => {
    // Chromium logs each 4xx/5xx response as an error too; the response listener names its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: the server responded')) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the previous page still had in flight; that is no failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return {
    page,
    expectNoProblems(expected = []) {
      const seen = problems.splice(0);
      expect(seen.filter((problem) => !expected.some((pattern) => pattern.test(problem)))).toEqual([]);
    },
  };
}

export const demo = {
  admin: { email: 'admin@handtools.test', password: 'Admin#2026' },
  customer: { email: 'customer@handtools.test', password: 'Customer#2026' },
} as const;

export async function logIn(page: Page, account: { email: string; password: string }, from = '/login'): Promise<void> {
  if (from === '/login') await page.goto('/login');
  // The address changes before React shows the page (React Router renders in a transition): until
  // the heading is there, an "Email" field may still be the page before's (the guest checkout's).
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  // The page's code signs in here (JSON): a press before it runs would be the form's own post.
  await waitForInteractive(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Holds every request matching `url` until `release()`, as a slow network would: what the page
 * does meanwhile is what a shopper would see. `requested` settles when the first one is asked for.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let askedFor = () => {};
  const requested = new Promise<void>((resolve) => (askedFor = resolve));
  await page.route(url, async (route) => {
    askedFor();
    await held;
    await route.continue();
  });
  return { requested, release };
}

/**
 * Opens `path` with the page's code held back, as a slow network would, and waits until `shown` is
 * on the page and the code has been asked for: what the shopper does next is done to the server's
 * HTML alone. `release()` lets the code in.
 */
export async function openBeforeItsCode(page: Page, path: string, shown: (page: Page) => Locator): Promise<{ release: () => void }> {
  const code = await holdRequests(page, /\/assets\/[^/]+\.js$/);
  await page.goto(path, { waitUntil: 'commit' });
  await shown(page).waitFor();
  await code.requested;
  expect(await page.locator('#root[data-interactive]').count()).toBe(0);
  return code;
}

/**
 * Until the browser's app has taken over a server-rendered page, a link is only a link: Load more
 * goes to the next page instead of adding to this one. Tests of the in-place behaviour wait here,
 * for the mark the app sets once its first render is committed (start-app.tsx).
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-interactive]', { state: 'attached' });
}

/**
 * A section below the fold hydrates once the browser is idle, which on a busy machine can come after
 * the network has gone quiet: only React's own mark on the element says it has taken the element over.
 */
export async function waitForHydrated(element: Locator): Promise<void> {
  const hydrated = () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
  await expect.poll(hydrated, { timeout: 15_000 }).toBe(true);
}
