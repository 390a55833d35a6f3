// Generates the contract's TypeScript types into both workspaces from openapi.yaml.
// With --check, writes nothing and fails when a committed copy is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const targets = ['backend/src/generated/openapi.ts', 'frontend/src/generated/openapi.ts'];
const cli = join(root, 'frontend/node_modules/.bin/openapi-typescript');
const check = process.argv.includes('--check');

const scratch = join(mkdtempSync(join(tmpdir(), 'openapi-types-')), 'openapi.ts');
execFileSync(cli, [join(root, 'openapi.yaml'), '--output', scratch], { stdio: ['ignore', 'ignore', 'inherit'] });
const header = '// Generated from openapi.yaml by `npm run generate`. Do not edit.\n';
const fresh = header + readFileSync(scratch, 'utf8');

const stale = [];
for (const target of targets) {
  const path = join(root, target);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  if (current === fresh) continue;
  if (check) {
    stale.push(target);
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, fresh);
    console.log(`wrote ${target}`);
  }
}
if (stale.length > 0) {
  console.error(`Stale generated types (run \`npm run generate\`): ${stale.join(', ')}`);
  process.exit(1);
}
if (check) console.log('Generated types are up to date.');
