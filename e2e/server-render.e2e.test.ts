// The public storefront as the server renders it: whole pages in the first response, cached under
// the change-mark rule, hydrated without a mismatch, and usable with JavaScript off.
import { get } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openBeforeItsCode, openPage, screenshotFailures, shopUrl, waitForHydrated, waitForInteractive } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
screenshotFailures();

const page = (path: string) => fetch(`${shopUrl()}${path}`, { headers: { Accept: 'text/html' } });

/** Fetch would add Cache-Control: no-cache to a conditional request (a reload, which never gets a 304): plain HTTP doesn't. */
function conditionalStatus(path: string, etag: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(`${shopUrl()}${path}`, { headers: { Accept: 'text/html', 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });
}

type Listed = { _id: string; slug: string; name: string; available: number; minimum: number };

async function firstProduct(): Promise<Listed> {
  const { items } = (await (await fetch(`${shopUrl()}/api/products?limit=1`)).json()) as { items: Listed[] };
  const [product] = items;
  if (!product) throw new Error('the demo catalogue is empty');
  return product;
}

describe('the server-rendered storefront', () => {
  it('answers / with the first tools, their styles and the data the page starts from, in the HTML', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    const { name } = await firstProduct();
    expect(html).toContain(name.replace(/&/g, '&amp;'));
    expect(html).toMatch(/<style data-server-styles="css [^"]+">/);
    expect(html).toContain('<script type="application/json" id="server-data">');
    // Nothing the Content Security Policy would block: the only scripts are files and data.
    expect(html.match(/<script(?![^>]*(type="module"[^>]*src=|type="application\/(ld\+)?json"))[^>]*>/g) ?? []).toEqual([]);
  });

  it('answers a misspelled search with the tools of the word it read, saying which, in the HTML', async () => {
    // React marks where one text ends and the next begins with empty comments.
    const html = (await (await page('/?q=chisle')).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('No tools match “chisle”. Showing tools for “chisel”.');
    expect(html).toContain('Bevel-Edge Wood Chisel Set, 4 Pieces');
  });

  it('tags a page, and answers it unchanged with a bodiless 304', async () => {
    const first = await page('/');
    // Rendered again (another test's order moves the change mark), the same data gives the same tag.
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await conditionalStatus('/', etag ?? '')).toBe(304);
  });

  it('answers an unknown address and an unknown or malformed tool with a rendered 404 page', async () => {
    for (const path of ['/no-such-page', '/products/01a20c2e-21bd-7707-b8dd-000000000000', '/products/not-an-id']) {
      const response = await page(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toMatch(/not found/i);
    }
  });

  it('answers a tool’s old address by id with a permanent redirect to its slug, whose page names itself and carries its Product data', async () => {
    const product = await firstProduct();
    const moved = await fetch(`${shopUrl()}/products/${product._id}`, { headers: { Accept: 'text/html' }, redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/products/${product.slug}`);
    const response = await page(`/products/${product.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="canonical" href="${shopUrl()}/products/${product.slug}"/>`);
    expect(head).toMatch(new RegExp(`<meta property="og:image" content="${shopUrl()}/[^"]+"/>`));
    const structured = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((script) => JSON.parse(script[1]!));
    const data = structured.find((item) => item['@type'] === 'Product');
    expect(data).toMatchObject({ '@type': 'Product', name: product.name, url: `${shopUrl()}/products/${product.slug}` });
    // Its trail too, Home first and the tool last, in the HTML a crawler reads.
    const trail = structured.find((item) => item['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: `${shopUrl()}/` });
    expect(trail.itemListElement.at(-1)).toEqual({ '@type': 'ListItem', position: trail.itemListElement.length, name: product.name });
    expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', eligibleQuantity: { minValue: product.minimum } });
    // Every demo tool has a maker and a category.
    expect(data.brand).toEqual({ '@type': 'Brand', name: expect.any(String) });
    expect(data.category).toEqual(expect.any(String));
    // And search engines find it: the sitemap lists it at its slug.
    const sitemap = await (await fetch(`${shopUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${shopUrl()}/products/${product.slug}</loc>`);
  });

  it('leaves the signed-in screens to the browser', async () => {
    const html = await (await page('/dashboard')).text();
    expect(html).toContain('<div id="root"></div>');
    // Paying and the dashboard exist only in the browser: without JavaScript the page says so.
    expect(html).toMatch(/<noscript><p>This page needs JavaScript, which is off in this browser/);
  });

  it('hydrates / and a tool’s page without a mismatch and without asking the API again', async () => {
    const { page: browserPage, expectNoProblems } = await openPage(browser, 'phone');
    const apiCalls: string[] = [];
    browserPage.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    // The page's styles (all but the few global rules) stay where the server put them: moving a
    // style tag re-parses its CSS and restyles the page.
    await browserPage.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { movedServerStyles: moved });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (node instanceof HTMLStyleElement && (node.textContent ?? '').length > 2000) moved.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    const product = await firstProduct();
    for (const [path, deferred] of [
      ['/', '#reviews'],
      [`/products/${product.slug}`, '#customer-reviews-heading'],
    ] as const) {
      await browserPage.goto(path, { waitUntil: 'networkidle' });
      // The sections below the fold hydrate once the browser is idle: React has taken them over.
      await waitForHydrated(browserPage.locator(deferred));
      expect(await browserPage.evaluate(() => (window as unknown as { movedServerStyles: string[] }).movedServerStyles), path).toEqual([]);
    }
    // The page's own data is never asked again. The visitor's cart (for the navbar's count) is this
    // browser's own, never in a page shared by all: read once per page, after hydration.
    expect(apiCalls.filter((url) => new URL(url).pathname !== '/api/visitor-cart')).toEqual([]);
    expect(apiCalls).toHaveLength(2);
    expectNoProblems();
  });
});

describe('a shopper who taps while the page is still starting', () => {
  it('gets where the tap leads every time, on a slow phone, whatever moment the tap lands', async () => {
    const { page: browserPage, expectNoProblems } = await openPage(browser, 'phone');
    // A phone's slower CPU widens the window between the first paint and the app being live.
    const cdp = await browserPage.context().newCDPSession(browserPage);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const { slug, name } = await firstProduct();
    const missed: number[] = [];
    for (const delayMs of [0, 60, 120, 200, 300, 450, 650, 900]) {
      await browserPage.goto('/', { waitUntil: 'commit' });
      await browserPage.waitForSelector('#tools article');
      await browserPage.waitForTimeout(delayMs);
      await browserPage.locator('#tools article').first().getByRole('link', { name, exact: true }).click();
      try {
        await browserPage.waitForURL(`**/products/${slug}`, { timeout: 15_000 });
        await expect.poll(() => browserPage.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(name);
      } catch {
        missed.push(delayMs);
      }
    }
    expect(missed, 'taps that did nothing, by delay after the first paint (ms)').toEqual([]);
    expectNoProblems();
  });
});

describe('a visitor who types before the page’s code has arrived', () => {
  it('keeps what was typed into the contact form once the code runs, and sends it from there', async () => {
    const { page: browserPage, expectNoProblems } = await openPage(browser, 'phone');
    const contactForm = (on: Page) => on.getByRole('form', { name: 'Contact us' });
    const code = await openBeforeItsCode(browserPage, '/', contactForm);
    const contact = contactForm(browserPage);
    await contact.getByRole('textbox', { name: 'Name' }).fill('Sam Turner');
    await contact.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await contact.getByRole('textbox', { name: 'Message' }).fill('Do you sell hickory handles?');
    code.release();
    await waitForInteractive(browserPage);
    // The section's own code comes when the browser is idle. Its fields are uncontrolled (react-hook-form's
    // register), which React leaves as typed when it hydrates them; a controlled textarea would be set back
    // to the server's text (the checkout's, which lib/keep-typed-before-hydration.ts keeps).
    await waitForHydrated(contact);
    expect(await contact.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Do you sell hickory handles?');
    await contact.getByRole('button', { name: 'Send message' }).click();
    // Sent by the code (the page stays), not posted by the browser: the form had taken over what was typed.
    expect(await contact.getByRole('status').innerText()).toBe('Thanks for your message. We reply within one working day.');
    expect(new URL(browserPage.url()).search).toBe('');
    expectNoProblems();
  });
});

describe('with JavaScript off, a shopper', () => {
  it('follows Shop by category to a category, its sub-category and a tool, searches within the category, and climbs back up the trail', async () => {
    const { page: browserPage, expectNoProblems } = await openPage(browser, 'desktop', { javaScript: false });
    await browserPage.goto('/');
    await browserPage.getByRole('region', { name: 'Shop by category' }).getByRole('link', { name: /^Woodworking \(\d+\)$/ }).click();
    await browserPage.waitForURL((url) => url.pathname === '/categories/woodworking');
    expect(await browserPage.title()).toBe('Woodworking | Hand Tool Shop');
    const names = await browserPage.locator('#tools article h3').allInnerTexts();
    expect(names.sort()).toEqual(['Bevel-Edge Wood Chisel', 'Bevel-Edge Wood Chisel Set, 4 Pieces', 'No. 60 1/2 Low-Angle Block Plane']);

    await browserPage.getByRole('searchbox', { name: 'Search tools' }).fill('plane');
    await browserPage.getByRole('button', { name: 'Search' }).click();
    await browserPage.waitForURL((url) => url.pathname === '/categories/woodworking' && url.searchParams.get('q') === 'plane');
    expect(await browserPage.locator('#tools article h3').allInnerTexts()).toEqual(['No. 60 1/2 Low-Angle Block Plane']);

    await browserPage.getByRole('navigation', { name: 'Categories in Woodworking' }).getByRole('link', { name: /^Chisels/ }).click();
    await browserPage.waitForURL((url) => url.pathname === '/categories/chisels');
    await browserPage.getByRole('link', { name: 'Bevel-Edge Wood Chisel Set, 4 Pieces', exact: true }).click();
    await browserPage.getByRole('heading', { level: 1, name: 'Bevel-Edge Wood Chisel Set, 4 Pieces' }).waitFor();
    const trail = browserPage.getByRole('navigation', { name: 'Where this is in the shop' });
    expect(await trail.innerText()).toMatch(/Home\s*\/\s*Woodworking\s*\/\s*Chisels\s*\/\s*Bevel-Edge Wood Chisel Set, 4 Pieces/);
    await trail.getByRole('link', { name: 'Woodworking' }).click();
    await browserPage.waitForURL((url) => url.pathname === '/categories/woodworking');

    const missing = await page('/categories/routers');
    expect(missing.status).toBe(404);
    expect(await (await fetch(`${shopUrl()}/sitemap.xml`)).text()).toContain(`${shopUrl()}/categories/chisels</loc>`);
    // Chromium refuses the pages' module preloads with JavaScript off (reported as "csp").
    expectNoProblems([/ csp$/]);
  });

  it('on a phone, filters Woodworking to what is in stock under $50, then narrows to Chisels keeping the filters', async () => {
    const { page: browserPage, expectNoProblems } = await openPage(browser, 'phone', { javaScript: false });
    await browserPage.goto('/categories/woodworking');
    // Folded at first; the browser's own disclosure opens it, no script needed.
    await browserPage.getByText('Filters', { exact: true }).click();
    await browserPage.getByRole('checkbox', { name: /^In stock only \(\d+\)$/ }).check();
    await browserPage.getByRole('spinbutton', { name: 'Up to' }).fill('50');
    await browserPage.getByRole('button', { name: 'Apply filters' }).click();
    await browserPage.waitForURL((url) => url.pathname === '/categories/woodworking' && url.searchParams.get('maxPrice') === '50');
    expect(new URL(browserPage.url()).searchParams.get('inStock')).toBe('true');
    // The chisel in sizes is found by its sizes in stock under $50, once.
    const chisels = ['Bevel-Edge Wood Chisel', 'Bevel-Edge Wood Chisel Set, 4 Pieces'];
    expect(await browserPage.locator('#tools article h3').allInnerTexts()).toEqual(chisels);
    expect(await browserPage.getByText(/^Filters \(2 on\)$/).isVisible()).toBe(true);

    // The filters' own link to the sub-category carries them (the header's links to it don't).
    await browserPage.locator('details', { hasText: 'Filters' }).getByRole('link', { name: 'Chisels (2)' }).click();
    await browserPage.waitForURL((url) => url.pathname === '/categories/chisels' && url.search === '?maxPrice=50&inStock=true');
    expect(await browserPage.locator('#tools article h3').allInnerTexts()).toEqual(chisels);
    expect(await browserPage.getByRole('checkbox', { name: /^In stock only/ }).isChecked()).toBe(true);
    await browserPage.getByRole('link', { name: 'Clear filters' }).click();
    await browserPage.waitForURL((url) => url.pathname === '/categories/chisels' && url.search === '');
    expectNoProblems([/ csp$/]);
  });

  it('reads the tools, follows Load more to the next ones, searches and sorts, opens a tool’s page and uses the navbar', async () => {
    const { page: browserPage, expectNoProblems } = await openPage(browser, 'desktop', { javaScript: false });
    await browserPage.goto('/');
    const cards = browserPage.locator('#tools article');
    expect(await cards.count()).toBe(6);
    const firstNames = await cards.locator('h3').allInnerTexts();

    await browserPage.getByRole('link', { name: 'Load more tools' }).click();
    await browserPage.waitForURL(/\?pages=2#tools$/);
    expect(await cards.count()).toBe(12);
    const allNames = await cards.locator('h3').allInnerTexts();
    expect(allNames.slice(0, 6)).toEqual(firstNames);

    // Search and sort are a form the server answers.
    await browserPage.getByLabel('Search tools').fill('pliers');
    await browserPage.getByLabel('Sort by').selectOption('name_asc');
    await browserPage.getByRole('button', { name: 'Search' }).click();
    // The price boxes left blank go too, and ask for nothing.
    await browserPage.waitForURL(/\?q=pliers&sort=name_asc&minPrice=&maxPrice=#tools$/);
    const found = await cards.locator('h3').allInnerTexts();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => /pliers/i.test(name))).toBe(true);
    expect(found).toEqual([...found].sort());
    expect(await browserPage.getByLabel('Search tools').inputValue()).toBe('pliers');

    const name = allNames[6] ?? '';
    await browserPage.goto('/?pages=2');
    await cards.nth(6).getByRole('link', { name, exact: true }).click();
    await browserPage.waitForURL(/\/products\//);
    await expect.poll(() => browserPage.getByRole('heading', { level: 1 }).innerText()).toBe(name);
    // Buy Now sends the quantity to the checkout, which says that paying needs JavaScript.
    await browserPage.getByRole('button', { name: 'Buy Now' }).click();
    await browserPage.waitForURL(/\/checkout\?/);
    const asked = new URL(browserPage.url()).searchParams;
    expect(asked.get('buy')).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked.get('quantity')).toMatch(/^\d+$/);
    await browserPage.getByText(/This page needs JavaScript.*paying/).waitFor();
    await browserPage.goBack();

    await browserPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await browserPage.waitForURL(/\/blogs$/);
    expect(await browserPage.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    // The browser refuses the pages' scripts, as it was told to.
    expectNoProblems([/ csp$/]);
  });

  it('writes to the shop and subscribes to the newsletter from the home page’s forms, and is told what was wrong', async () => {
    const { page: browserPage, expectNoProblems } = await openPage(browser, 'phone', { javaScript: false });
    await browserPage.goto('/');
    const contact = browserPage.getByRole('form', { name: 'Contact us' });
    // In the first response, not a band waiting for the page's code.
    await expect.poll(() => contact.isVisible()).toBe(true);
    await contact.getByRole('textbox', { name: 'Name' }).fill('Sam Turner');
    await contact.getByRole('textbox', { name: 'Email' }).fill('sam@');
    await contact.getByRole('textbox', { name: 'Message' }).fill('Do you sell hickory handles?');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await browserPage.waitForURL(/\/\?contact=invalid-email#contact$/);
    expect(await contact.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(await contact.getByText('Please input a valid email').isVisible()).toBe(true);

    await contact.getByRole('textbox', { name: 'Name' }).fill('Sam Turner');
    await contact.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await contact.getByRole('textbox', { name: 'Message' }).fill('Do you sell hickory handles?');
    await contact.getByRole('button', { name: 'Send message' }).click();
    await browserPage.waitForURL(/\/\?contact=sent#contact$/);
    expect(await contact.getByRole('status').innerText()).toBe('Thanks for your message. We reply within one working day.');

    const newsletter = browserPage.getByRole('form', { name: 'Newsletter' });
    await newsletter.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await browserPage.waitForURL(/\/\?newsletter=subscribed#newsletter$/);
    expect(await newsletter.getByRole('status').innerText()).toMatch(/^You’re subscribed/);
    // The home page's promises, from the shop's settings.
    expect(await browserPage.locator('#services').innerText()).not.toMatch(/24\/7|day or night/);
    expectNoProblems([/ csp$/]);
  });

  it('finds the cart, login and register pages rendered, each saying what it needs JavaScript for, and no form that could send a password in an address', async () => {
    const { page: browserPage, expectNoProblems } = await openPage(browser, 'phone', { javaScript: false });
    for (const [path, heading, needs] of [
      ['/cart', 'Your cart', 'Without JavaScript, change a quantity and press its Update button, and give your delivery details at the checkout. Paying needs JavaScript.'],
      ['/login', 'Login', 'Continue with Google needs JavaScript, which is off in this browser.'],
      ['/register', 'Register', 'Continue with Google needs JavaScript, which is off in this browser.'],
    ] as const) {
      const response = await browserPage.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect.poll(() => browserPage.getByRole('heading', { level: 1 }).innerText(), { timeout: 5000 }).toBe(heading);
      // Chromium's switch for JavaScript leaves its HTML parser treating <noscript> as if scripts ran
      // (so Playwright can't see it shown): the page as sent is what a browser without scripts reads.
      const html = await (await page(path)).text();
      expect(html, path).toMatch(new RegExp(`<noscript>.*${needs.replace(/[.’]/g, '.')}.*</noscript>`, 's'));
      // The navbar's links still lead on.
      expect(await browserPage.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
    }
    for (const path of ['/login', '/register']) {
      await browserPage.goto(path);
      const form = browserPage.getByRole('form', { name: path === '/login' ? 'Login' : 'Register' });
      expect(await form.getAttribute('method'), path).toBe('post');
      expect(await form.getAttribute('action'), path).toBe(path === '/login' ? '/api/sign-in' : '/api/register');
      // The form is the server's to answer: it takes a submit without the page's code.
      expect(await form.getByRole('button', { name: /^(Login|Register)$/ }).isEnabled(), path).toBe(true);
      expect(await browserPage.getByRole('button', { name: 'Continue with Google' }).isDisabled(), path).toBe(true);
    }
    expectNoProblems([/ csp$/]);
  });

  it('on a phone, opens the menu and follows its links', async () => {
    const { page: browserPage, expectNoProblems } = await openPage(browser, 'phone', { javaScript: false });
    await browserPage.goto('/');
    await browserPage.getByRole('button', { name: 'Open menu' }).click();
    await browserPage.waitForURL(/#site-links$/);
    const links = browserPage.locator('#site-links');
    await expect.poll(() => links.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await links.getByRole('link', { name: 'My Portfolio' }).click();
    await browserPage.waitForURL(/\/my-portfolio$/);
    expectNoProblems([/ csp$/]);
  });
});
