// Everything that isn't the API, wired from what the app gives it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler, Router } from 'express';
import type { ContractPaths } from '../../shared/http/operation-matcher.js';
import type { Logger } from '../../shared/logger.js';
import { createPageRenderer } from './page-renderer.js';
import { publicApiFetch, type PublicReads } from './public-api.js';
import { storefront } from './storefront.js';

export type { PublicReads } from './public-api.js';

export function storefrontRouter(deps: {
  staticDirs: string[];
  contract: ContractPaths;
  reads: PublicReads;
  changeMark: () => Promise<string>;
  pageCacheEntries: number;
  limit: RequestHandler;
  logger: Logger;
}): Router {
  const distDir = deps.staticDirs.find((dir) => existsSync(join(dir, 'index.html')));
  const renderer = distDir
    ? createPageRenderer({ distDir, fetchApi: publicApiFetch(deps.contract, deps.reads, deps.logger), changeMark: deps.changeMark, cacheEntries: deps.pageCacheEntries })
    : null;
  return storefront({ staticDirs: deps.staticDirs, renderer, limit: deps.limit });
}
