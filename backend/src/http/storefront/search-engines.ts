// What search engines read: robots.txt (what to crawl, and where the sitemap is) and the sitemap
// (every public page and category page, each tool at its slug with when it last changed). Both give whole addresses
// on the shop's public origin (SHOP_URL), as crawlers need them.
import { Readable } from 'node:stream';
import { Router, type RequestHandler, type Response } from 'express';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';

export interface SearchEngineDeps {
  origin: string;
  /** The client's budget, spent like a page's: a sitemap reads the whole catalogue. */
  limit: RequestHandler;
  countProducts(): Promise<number>;
  /** When a tool last changed (null for an empty catalogue). */
  lastProductChange(): Promise<Date | null>;
  productAddresses(offset: number, count: number): Promise<Array<{ slug: string; updatedAt: Date }>>;
  /** Every category's slug: each has its page. */
  categorySlugs(): Promise<string[]>;
  /** Addresses in one sitemap file: the protocol's limit unless a test asks for fewer. */
  perSitemap?: number;
}

/** The public pages besides the tools' (the home page lists the catalogue). */
const PAGES = ['/', '/blogs', '/my-portfolio'];
/** The sitemap protocol's limit of addresses in one file; past it, sitemap.xml is an index of parts. */
const ADDRESSES_PER_SITEMAP = 50_000;

/**
 * Signed-in screens, one browser's pages, an order's own pages (/orders/{id} and its thank-you page:
 * a guest's link carries its key) and the API: nothing a search result should lead to.
 */
const NOT_FOR_CRAWLERS = ['/api/', '/dashboard', '/cart', '/checkout', '/purchase/', '/orders/', '/login', '/register', '/forgot-password', '/reset-password', '/two-factor'];

// Crawlers come back daily at most; an hour old is fresh enough, and a CDN may keep them as long.
const CACHE_CONTROL = 'public, max-age=3600';

async function sendXml(res: Response, stream: SitemapStream | SitemapIndexStream, items: Array<SitemapItemLoose | string>) {
  const xml = await streamToPromise(Readable.from(items).pipe(stream));
  res.set('Cache-Control', CACHE_CONTROL).type('application/xml').send(xml);
}

export function searchEngineFiles({
  origin,
  limit,
  countProducts,
  lastProductChange,
  productAddresses,
  categorySlugs,
  perSitemap = ADDRESSES_PER_SITEMAP,
}: SearchEngineDeps): Router {
  const router = Router({ caseSensitive: true, strict: true });
  // The static pages change with a new build, which starts the shop anew.
  const started = new Date();
  const pages = async (): Promise<SitemapItemLoose[]> => {
    // The home page lists the catalogue: it changed when a tool last did, or with the build.
    const catalogueChange = await lastProductChange();
    const home = catalogueChange && catalogueChange > started ? catalogueChange : started;
    // A category's page lists its tools: it changes with the catalogue, as the home page does.
    const categories = (await categorySlugs()).map((slug) => ({ url: `/categories/${slug}`, lastmod: home.toISOString() }));
    return [...PAGES.map((url) => ({ url, lastmod: (url === '/' ? home : started).toISOString() })), ...categories];
  };
  const tools = async (offset: number, count: number): Promise<SitemapItemLoose[]> =>
    (await productAddresses(offset, count)).map(({ slug, updatedAt }) => ({ url: `/products/${slug}`, lastmod: updatedAt.toISOString() }));

  router.get('/robots.txt', (_req, res) => {
    const lines = ['User-agent: *', 'Allow: /', ...NOT_FOR_CRAWLERS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
    res.set('Cache-Control', CACHE_CONTROL).type('text/plain').send(lines.join('\n'));
  });

  router.get('/sitemap.xml', limit, async (_req, res) => {
    const products = await countProducts();
    const categories = (await categorySlugs()).length;
    if (PAGES.length + categories + products <= perSitemap) {
      return sendXml(res, new SitemapStream({ hostname: origin }), [...(await pages()), ...(await tools(0, products))]);
    }
    const parts = Math.ceil(products / perSitemap);
    const index = ['/sitemaps/pages.xml', ...Array.from({ length: parts }, (_, part) => `/sitemaps/products-${part + 1}.xml`)].map((path) => `${origin}${path}`);
    return sendXml(res, new SitemapIndexStream(), index);
  });

  router.get('/sitemaps/pages.xml', limit, async (_req, res) => sendXml(res, new SitemapStream({ hostname: origin }), await pages()));

  router.get(/^\/sitemaps\/products-([0-9]{1,6})\.xml$/, limit, async (req, res) => {
    const part = Number((req.params as Record<string, string>)[0]);
    const items = part >= 1 ? await tools((part - 1) * perSitemap, perSitemap) : [];
    if (items.length === 0) return res.status(404).type('text/plain').send('There is no such part of the sitemap.');
    return sendXml(res, new SitemapStream({ hostname: origin }), items);
  });

  return router;
}
