import { defineConfig } from 'vitest/config';

// The shop as `npm start` runs it, driven through Debian's Chromium. One stack for the whole run,
// so the files run one after another and each leaves the data as a shopper would.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['support/shop.setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
