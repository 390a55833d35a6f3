// `npm test`: every test the project has, in one Vitest run, then one plain closing line
// ("N passed, N failed") that CI and people can read at a glance.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const report = join(root, 'test-results/vitest.json');
rmSync(report, { force: true });

const vitest = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);

if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = results.numPendingTests + results.numTodoTests;
  console.log(`\nTests: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (results.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
}
process.exit(vitest.status ?? 1);
