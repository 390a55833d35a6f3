// An admin opens the dashboard on the shop's overview, restocks a tool with a reason and finds the
// adjustment, with who and why, in the tool's stock history; on a phone the same screen is cards.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, launchBrowser, logIn, openPage, screenshotFailures, type WatchedPage } from './support/browser';

const TOOL = '200 mm Slip-Joint Pliers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
screenshotFailures();

describe('an admin', () => {
  let admin: WatchedPage;
  let page: Page;

  beforeAll(async () => {
    admin = await openPage(browser, 'desktop');
    page = admin.page;
    await logIn(page, demo.admin);
  });

  it('opens the dashboard on the overview: orders and revenue per day, orders to ship, tools low on stock', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 2, name: 'Overview' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' }).first();
    expect(await sidebar.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    await page.getByText('Orders, last 30 days').waitFor();
    await page.getByText('Paid, not yet shipped').waitFor();
    await page.getByRole('region', { name: 'Orders and revenue per day' }).waitFor();
    await page.getByRole('region', { name: 'Low on stock' }).waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
    admin.expectNoProblems();
  });

  it('adjusts a tool’s stock with a reason and sees the adjustment in its history', async () => {
    await page.goto('/dashboard/manage-products');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: TOOL }) });
    // The cells after the name (a row header): price, available, minimum.
    const available = () => row.getByRole('cell').nth(2).innerText();
    const before = Number(await available());

    await page.getByRole('button', { name: `Adjust stock of ${TOOL}` }).click();
    const dialog = page.getByRole('dialog', { name: `Adjust stock of ${TOOL}` });
    await dialog.getByRole('textbox', { name: /Units to add/ }).fill('-3');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Three returned to the supplier, bent jaws');
    await dialog.getByRole('button', { name: 'Adjust stock' }).click();
    await page.getByText(`${TOOL} now has ${before - 3} in stock.`).waitFor();
    await expect.poll(available).toBe(String(before - 3));

    await page.getByRole('button', { name: `Stock history of ${TOOL}` }).click();
    const history = page.getByRole('dialog', { name: `Stock history of ${TOOL}` });
    const newest = history.getByRole('list', { name: 'Stock movements, newest first' }).getByRole('listitem').first();
    await newest.waitFor();
    const text = await newest.innerText();
    expect(text).toContain('Adjusted by an admin');
    expect(text).toContain(`−3 · now ${before - 3}`);
    expect(text).toContain(demo.admin.email);
    expect(text).toContain('Three returned to the supplier, bent jaws');
    await history.getByRole('button', { name: 'Close' }).click();
    admin.expectNoProblems();
  });

  it('on a phone, sees each product as a card with its stock and actions, nothing off-screen', async () => {
    const phone = await openPage(browser, 'phone');
    await logIn(phone.page, demo.admin);
    await phone.page.goto('/dashboard/manage-products');
    const list = phone.page.getByRole('list', { name: 'All products' });
    await list.getByRole('heading', { name: TOOL }).waitFor();
    const adjust = phone.page.getByRole('button', { name: `Adjust stock of ${TOOL}` });
    const box = await adjust.boundingBox();
    const width = phone.page.viewportSize()!.width;
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    phone.expectNoProblems();
  });
});
