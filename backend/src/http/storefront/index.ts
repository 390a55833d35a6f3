// Everything that isn't the API, wired from what the app gives it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler, Router } from 'express';
import { createPageRenderer } from './page-renderer.js';
import { searchEngineFiles, type SearchEngineDeps } from './search-engines.js';
import { storefront } from './storefront.js';

export { createInProcessApi, type InProcessApi } from './in-process-api.js';

export function storefrontRouter(deps: {
  staticDirs: string[];
  /** How a render reads the API (in-process-api.ts). */
  fetchApi: typeof fetch;
  changeMark: () => Promise<string>;
  pageCacheEntries: number;
  limit: RequestHandler;
  /** The shop's public origin (SHOP_URL): pages and the sitemap name their addresses on it. */
  origin: string;
  products: Omit<SearchEngineDeps, 'origin' | 'limit'>;
}): Router {
  const distDir = deps.staticDirs.find((dir) => existsSync(join(dir, 'index.html')));
  const renderer = distDir ? createPageRenderer({ distDir, fetchApi: deps.fetchApi, changeMark: deps.changeMark, cacheEntries: deps.pageCacheEntries }) : null;
  return storefront({ staticDirs: deps.staticDirs, renderer, limit: deps.limit, origin: deps.origin, searchEngines: searchEngineFiles({ origin: deps.origin, limit: deps.limit, ...deps.products }) });
}
