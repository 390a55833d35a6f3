// Generates the contract's TypeScript types into both workspaces from openapi.yaml, for the
// frontend's mocks a table of its operations (method, path, responses with their examples), so
// the mocks know the contract at run time too, and the order emails the stories preview. With
// --check, writes nothing and fails when a committed copy is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const typeTargets = ['backend/src/generated/openapi.ts', 'frontend/src/generated/openapi.ts'];
const operationsTarget = 'frontend/src/generated/operations.ts';
const cli = join(root, 'frontend/node_modules/.bin/openapi-typescript');
const check = process.argv.includes('--check');

const scratch = join(mkdtempSync(join(tmpdir(), 'openapi-types-')), 'openapi.ts');
execFileSync(cli, [join(root, 'openapi.yaml'), '--output', scratch], { stdio: ['ignore', 'ignore', 'inherit'] });
const header = '// Generated from openapi.yaml by `npm run generate`. Do not edit.\n';
const types = header + readFileSync(scratch, 'utf8');

const methods = ['get', 'put', 'post', 'patch', 'delete'];

function operationsTable(contract) {
  const resolve = (node) => {
    if (!node?.$ref) return node;
    return resolve(node.$ref.slice(2).split('/').reduce((parent, key) => parent[key.replaceAll('~1', '/').replaceAll('~0', '~')], contract));
  };
  const exampleOf = (media) => media?.example ?? resolve(Object.values(media?.examples ?? {})[0])?.value ?? null;
  const table = {};
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const responses = {};
      for (const [status, reference] of Object.entries(operation.responses)) {
        const [contentType, media] = Object.entries(resolve(reference).content ?? {})[0] ?? [null, {}];
        responses[status] = { contentType, example: exampleOf(media) };
      }
      const security = operation.security ?? contract.security;
      table[operation.operationId] = {
        method,
        path,
        signedIn: security.length > 0,
        // Who of the staff may call it (a staff operation), or act on anyone's (any other): its x-roles.
        staffOnly: security.some((requirement) => 'staffAccessToken' in requirement),
        roles: operation['x-roles'] ?? [],
        requestExample: exampleOf(Object.values(operation.requestBody?.content ?? {})[0]),
        responses,
      };
    }
  }
  return table;
}

const contract = parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
const operations = `${header}
/** Every operation of the contract, by operationId: what the mocks and their tests need at run time. */
export const operations = ${JSON.stringify(operationsTable(contract), null, 2)} as const;

export type OperationId = keyof typeof operations;
`;

const outputs = [...typeTargets.map((target) => [target, types]), [operationsTarget, operations]];
const stale = [];
for (const [target, fresh] of outputs) {
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
// The order emails the stories preview, rendered by the backend's templates.
execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/generate-email-previews.ts', ...(check ? ['--check'] : [])], { cwd: join(root, 'backend'), stdio: 'inherit' });
if (check) console.log('Generated types and email previews are up to date.');
