import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'] });
const url = process.argv[2] ?? 'http://localhost:3000/';
const page = await browser.newPage();
const problems = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
page.on('pageerror', (e) => problems.push(`exception: ${e.message}`));
const requests = [];
page.on('request', (r) => { if (r.url().includes('/api/')) requests.push(r.url()); });
await page.goto(url, { waitUntil: 'networkidle' });
console.log('title', await page.title());
console.log('api requests after load', requests);
const more = page.getByRole('link', { name: 'Load more tools' });
if (await more.count()) { await more.click(); await page.waitForTimeout(1500); console.log('articles', await page.locator('article').count(), 'url', page.url()); }
console.log('problems', problems);
await browser.close();
