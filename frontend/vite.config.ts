import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockMode } from './mock-mode-plugin.ts';
import { preloadRoute } from './preload-route-plugin.ts';

export default defineConfig({
  plugins: [react(), mockMode(), preloadRoute({ routeModule: 'src/app/routes/home.tsx', pageFile: 'home.html' })],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // npm run bench reads each route's first-load chunks from it.
    manifest: true,
  },
});
