import { defineConfig } from 'vitest/config';

const backend = (name: string, databaseUrl: string) => ({
  extends: './backend/vitest.config.ts',
  root: './backend',
  test: { name, env: { TEST_DATABASE_URL: databaseUrl } },
});

export default defineConfig({
  test: {
    projects: [
      './frontend/vitest.config.ts',
      backend('backend (sqlite)', ''),
      ...(process.env.TEST_DATABASE_URL ? [backend('backend (postgres)', process.env.TEST_DATABASE_URL)] : []),
    ],
  },
});
