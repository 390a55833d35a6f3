import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const frontend = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;

/**
 * A file that replaces a module (`vi.mock`) gets a fresh worker of its own: in a shared one its mock
 * would leak into the files after it. Every other file shares its worker's imports (React, MUI, the
 * MSW handlers), which they would otherwise load again each (a quarter of the lane's time when
 * measured); those that ask for jsdom share a jsdom worker (its own worker each cost the lane a
 * fifth of its time).
 */
function needsOwnWorker(file: string) {
  return /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${frontend}/${file}`, 'utf8'));
}

function asksForJsdom(file: string) {
  return /@vitest-environment jsdom/.test(readFileSync(`${frontend}/${file}`, 'utf8'));
}

const testFiles = [
  ...readdirSync(`${frontend}/src`, { recursive: true, encoding: 'utf8' }).map((file) => `src/${file}`),
  ...readdirSync(`${frontend}/__tests__`, { encoding: 'utf8' }).map((file) => `__tests__/${file}`),
].filter((file) => TEST_FILE.test(file));
const ownWorker = testFiles.filter(needsOwnWorker);
const jsdomShared = testFiles.filter((file) => !ownWorker.includes(file) && asksForJsdom(file));

const project = (name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  extends: `${frontend}/vite.config.ts`,
  root: frontend,
  test: {
    name,
    environment: 'happy-dom',
    setupFiles: ['src/testing/setup-tests.ts'],
    // The first MUI render and axe runs are slow on a loaded 2-core machine.
    testTimeout: 45_000,
    ...test,
  },
});

/** The frontend's Testing Library tests, as the two projects `frontend` and `frontend (own worker)`. */
export const frontendProjects = [
  project('frontend', { include: testFiles.filter((file) => !ownWorker.includes(file) && !jsdomShared.includes(file)), isolate: false }),
  project('frontend (jsdom)', { include: jsdomShared, environment: 'jsdom', isolate: false }),
  project('frontend (own worker)', { include: ownWorker }),
];

export default defineConfig({ test: { projects: frontendProjects } });
