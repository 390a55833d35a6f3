// A database of its own for each test file: a temporary SQLite file, or a fresh PostgreSQL
// database when TEST_DATABASE_URL is set (the "backend (postgres)" project).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../../../scripts/lib/fresh-postgres.mjs';

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshDatabaseUrl(): Promise<FreshDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const dir = mkdtempSync(join(tmpdir(), 'shop-test-'));
    return { url: `sqlite:${join(dir, 'shop.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  return freshPostgresDatabase(base, 'shop_test');
}
