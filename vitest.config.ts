import { copyFile, mkdir } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { frontendProjects } from './frontend/vitest.config.ts';
import { baselinePath, pictureName, reviewPath } from './scripts/lib/visual-baselines.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

// Every story is a test too: rendered in Debian's Chromium (never a downloaded browser) and checked by axe.
const storybook = {
  extends: './frontend/vite.config.ts',
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
  // Vite serves files only from the repository; a worktree whose node_modules is a symlink to
  // another checkout needs that checkout's real folder allowed too (in a plain clone it is the same).
  server: { fs: { allow: [root, realpathSync(`${root}/node_modules`)] } },
  // Every dependency is pre-bundled before the first story runs: one found late (a lazily loaded
  // route's MUI import, Firebase, axe) makes Vite re-optimise and reload the page mid-run, and the
  // story fails with "Failed to fetch dynamically imported module" or never finishes.
  optimizeDeps: {
    entries: ['frontend/src/**/*.tsx', '.storybook/*.tsx'],
    include: ['axe-core', 'firebase/app', 'firebase/auth', '@stripe/stripe-js', '@stripe/react-stripe-js'],
  },
  test: {
    name: 'storybook',
    setupFiles: ['./.storybook/vitest.setup.ts'],
    // A whole-app story (a lazy route, axe, then its picture) can take longer than the default 15 s
    // while CI runs every project at once on two cores; a story that times out keeps polling into
    // the next one and reports that story's page as its own failure, which misleads.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Copies of a failed comparison's pictures that reporters link to; out of the way with the rest.
    attachmentsDir: 'test-results/attachments',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--font-render-hinting=none'],
        },
        // Larger than any story's viewport, so the story's frame is never scaled down to fit; one
        // pixel per CSS pixel, and the same time zone and language wherever the tests run.
        contextOptions: { viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1, timezoneId: 'UTC', locale: 'en-US' },
      }),
      instances: [{ browser: 'chromium' as const }],
      // A failed story's own screenshot (not a baseline).
      screenshotDirectory: 'test-results/failures',
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch' as const,
          // A pixel counts as changed past pixelmatch's default colour distance; anti-aliasing is not a change.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
          // A story's baseline sits beside its file; what a failed comparison leaves goes to test-results/visual/.
          resolveScreenshotPath: ({ arg, root: projectRoot, testFileDirectory, testFileName }) => baselinePath(join(projectRoot, testFileDirectory, testFileName), arg),
          resolveDiffPath: ({ arg, root: projectRoot, testFileDirectory, testFileName }) => reviewPath(root, join(projectRoot, testFileDirectory, testFileName), arg),
        },
      },
      commands: {
        // On a mismatch Vitest writes the actual picture and the diff; the expected one joins them.
        keepBaselineForReview: async ({ testPath }, storyName: string) => {
          if (!testPath) return;
          const target = reviewPath(root, testPath, `${pictureName(storyName)}-reference`);
          await mkdir(dirname(target), { recursive: true });
          // None yet (a new story on CI): the failure says so.
          await copyFile(baselinePath(testPath, pictureName(storyName)), target).catch(() => undefined);
        },
      },
    },
  },
};

// The backend's tests that need nothing running (no Auth Emulator, database server or browser) are
// named *.unit.test.ts: they form a project of their own, which `npm run test:unit` runs with the
// frontend's; every other backend test runs once per database, beside the one emulator they share.
const UNIT_TESTS = ['src/**/*.unit.test.ts', 'test/**/*.unit.test.ts'];
const backendTests = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000 };

const backendUnit = {
  root: './backend',
  test: { ...backendTests, name: 'backend (unit)', include: UNIT_TESTS },
};

const backend = (name: string, databaseUrl: string) => ({
  root: './backend',
  test: {
    ...backendTests,
    name,
    // PostgreSQL tests each create their own database; SQLite ones their own file.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...UNIT_TESTS],
    globalSetup: ['test/auth-emulator.setup.ts'],
    env: { TEST_DATABASE_URL: databaseUrl },
  },
});

export default defineConfig({
  test: {
    projects: [
      ...frontendProjects,
      storybook,
      backendUnit,
      backend('backend (sqlite)', ''),
      ...(process.env.TEST_DATABASE_URL ? [backend('backend (postgres)', process.env.TEST_DATABASE_URL)] : []),
      './e2e/vitest.config.ts',
    ],
  },
});
