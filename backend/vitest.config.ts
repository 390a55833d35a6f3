import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'backend (postgres)' : 'backend (sqlite)',
    // PostgreSQL tests each create their own database; SQLite ones their own file.
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/auth-emulator.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
