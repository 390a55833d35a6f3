import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** openapi.yaml sits at the repository root, two levels above both src/ and dist/. */
export const contractPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');

export interface Contract {
  security: Array<Record<string, string[]>>;
  paths: Record<string, Record<string, { operationId?: string; security?: Array<Record<string, string[]>> }>>;
  [key: string]: unknown;
}

export function loadContract(): Contract {
  return parse(readFileSync(contractPath, 'utf8')) as Contract;
}
