// The admin's overview fits its window: nothing to scroll sideways to, and the page ends at its
// footer. The charts' table for screen readers once widened the page by 304 px and left 1,300 px
// of emptiness below the footer, so both are measured with the table's rows in the page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, logIn, openPage, screenshotFailures } from './support/browser';
import { placeOrder } from './support/orders';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The charts (and their table) show once the last 30 days have an order.
  const { page } = await openPage(browser, 'phone');
  await logIn(page, demo.customer);
  await placeOrder(page, 'Combination Spanner Set, 8-19 mm');
  await page.context().close();
});
afterAll(() => browser?.close());
screenshotFailures();

const windows = [
  { name: 'a phone', viewport: 'phone', width: 390, height: 844 },
  { name: 'a desktop', viewport: 'desktop', width: 1280, height: 800 },
] as const;

describe.each(windows)('an admin on $name ($width px wide) opening the overview', ({ viewport, width, height }) => {
  it('scrolls neither sideways nor past the footer', async () => {
    const { page, expectNoProblems } = await openPage(browser, viewport);
    await page.setViewportSize({ width, height });
    await logIn(page, demo.admin);
    await page.goto('/dashboard');
    const figures = page.getByRole('table', { name: 'Orders and paid revenue per day, oldest first' });
    await figures.getByRole('row').nth(1).waitFor({ state: 'attached' });
    await page.getByRole('region', { name: 'Low on stock' }).waitFor();

    const measured = await page.evaluate(() => {
      const root = document.documentElement;
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      return {
        scrollWidth: root.scrollWidth,
        clientWidth: root.clientWidth,
        pageHeight: root.scrollHeight,
        footerBottom: Math.ceil(footer.bottom + window.scrollY),
      };
    });
    expect(measured.scrollWidth).toBeLessThanOrEqual(measured.clientWidth);
    expect(measured.pageHeight).toBeLessThanOrEqual(measured.footerBottom);
    expectNoProblems();
  });
});
