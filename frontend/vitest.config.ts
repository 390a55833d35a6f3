import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const frontend = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;
const SETUP = 'src/testing/setup-tests.ts';

/**
 * A file that replaces a module (`vi.mock`) gets a fresh worker of its own: in a shared one its mock
 * would leak into the files after it. Every other file shares its worker's imports (React, MUI, the
 * MSW handlers), which they would otherwise load again each (a quarter of the lane's time when
 * measured); those that ask for jsdom share a jsdom worker (its own worker each cost the lane a
 * fifth of its time). The files that need Firebase's sign-in module replaced whole (the login
 * page's way in, which would load Firebase's SDK) share workers too, where the project's set-up
 * replaces it once for all of them (each file's own `vi.mock` made a module of its own, which the
 * app's modules, imported by an earlier file, never saw) and every mock is reset before each test.
 */
const sourceOf = (file: string) => readFileSync(`${frontend}/${file}`, 'utf8');

const REPLACES_FIREBASE_AUTH = 'src/testing/replace-firebase-auth.ts';

/** The file says it runs with Firebase's sign-in module replaced, which that project's set-up does. */
function replacesFirebaseAuth(file: string) {
  return sourceOf(file).includes(REPLACES_FIREBASE_AUTH);
}

function needsOwnWorker(file: string) {
  return /\bvi\.(do)?[mM]ock\(/.test(sourceOf(file));
}

function asksForJsdom(file: string) {
  return /@vitest-environment jsdom/.test(sourceOf(file));
}

const testFiles = [
  ...readdirSync(`${frontend}/src`, { recursive: true, encoding: 'utf8' }).map((file) => `src/${file}`),
  ...readdirSync(`${frontend}/__tests__`, { encoding: 'utf8' }).map((file) => `__tests__/${file}`),
].filter((file) => TEST_FILE.test(file));
const ownWorker = testFiles.filter(needsOwnWorker);
const firebaseAuthReplaced = testFiles.filter((file) => !ownWorker.includes(file) && replacesFirebaseAuth(file));
const jsdomShared = testFiles.filter((file) => !ownWorker.includes(file) && !firebaseAuthReplaced.includes(file) && asksForJsdom(file));
const sharedHappyDom = testFiles.filter((file) => !ownWorker.includes(file) && !firebaseAuthReplaced.includes(file) && !jsdomShared.includes(file));

const project = (name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration => ({
  extends: `${frontend}/vite.config.ts`,
  root: frontend,
  test: {
    name,
    environment: 'happy-dom',
    setupFiles: [SETUP],
    // The first MUI render and axe runs are slow on a loaded 2-core machine.
    testTimeout: 45_000,
    ...test,
  },
});

/** The frontend's Testing Library tests, as the four projects below. */
export const frontendProjects = [
  project('frontend', { include: sharedHappyDom, isolate: false }),
  project('frontend (firebase-auth replaced)', { include: firebaseAuthReplaced, isolate: false, mockReset: true, setupFiles: [SETUP, REPLACES_FIREBASE_AUTH] }),
  project('frontend (jsdom)', { include: jsdomShared, environment: 'jsdom', isolate: false }),
  project('frontend (own worker)', { include: ownWorker }),
];

export default defineConfig({ test: { projects: frontendProjects } });
