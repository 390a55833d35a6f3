// A visitor finds a tool on the home page, reads its own page (details, rating, buyers' reviews),
// and goes on to buy it: Buy Now opens the checkout of that tool with the quantity typed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, screenshotFailures } from './support/browser';

// A demo tool with one buyer's review (backend/src/db/seeds/demo-catalogue.ts) that no other e2e file orders or reviews.
const TOOL = '600 mm Box Spirit Level';
const REVIEW = { title: 'Good level, vials a touch dim', name: 'Maria Lopez', stars: '3 Star' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
screenshotFailures();

const card = (page: Page) => page.locator('#tools article').filter({ has: page.getByRole('heading', { name: TOOL, exact: true }) });

describe('a tool’s own page', () => {
  it('opens from the tool’s name on the home page, shows the tool and its reviews, and Buy Now opens the checkout of that tool with the quantity typed', async () => {
    const { page, expectNoProblems } = await openPage(browser);
    await page.goto('/');
    await page.getByLabel('Search tools').fill(TOOL);
    // The list is replaced by the search's answer; a click on the card it replaces would be lost.
    await expect.poll(() => page.locator('#tools article').count(), { timeout: 15_000 }).toBe(1);
    const name = card(page).getByRole('link', { name: TOOL, exact: true });
    const href = await name.getAttribute('href');
    // A plain link to the tool's readable address: it opens the page without the app's JavaScript too.
    expect(href).toMatch(/^\/products\/[a-z0-9]+(-[a-z0-9]+)*$/);
    await name.click();
    await page.waitForURL((url) => url.pathname === href);

    await page.getByRole('heading', { level: 1, name: TOOL }).waitFor();
    expect(await page.title()).toBe(`${TOOL} | Hand Tool Shop`);
    const picture = page.getByRole('img', { name: TOOL });
    expect(await picture.getAttribute('fetchpriority')).toBe('high');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const main = page.getByRole('main');
    const text = await main.innerText();
    expect(text).toMatch(/\$\d+\.\d{2} each/);
    expect(text).toMatch(/Available: \d+/);
    expect(text).toMatch(/Minimum order: \d+/);
    expect(text).toContain('3 out of 5 from 1 review');
    expect(text).toContain('Aluminium box profile with three shock-mounted vials');

    const reviews = page.getByRole('region', { name: 'Reviews of this tool' });
    const review = reviews.getByRole('article').filter({ has: page.getByRole('heading', { name: REVIEW.title }) });
    await review.waitFor();
    const reviewText = await review.innerText();
    for (const part of [REVIEW.name, REVIEW.stars, 'Verified purchase']) expect(reviewText).toContain(part);
    expect(await reviews.getByRole('article').count()).toBe(1);

    // The checkout names the tool by its id, which the readable address doesn't carry.
    const slug = href!.split('/').pop();
    const { _id: id } = (await (await page.request.get(`/api/products-by-slug/${slug}`)).json()) as { _id: string };
    // Buy Now takes the quantity typed beside it to the checkout of that one tool (a guest may order there).
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    const minimum = Number(await quantity.getAttribute('min'));
    await quantity.fill(String(minimum + 1));
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('buy') === id && url.searchParams.get('quantity') === String(minimum + 1));
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('region', { name: 'Your order' }).getByText(`${minimum + 1} × ${TOOL}`).waitFor();
    await page.getByRole('button', { name: /^Pay \$/ }).waitFor();
    expectNoProblems();
  });

  it('on a phone, opened from a shared link, shows the tool; an unknown tool or a wrong address says “Tool not found” with a way home', async () => {
    const { page, expectNoProblems } = await openPage(browser, 'phone');
    await page.goto('/');
    await page.getByLabel('Search tools').fill(TOOL);
    const href = await card(page).getByRole('link', { name: TOOL, exact: true }).getAttribute('href');

    await page.goto(href!);
    await page.getByRole('heading', { level: 1, name: TOOL }).waitFor();
    await page.getByRole('region', { name: 'Reviews of this tool' }).getByRole('heading', { name: REVIEW.title }).waitFor();

    const unknown = '/products/00000000-0000-4000-8000-000000000000';
    await page.goto(unknown);
    await page.getByRole('heading', { level: 1, name: 'Tool not found' }).waitFor();
    await page.goto('/products/not-a-tool');
    await page.getByRole('heading', { level: 1, name: 'Tool not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Rendered on the server, the not-found pages come with their status, 404, and ask the API nothing more.
    expectNoProblems([/HTTP 404: GET .*\/products\/(00000000-0000-4000-8000-000000000000|not-a-tool)$/]);
  });
});
