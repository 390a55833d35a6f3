// robots.txt and the sitemap, as a crawler reads them: whole addresses on the shop's origin, every
// public page and tool with when it changed, and past the protocol's limit an index of parts.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { Readable } from 'node:stream';
import { searchEngineFiles } from '../search-engines.js';

const ORIGIN = 'https://tools.example.com';
const changed = new Date('2026-11-20T10:00:00.000Z');
const slugs = Array.from({ length: 7 }, (_, index) => `tool-${String(index).padStart(2, '0')}`);

function shop(perSitemap?: number) {
  return express().use(
    searchEngineFiles({
      origin: ORIGIN,
      limit: (_req, _res, next) => next(),
      countProducts: async () => slugs.length,
      lastProductChange: async () => changed,
      productAddresses: async (offset, count) => slugs.slice(offset, offset + count).map((slug) => ({ slug, updatedAt: changed })),
      categorySlugs: async () => ['saws', 'hand-saws'],
      ...(perSitemap !== undefined && { perSitemap }),
    }),
  );
}

const pageUrls = [`${ORIGIN}/`, `${ORIGIN}/blogs`, `${ORIGIN}/my-portfolio`, `${ORIGIN}/categories/saws`, `${ORIGIN}/categories/hand-saws`];

const urlsOf = async (xml: string) => (await parseSitemap(Readable.from([xml]))).map(({ url, lastmod }) => ({ url, lastmod }));

describe('what search engines read', () => {
  it('when a crawler asks for robots.txt, then it may crawl the public pages, not the private ones, and learns where the sitemap is', async () => {
    const response = await request(shop()).get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.type).toBe('text/plain');
    const lines = response.text.split('\n');
    expect(lines).toContain('Allow: /');
    for (const path of ['/dashboard', '/api/', '/cart', '/checkout', '/purchase/', '/orders/', '/two-factor']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('when the catalogue fits one file, then sitemap.xml lists every public page, each category’s page and each tool at its slug, each with when it changed', async () => {
    const response = await request(shop()).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.type).toBe('application/xml');
    const urls = await urlsOf(response.text);
    expect(urls.map(({ url }) => url)).toEqual([...pageUrls, ...slugs.map((slug) => `${ORIGIN}/products/${slug}`)]);
    // A category's page lists the catalogue, as the home page does: they change together.
    expect(urls.find(({ url }) => url.endsWith('/categories/saws'))?.lastmod).toBe(urls[0]!.lastmod);
    for (const { lastmod } of urls) expect(Number.isNaN(Date.parse(lastmod!))).toBe(false);
    expect(urls.find(({ url }) => url.endsWith('/products/tool-03'))?.lastmod).toBe(changed.toISOString());
  });

  it('when the catalogue is larger than one file may hold, then sitemap.xml is an index of parts that together list every tool once', async () => {
    const app = shop(3);
    const index = await request(app).get('/sitemap.xml');
    const parts = (await parseSitemapIndex(Readable.from([index.text]))).map(({ url }) => url);
    expect(parts).toEqual([`${ORIGIN}/sitemaps/pages.xml`, ...[1, 2, 3].map((part) => `${ORIGIN}/sitemaps/products-${part}.xml`)]);
    const listed: string[] = [];
    for (const part of parts) listed.push(...(await urlsOf((await request(app).get(new URL(part).pathname)).text)).map(({ url }) => url));
    expect(listed).toEqual([...pageUrls, ...slugs.map((slug) => `${ORIGIN}/products/${slug}`)]);
    expect((await request(app).get('/sitemaps/products-4.xml')).status).toBe(404);
    expect((await request(app).get('/sitemaps/products-0.xml')).status).toBe(404);
  });
});
