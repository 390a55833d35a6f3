import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockMode } from './mock-mode-plugin.ts';
import { preloadRoute } from './preload-route-plugin.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), mockMode(), preloadRoute({ routeModule: 'src/app/routes/home.tsx', pageFile: 'home.html' })],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // npm run bench reads each route's first-load chunks from it.
    manifest: !isSsrBuild,
    // The server build (src/entry-server.tsx) is whole in itself: React, MUI and Emotion bundled in
    // their production builds, whatever NODE_ENV the shop's process runs with, so the server's
    // markup and class names are the ones the browser's production build hydrates.
    copyPublicDir: !isSsrBuild,
  },
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
