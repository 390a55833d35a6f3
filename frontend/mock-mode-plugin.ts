// `vite --mode mock`: the app with its API mocked in the browser and Firebase replaced by demo
// accounts, so a frontend developer needs nothing but this dev server. Production builds never
// see any of it: the plugin applies in mock mode only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const realIdentity = fileURLToPath(new URL('./src/lib/session/firebase-auth.ts', import.meta.url));
const mockIdentity = fileURLToPath(new URL('./src/testing/mock-mode/mock-identity.ts', import.meta.url));
const workerScript = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');

export function mockMode(): Plugin {
  return {
    name: 'handtools:mock-mode',
    // Before Vite's own resolver, which would otherwise settle the import of firebase-auth first.
    enforce: 'pre',
    apply: (_config, { mode, command }) => mode === 'mock' && command === 'serve',
    // Start MSW before the app's first request.
    transformIndexHtml: (html) => html.replace('/src/main.tsx', '/src/testing/mock-mode/main.tsx'),
    async resolveId(source, importer, options) {
      if (!importer || importer === mockIdentity || !source.endsWith('firebase-auth')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === realIdentity ? mockIdentity : resolved;
    },
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerScript));
      });
    },
  };
}
