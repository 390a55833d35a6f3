// What isn't the API: the built storefront's files, its public pages rendered on the server, and
// the browser-rendered shell for every other client route (/login, /purchase/…, /dashboard/…).
// Only ever reached by requests that are not the API's (request-target.ts), so a spelling of /api
// can't be answered with a page or a file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { PageRenderer, RenderedPage } from './page-renderer.js';
import { visitorCartToken } from '../../shared/auth/visitor-cart-cookie.js';
import { CDN_CACHE_CONTROL } from '../../shared/http/send-tagged.js';
import { staticFiles } from './static-files.js';

/**
 * The only part of a page's query string a page reads (the catalogue's state, and the outcome of a
 * form posted without JavaScript): anything else would only multiply renders.
 */
const CATALOGUE_FILTERS = new Set(['brand', 'minPrice', 'maxPrice', 'inStock', 'option']);
const PAGE_QUERY_PARAMETERS = ['q', 'sort', 'pages', ...CATALOGUE_FILTERS, 'contact', 'newsletter', 'cart', 'checkout', 'login', 'register', 'next'];

/**
 * Pages that show one browser's own things (its visitor's cart, the checkout's address): rendered
 * for it alone, kept by nobody.
 */
const PRIVATE_PAGES = new Set(['/cart', '/checkout']);

/** Buy Now's checkout (`/checkout?buy=`) prices its one line with a POST, which a render can't send: the browser renders it. */
const asksForBrowser = (req: Request) => req.path === '/checkout' && new URL(req.originalUrl, 'http://storefront.invalid').searchParams.has('buy');

/** The page a request asks for, on the shop's public origin (its canonical address and social cards name it). */
function pageUrl(req: Request, origin: string): URL {
  const asked = new URL(req.originalUrl, 'http://storefront.invalid');
  const url = new URL(asked.pathname, origin);
  // Every value of one a page reads more than once (a ticked brand each); an empty filter, as a form
  // without JavaScript sends a price box left blank, asks for nothing and is left out.
  for (const name of PAGE_QUERY_PARAMETERS) {
    for (const value of asked.searchParams.getAll(name)) if (value !== '' || !CATALOGUE_FILTERS.has(name)) url.searchParams.append(name, value);
  }
  return url;
}

export interface StorefrontDeps {
  staticDirs: string[];
  renderer: PageRenderer | null;
  /** The per-client budget a render spends, like an API call: an uncached page costs a render. */
  limit: RequestHandler;
  /** The shop's public origin (SHOP_URL). */
  origin: string;
  /** robots.txt and the sitemap. */
  searchEngines?: Router;
}

export function storefront({ staticDirs, renderer, limit, origin, searchEngines }: StorefrontDeps): Router {
  const router = Router({ caseSensitive: true, strict: true });
  if (searchEngines) router.use(searchEngines);
  router.use(staticFiles(staticDirs));
  const shellDir = staticDirs.find((dir) => existsSync(join(dir, 'index.html')));
  if (!shellDir) return router;
  // The browser-rendered screens' page announces the app's code at once (frontend/preload-route-plugin.ts).
  const shell = existsSync(join(shellDir, 'client.html')) ? join(shellDir, 'client.html') : join(shellDir, 'index.html');
  const sendShell = (res: Response) => res.sendFile(shell, { maxAge: 0 });

  router.get(/.*/, (req, res, next) => (req.accepts('html') ? next() : next('router')));
  const send = (res: Response, page: RenderedPage, headers: Record<string, string>) => {
    if (page.kind === 'client') return sendShell(res);
    if (page.kind === 'redirect') return res.redirect(page.status, page.location);
    return res.status(page.status).set(headers).type('html').send(page.html);
  };
  router.get(/.*/, limit, async (req, res) => {
    if (!renderer || asksForBrowser(req)) return sendShell(res);
    const url = pageUrl(req, origin);
    // Never stored anywhere: another browser must never be shown this one's cart or address.
    if (PRIVATE_PAGES.has(url.pathname)) return send(res, await renderer.renderPrivate(url, visitorCartToken(req)), { 'Cache-Control': 'private, no-store' });
    const { body: page, etag } = await renderer.render(url);
    // Revalidated at each visit: stock moves with every order. Express answers a matching
    // If-None-Match with a bodiless 304. The same page for everyone (a session is the browser's
    // business), so a CDN in front may keep it as it keeps the catalogue's answers.
    return send(res, page, { ETag: etag, 'Cache-Control': 'no-cache', 'CDN-Cache-Control': CDN_CACHE_CONTROL });
  });
  return router;
}
