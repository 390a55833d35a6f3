// `npm run test:visual:update [stories files…]`: after a change meant to change how the shop looks,
// takes again the pictures of the stories that now look different (and of new stories), in the same
// headless Chromium and config as `npm test`. Run over every story, it also deletes the pictures
// of stories that no longer exist (renamed or removed), which Vitest would leave behind.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselinePath, pictureName } from './lib/visual-baselines.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const report = join(root, 'test-results/visual-update.json');
const only = process.argv.slice(2);
rmSync(report, { force: true });

const vitest = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--project', 'storybook', '--update', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...only],
  { cwd: root, stdio: 'inherit' },
);

function* pictures(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') yield* entry.name === '__screenshots__' ? pngsUnder(path) : pictures(path);
  }
}
function* pngsUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.png')) yield join(entry.parentPath, entry.name);
  }
}

if (only.length === 0 && vitest.status === 0 && existsSync(report)) {
  const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
  const wanted = new Set(testResults.flatMap(({ name, assertionResults }) => assertionResults.map(({ title }) => baselinePath(name, pictureName(title)))));
  for (const picture of pictures(join(root, 'frontend/src'))) {
    if (wanted.has(picture)) continue;
    rmSync(picture);
    console.log(`Deleted the picture of a story that no longer exists: ${relative(root, picture)}`);
  }
}
process.exit(vitest.status ?? 1);
