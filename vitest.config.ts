import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Every story is a test too: rendered in Debian's Chromium (never a downloaded browser) and checked by axe.
const storybook = {
  extends: './frontend/vite.config.ts',
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  // Every dependency is pre-bundled before the first story runs: one found late (a lazily loaded
  // route's MUI import, Firebase, axe) makes Vite re-optimise and reload the page mid-run, and the
  // story fails with "Failed to fetch dynamically imported module" or never finishes.
  // Vite serves files only from the repository; a worktree whose node_modules is a symlink to
  // another checkout needs that checkout's real folder allowed too (in a plain clone it is the same).
  server: { fs: { allow: [root, realpathSync(`${root}/node_modules`)] } },
  optimizeDeps: {
    entries: ['frontend/src/**/*.tsx', '.storybook/*.tsx'],
    include: ['axe-core', 'firebase/app', 'firebase/auth', '@stripe/stripe-js', '@stripe/react-stripe-js'],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
        },
      }),
      instances: [{ browser: 'chromium' as const }],
    },
  },
};

const backend = (name: string, databaseUrl: string) => ({
  extends: './backend/vitest.config.ts',
  root: './backend',
  test: { name, env: { TEST_DATABASE_URL: databaseUrl } },
});

export default defineConfig({
  test: {
    projects: [
      './frontend/vitest.config.ts',
      storybook,
      backend('backend (sqlite)', ''),
      ...(process.env.TEST_DATABASE_URL ? [backend('backend (postgres)', process.env.TEST_DATABASE_URL)] : []),
      './e2e/vitest.config.ts',
    ],
  },
});
