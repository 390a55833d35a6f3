import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

// Every story is a test too: rendered in Debian's Chromium (never a downloaded browser) and checked by axe.
const storybook = {
  extends: './frontend/vite.config.ts',
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  // Found late (lazily imported), these would make Vite re-optimise and reload mid-run ("Failed to
  // fetch dynamically imported module", or a test that never finishes).
  optimizeDeps: { include: ['axe-core', 'firebase/app', 'firebase/auth', '@stripe/stripe-js', '@stripe/react-stripe-js'] },
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
    ],
  },
});
