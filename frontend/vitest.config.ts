import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        name: 'frontend',
        environment: 'happy-dom',
        include: ['src/**/*.test.{ts,tsx}', '__tests__/*.test.ts'],
        setupFiles: ['src/testing/setup-tests.ts'],
        // The first MUI render and axe runs are slow on a loaded 2-core machine.
        testTimeout: 45_000,
      },
    }),
  ),
);
