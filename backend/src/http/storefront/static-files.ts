// The built storefront's files: hashed assets and the public files beside them.
import { join } from 'node:path';
import express, { Router } from 'express';

export function staticFiles(staticDirs: string[]): Router {
  const router = Router({ caseSensitive: true, strict: true });
  for (const dir of staticDirs) {
    // Hashed build assets never change under their name; everything else is revalidated.
    router.use('/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: true }));
    router.use(express.static(dir, { index: false, maxAge: '1h' }));
  }
  return router;
}
