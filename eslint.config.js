import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { URL } from 'node:url';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';

// The frontend's directions, as in bulletproof-react: shared code (components, hooks, lib, types,
// utils) imports no feature and not app/; a feature imports no other feature and not app/; app/
// (and main.tsx) composes them. testing/ (MSW handlers, fixtures, test-utils, mock mode) serves
// every feature: it may render the app but imports no feature (the mocks are typed from the
// contract, not from a screen's code), and only tests and stories import it.
const fe = './frontend/src';
const features = readdirSync(join(import.meta.dirname, 'frontend/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const frontendZones = [
  ...features.map((feature) => ({
    target: `${fe}/features/${feature}`,
    from: `${fe}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what two features share down to lib/ or components/, or compose them in app/.',
  })),
  { target: `${fe}/features`, from: [`${fe}/app`, `${fe}/main.tsx`], message: 'app/ composes features, not the other way round.' },
  {
    target: ['components', 'hooks', 'lib', 'types', 'utils'].map((shared) => `${fe}/${shared}`),
    from: [`${fe}/features`, `${fe}/app`, `${fe}/main.tsx`],
    message: 'Shared code imports no feature and not app/.',
  },
  { target: `${fe}/testing`, from: `${fe}/features`, message: 'testing/ serves every feature and imports none: type mocks and fixtures from types/api.' },
  { target: './frontend', from: './backend' },
];
const productCodeZones = [
  ...frontendZones,
  { target: fe, from: `${fe}/testing`, message: 'Only tests and stories import testing/.' },
];
const testCode = ['frontend/src/**/__tests__/**', 'frontend/src/**/stories/**', 'frontend/src/testing/**'];
// A backend module is a folder of backend/src/modules. Its code reaches another module only through
// that module's index.ts (better: not at all, through what createServices in app.ts passes in);
// its tests may reach anything.
const backendModules = readdirSync(new URL('./backend/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const backendModuleZones = backendModules.map((name) => ({
  target: [`./backend/src/modules/${name}/*.ts`, `./backend/src/modules/${name}/!(__tests__)/**`],
  from: `./backend/src/modules/!(${name})/**`,
  except: ['**/index.ts'],
  message: `modules/${name} may reach another module only through its index.ts, or through what createServices in app.ts passes in`,
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/generated/**', 'coverage/**', 'test-results/**', 'backend/data/**', 'storybook-static/**', '.storybook/public/**'] },
  // Storybook's own folder is linted like the rest (ESLint skips dot-folders unless told).
  { ignores: ['!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: { 'import-x/resolver': { typescript: { project: ['backend/tsconfig.json', 'frontend/tsconfig.json', 'e2e/tsconfig.json'], noWarnOnMultipleProjects: true }, node: true } },
    rules: {
      'import-x/default': 'off',
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/no-named-as-default-member': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Dependencies through their public APIs only: no file of a package's build or sources that its
      // documentation doesn't name as an entry point (docs/architecture.md, "Dependencies"). Ajv
      // documents `ajv/dist/2020` as the way to its JSON Schema 2020-12 validator.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?![./]|node:|ajv/dist/2020\\.js$)(@[^/]+/)?[^/]+/(.+/)?(dist|lib|src|build|esm|cjs|es|internal|internals|private|_[^/]*)(/|$)',
              message: 'Import a package only through its documented entry points, never its build or source files.',
            },
          ],
        },
      ],
      // One direction of dependency: shared code never reaches into modules or the app, and the
      // frontend and backend meet only in the generated contract types.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './backend/src/shared', from: './backend/src/modules', message: 'shared/ must not depend on a module' },
            { target: './backend/src/shared', from: './backend/src/app.ts' },
            { target: './backend/src/modules', from: './backend/src/app.ts' },
            ...backendModuleZones,
            {
              target: ['./backend/src/*.ts', './backend/src/http/**'],
              from: './backend/src/modules/**',
              except: ['**/index.ts'],
              message: 'the app composes modules through their index.ts',
            },
            { target: './backend/src/db/**', from: './backend/src/modules/**', except: ['**/index.ts'], message: 'db/ seeds through the modules’ surfaces (their index.ts), and needs nothing else of a module' },
            { target: './backend/test', from: './backend/src/modules/*/__tests__/**', message: 'shared test code lives in backend/test/support; module tests build on it, not the other way round' },
            { target: './backend', from: './frontend' },
            { target: './frontend', from: './backend' },
          ],
        },
      ],
    },
  },
  {
    // The frontend's import directions (see frontendZones) and no import cycles.
    files: ['frontend/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: productCodeZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: testCode,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: frontendZones }] },
  },
  {
    // SQLite's batched writes step over a refused write only when the change count `db.sql` keeps
    // says it changed nothing (shared/database.ts): a statement sent past `db.sql` would go uncounted.
    files: ['backend/src/modules/**/*.ts', 'backend/src/app.ts'],
    ignores: ['backend/src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query'][callee.object.property.name='sequelize'], CallExpression[callee.property.name='query'][callee.object.name='sequelize']",
          message: 'Reach the database through db.sql, whose change count the batched writes rely on.',
        },
      ],
    },
  },
  {
    // Backend modules meet in app.ts, so an import cycle between files means a layer or a module
    // reaches where it shouldn't. (Type-only imports are ignored: they vanish at run time.)
    files: ['backend/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Runs in the browser pages of the end-to-end tests, not in Node.
    files: ['e2e/support/gapi-stand-in.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', document: 'readonly', setTimeout: 'readonly', URL: 'readonly', Promise: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'soak/**/*.mjs'],
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', fetch: 'readonly', setTimeout: 'readonly', URL: 'readonly', Buffer: 'readonly', performance: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' },
    },
  },
  {
    // Runs inside the page Lighthouse audits.
    files: ['bench/browser.mjs'],
    languageOptions: { globals: { localStorage: 'readonly' } },
  },
);
