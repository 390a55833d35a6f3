// `npm run test:fuzz`: the fuzzing suites run deep (FUZZ_RUNS, default 100 runs per property
// instead of npm test's 20) on SQLite and, with TEST_DATABASE_URL, on PostgreSQL: contract-shaped
// and broken requests to every operation, fuzzed path spellings, calls out of order, malformed
// cursors. Prints each suite's request count and the total; FUZZ_SEED replays a run.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const suites = ['backend/test/fuzz.test.ts', 'backend/test/fuzz-path-spellings.test.ts', 'backend/test/fuzz-sequences.test.ts', 'backend/test/cursors-and-ids.test.ts'];
const projects = ['backend (sqlite)', ...(process.env.TEST_DATABASE_URL ? ['backend (postgres)'] : [])];
const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '100' };
const started = Date.now();

const child = spawn(join(root, 'node_modules/.bin/vitest'), ['run', ...projects.flatMap((project) => ['--project', project]), ...suites], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let total = 0;
let buffered = '';
child.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  buffered += chunk.toString();
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) {
    const counted = line.match(/fuzz[\w-]*: ([\d,]+) requests/);
    if (counted) total += Number(counted[1].replaceAll(',', ''));
  }
});
child.on('exit', (code) => {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\nDeep fuzzing: ${total.toLocaleString('en-US')} requests counted by the suites (FUZZ_RUNS=${env.FUZZ_RUNS}, ${projects.join(' and ')}) in ${minutes} min; exit ${code}`);
  process.exit(code ?? 1);
});
