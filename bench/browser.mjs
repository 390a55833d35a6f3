// 4. The browser: Lighthouse (mobile emulation and the desktop preset) on / and a tool's page
// (both rendered on the server) and /purchase/{id} (signed in, rendered in the browser) with the
// demo catalogue, median of several runs, / signed in too (the session's links must not shift the
// page), and the JavaScript each route needs before it is interactive, from the build.
// Lighthouse's default throttling is simulated: it loads the page at full speed and estimates the
// timings from the requests' dependencies, which misses requests made earlier than their initiator
// would suggest (the catalogue asked for while the home page's code downloads, the home page's
// code announced in its HTML). One more mobile row for `/` applies the same throttling for real.
// `/cart` and `/checkout` (both rendered on the server for their browser) are audited on a phone as
// a visitor whose cart holds a tool, as a shopper reaches them.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { customers } from './customers.mjs';

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs `work` in a page of the shop in the browser on `port`, to leave something in its storage. */
async function inShopPage(port, shopUrl, work) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${shopUrl}/`);
  await work(page);
  await page.close();
  await browser.disconnect();
}

/** Leaves a signed-in session in the browser's storage, as logging in would. */
const signedIn = (session) => (page) => page.evaluate((value) => localStorage.setItem('handtools.session', value), JSON.stringify(session));

/** Leaves a visitor's cart holding `quantity` of a tool, as Add to cart would: the shop sets its cookie. */
const withCart = (productId, quantity) => (page) =>
  page.evaluate(async (body) => {
    const response = await fetch('/api/visitor-cart/lines', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    if (!response.ok) throw new Error(`adding to the visitor's cart: ${response.status}`);
  }, JSON.stringify({ productId, quantity }));

// Lighthouse sometimes fails to record a load's trace (NO_NAVSTART, seen after the bench's heavy
// sections while the shop still drains their work) and asks to be run again: a failed run is retried
// this many times and never counted in a median.
const ATTEMPTS = 3;

/** `prepare`, when given, leaves the browser's storage as the audit needs it (a session, a cart), and Lighthouse then keeps it. */
async function auditOnce(url, preset, prepare, shopUrl, throttlingMethod) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (prepare) await inShopPage(chrome.port, shopUrl, prepare);
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: Boolean(prepare), throttlingMethod };
    const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (lhr.runtimeError) return { failed: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const score = (category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
  }
}

async function audit(url, preset, prepare, shopUrl, throttlingMethod) {
  let result;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    result = await auditOnce(url, preset, prepare, shopUrl, throttlingMethod);
    if (!result.failed) return result;
    console.error(`  Lighthouse on ${url} (${preset}, attempt ${attempt} of ${ATTEMPTS}) failed: ${result.failed}`);
  }
  return result;
}

async function medianAudit(url, preset, runs, prepare, shopUrl, throttlingMethod = 'simulate') {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await audit(url, preset, prepare, shopUrl, throttlingMethod));
  const measured = results.filter((result) => !result.failed);
  if (measured.length === 0) throw new Error(`Lighthouse failed on ${url} (${preset}) in every attempt: ${results[0].failed}`);
  const keys = Object.keys(measured[0]).filter((key) => key !== 'finalUrl');
  return { ...Object.fromEntries(keys.map((key) => [key, median(measured.map((result) => result[key]))])), finalUrl: measured[0].finalUrl, runs: measured.length };
}

/**
 * Gzipped bytes of what a route runs before it is interactive: the entry, the app it starts
 * (src/app/start, loaded after the first paint), the route's chunk and their static imports.
 * Below-the-fold sections that hydrate when the browser is idle are not counted.
 */
export function firstLoadBytes(distDir, routeModule) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const chunks = new Set();
  const walk = (key) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported);
  };
  walk('index.html');
  walk('src/app/start/start-app.tsx');
  walk(routeModule);
  const bytes = { js: 0, css: 0, fonts: 0 };
  const gz = (file) => gzipSync(readFileSync(join(distDir, file))).length;
  for (const key of chunks) {
    const chunk = manifest[key];
    bytes.js += gz(chunk.file);
    for (const css of chunk.css ?? []) bytes.css += gz(css);
    for (const asset of chunk.assets ?? []) if (/\.woff2$/.test(asset)) bytes.fonts += statSync(join(distDir, asset)).size;
  }
  return { jsKB: kb(bytes.js), cssKB: kb(bytes.css), fontsKB: kb(bytes.fonts), chunks: chunks.size };
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

export async function benchBrowser(shop, { runs, distDir }) {
  const { items } = await (await fetch(`${shop.url}/api/products?limit=1`)).json();
  const product = items[0];
  const [customer] = await customers(shop.url, shop.emulatorHost, 1);
  // A tool's page at its address (the slug its links, the sitemap and search engines give): its id's
  // address answers with a redirect there, which the bench measured from 11-28 to 11-29.
  const routes = { home: '/', product: `/products/${product.slug}`, purchase: `/purchase/${product._id}` };
  const lighthouseResults = {};
  for (const [name, path] of Object.entries(routes)) {
    for (const preset of ['mobile', 'desktop']) {
      lighthouseResults[`${name}/${preset}`] = await medianAudit(`${shop.url}${path}`, preset, runs, name === 'purchase' ? signedIn(customer.session) : null, shop.url);
    }
  }
  lighthouseResults['home/mobile-applied'] = await medianAudit(`${shop.url}/`, 'mobile', runs, null, shop.url, 'devtools');
  lighthouseResults['product/mobile-applied'] = await medianAudit(`${shop.url}${routes.product}`, 'mobile', runs, null, shop.url, 'devtools');
  lighthouseResults['home/mobile-signed-in'] = await medianAudit(`${shop.url}/`, 'mobile', runs, signedIn(customer.session), shop.url);
  // Each run's browser starts a cart of its own with the tool's minimum order.
  const cart = withCart(product._id, product.minimum);
  lighthouseResults['cart/mobile'] = await medianAudit(`${shop.url}/cart`, 'mobile', runs, cart, shop.url);
  lighthouseResults['checkout/mobile'] = await medianAudit(`${shop.url}/checkout`, 'mobile', runs, cart, shop.url);
  // Images of the first screen: the tool pictures the home page's first cards show.
  const imageBytes = items.length ? statSync(join(distDir, product.image)).size : 0;
  return {
    lighthouse: lighthouseResults,
    firstLoad: {
      home: firstLoadBytes(distDir, 'src/app/routes/home.tsx'),
      product: firstLoadBytes(distDir, 'src/app/routes/product.tsx'),
      purchase: firstLoadBytes(distDir, 'src/app/routes/purchase.tsx'),
      cart: firstLoadBytes(distDir, 'src/app/routes/cart.tsx'),
      checkout: firstLoadBytes(distDir, 'src/app/routes/checkout.tsx'),
    },
    firstToolImageKB: kb(imageBytes),
  };
}
