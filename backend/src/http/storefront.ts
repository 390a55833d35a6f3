// The built storefront: hashed assets, public files, and the SPA's shell for its client routes.
// Only ever reached by requests that are not the API's (see looksLikeApiPath), so a spelling of
// /api can't be answered with a page or a file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

export function storefront(staticDirs: string[]): Router {
  const router = Router({ caseSensitive: true, strict: true });
  for (const dir of staticDirs) {
    // Hashed build assets never change under their name; everything else is revalidated.
    router.use('/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: true }));
    router.use(express.static(dir, { index: false, maxAge: '1h' }));
  }
  const shellDir = staticDirs.find((dir) => existsSync(join(dir, 'index.html')));
  if (shellDir) {
    const shell = join(shellDir, 'index.html');
    // The same shell, announcing the home page's code too (see frontend/preload-route-plugin.ts).
    const homeShell = existsSync(join(shellDir, 'home.html')) ? join(shellDir, 'home.html') : shell;
    // Client routes (/purchase/…, /login) are the SPA's: a reload or a shared link gets the shell.
    router.get(/.*/, (req, res, next) => (req.accepts('html') ? res.sendFile(req.path === '/' ? homeShell : shell, { maxAge: 0 }) : next()));
  }
  return router;
}
