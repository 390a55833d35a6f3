// An admin's day with orders: find a paid order by status and number (the filters survive a
// reload), export what the filters find as CSV, refund part of it and then the rest (the customer
// sees "Refunded" and gets an email for each), and see a new order arrive in the open list without reloading.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { demo, launchBrowser, logIn, openPage, screenshotFailures, type WatchedPage } from './support/browser';
import { placeOrder } from './support/orders';

const TOOL = 'Combination Spanner Set, 8-19 mm';

interface CaughtEmail {
  subject: string;
  to: Array<{ address: string }>;
  text?: string;
}

let browser: Browser;
let customer: WatchedPage;
let admin: WatchedPage;
// "#1042": the paid order the admin finds, exports and refunds.
let paidNumber: string;
beforeAll(async () => {
  browser = await launchBrowser();
  [customer, admin] = await Promise.all([openPage(browser, 'phone'), openPage(browser, 'desktop')]);
  await Promise.all([logIn(customer.page, demo.customer), logIn(admin.page, demo.admin)]);
});
afterAll(() => browser?.close());
screenshotFailures();

const myOrder = (page: Page, number: string) => page.getByRole('listitem', { name: `Order ${number}` });

it('a customer orders and pays; the order carries its number in My Orders', async () => {
  const { page } = customer;
  paidNumber = await placeOrder(page, TOOL);
  await page.goto('/dashboard');
  await myOrder(page, paidNumber).getByRole('link', { name: `Pay now for order ${paidNumber}` }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /^Expiry/ }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByText('Congratulations! your payment is completed').waitFor();
  await page.goto('/dashboard');
  await myOrder(page, paidNumber).getByText('Paid', { exact: true }).waitFor();
  customer.expectNoProblems();
});

it('the admin filters by status and searches the number; the URL keeps both after a reload', async () => {
  const { page } = admin;
  await page.goto('/dashboard/manage-all-orders');
  await page.getByRole('listitem', { name: /^Order #/ }).first().waitFor();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('paid');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(paidNumber);
  await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
  await page.waitForURL((url) => url.searchParams.get('status') === 'paid' && url.searchParams.get('q') === paidNumber);
  const found = page.getByRole('list', { name: 'Orders found' }).getByRole('listitem', { name: /^Order #/ });
  await expect.poll(() => found.count()).toBe(1);
  await myOrder(page, paidNumber).getByText('Pending').waitFor();
  await myOrder(page, paidNumber).getByText('14 Mill Lane, Leeds LS1 4AB').waitFor();

  await page.reload();
  await myOrder(page, paidNumber).waitFor();
  expect(await found.count()).toBe(1);
  expect(await page.getByRole('searchbox', { name: 'Search orders' }).inputValue()).toBe(paidNumber);
  expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('paid');
  admin.expectNoProblems();
});

it('the admin exports what the filters find as CSV: the header, and the order’s row', async () => {
  const { page } = admin;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  // Read as CSV, not by lines: an address of several lines is one quoted field.
  const [header, ...rows] = parse(await readFile((await file.path())!, 'utf8'), { bom: true }) as string[][];
  expect(header!.slice(0, 2)).toEqual(['orderNumber', 'orderId']);
  expect(rows, JSON.stringify(rows)).toHaveLength(1);
  expect(rows[0]![0]).toBe(paidNumber.slice(1));
  expect(rows[0]![1]).toMatch(/^[0-9a-f-]{36}$/);
  expect(rows[0]).toContain(TOOL);
  admin.expectNoProblems();
});

it('the admin opens the order, refunds part of it, then the rest once, and it shows Refunded', async () => {
  const { page } = admin;
  await page.getByRole('link', { name: `Order ${paidNumber}, open its page` }).click();
  await page.getByRole('heading', { level: 2, name: `Order ${paidNumber}` }).waitFor();
  await page.getByRole('region', { name: 'Customer and delivery' }).getByText('+44 113 496 0000').waitFor();
  await page.getByRole('button', { name: `Refund part of order ${paidNumber}` }).click();
  const part = page.getByRole('dialog', { name: `Refund part of order ${paidNumber}` });
  await part.getByRole('textbox', { name: 'Amount to refund' }).fill('1.00');
  await part.getByRole('button', { name: 'Refund $1.00' }).click();
  await page.getByText(new RegExp(`^\\$1\\.00 of order ${paidNumber} is refunded`)).waitFor();
  await page.getByRole('region', { name: 'Refunds' }).getByText(/^Refunded \$1\.00 of \$[\d,.]+; \$[\d,.]+ left\.$/).waitFor();

  await page.getByRole('button', { name: `Refund the rest of order ${paidNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${paidNumber}?` });
  await dialog.getByText(/The tools go back in stock/).waitFor();
  await dialog.getByRole('button', { name: /^Refund \$/ }).dblclick();
  await page.getByText(new RegExp(`^Order ${paidNumber} is refunded`)).waitFor();
  // The status badge, and the history's line.
  await expect.poll(() => page.getByText('Refunded', { exact: true }).count()).toBe(2);
  expect(await page.getByRole('button', { name: new RegExp(`order ${paidNumber}$`) }).count()).toBe(0);
  admin.expectNoProblems();
});

it('the customer sees "Refunded" in My Orders and gets the refund email', async () => {
  const { page } = customer;
  await page.goto('/dashboard');
  await myOrder(page, paidNumber).getByText('Refunded', { exact: true }).waitFor();
  await myOrder(page, paidNumber).getByText(/^Your payment of \$[\d.]+ was refunded on /).waitFor();
  await expect
    .poll(
      async () => {
        const emails = (await (await fetch(`${inject('mailUrl')}/api/email`)).json()) as CaughtEmail[];
        const mine = emails.filter((email) => email.to.some((to) => to.address === demo.customer.email));
        // Each says who the shop is in law, as the demo's owner set it.
        const signed = mine.filter((email) => email.text?.includes('Hand Tool Shop Ltd · 3 Forge Yard, Sheffield S1 2AB, United Kingdom · Company no. 01234567 · VAT GB123456789'));
        return [`Part of order ${paidNumber} was refunded`, `Order ${paidNumber} was refunded`].map((subject) => signed.filter((email) => email.subject === subject).length);
      },
      { timeout: 30_000, interval: 500 },
    )
    .toEqual([1, 1]);
  customer.expectNoProblems();
});

it('a new order appears in the open Manage All Orders when the window regains focus, without a reload', async () => {
  const { page } = admin;
  await page.goto('/dashboard/manage-all-orders');
  await page.getByRole('listitem', { name: /^Order #/ }).first().waitFor();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));

  const newNumber = await placeOrder(customer.page, TOOL);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await myOrder(page, newNumber).getByText('UnPaid').waitFor({ timeout: 10_000 });
  expect(navigations).toEqual([]);
  admin.expectNoProblems();

  // The customer cancels it (the unpaid-order limit is shared by every e2e file); it stays listed.
  const mine = myOrder(customer.page, newNumber);
  await customer.page.goto('/dashboard');
  await mine.getByRole('button', { name: `Cancel order ${newNumber}` }).click();
  await customer.page.getByRole('dialog', { name: `Cancel order ${newNumber}?` }).getByRole('button', { name: 'Yes, cancel order' }).click();
  await mine.getByText('Cancelled', { exact: true }).waitFor();
  customer.expectNoProblems();
});
