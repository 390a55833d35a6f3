import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineStyles } from './inline-styles-plugin.ts';
import { mockMode } from './mock-mode-plugin.ts';
import { preloadFont } from './preload-font-plugin.ts';
import { preloadRoute } from './preload-route-plugin.ts';
import { responsiveImages } from './responsive-images-plugin.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    mockMode(),
    // The shell of the browser-rendered screens, the app's code announced at once.
    preloadRoute({
      routeModule: 'src/app/start/start-app.tsx',
      pageFile: 'client.html',
      // The browser-rendered screens (checkout, payment, the dashboard): said plainly rather than a blank page.
      withoutJavaScript:
        '<p>This page needs JavaScript, which is off in this browser: paying, your orders and your account run in the browser. The <a href="/">tools</a>, their pages and the <a href="/blogs">blog</a> work without it.</p>',
    }),
    // Runs within Vite's own writing of index.html, which the route's preloads (a later step) copy into client.html: both carry the fonts' rules inline.
    inlineStyles(),
    // The hero's heading: the largest text of the first paint, in the face that differs most from its fallback.
    preloadFont({ file: 'oswald-latin-wght-normal.woff2' }),
    // By its own path: Storybook's tests run this config from the repository's root.
    responsiveImages({ sourceDir: fileURLToPath(new URL('./public/images/tools', import.meta.url)) }),
  ],
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
