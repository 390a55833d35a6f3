// A database of its own for each test file: a temporary SQLite file, or a fresh PostgreSQL
// database when TEST_DATABASE_URL is set (the "backend (postgres)" project).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { freshPostgresDatabase } from '../../../scripts/lib/fresh-postgres.mjs';
import { openDatabase, type Database } from '../../src/shared/database.js';

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

/**
 * A test file's own database, opened but not migrated (a migration's test steps through them
 * itself), closed and dropped after the file. `db` is there from the file's first test on.
 */
export function useFreshDatabase(): { readonly db: Database } {
  let fresh: FreshDatabase | undefined;
  let db: Database | undefined;
  beforeAll(async () => {
    fresh = await freshDatabaseUrl();
    db = await openDatabase(fresh.url, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await db?.close();
    await fresh?.drop();
  });
  return {
    get db() {
      if (!db) throw new Error('the database opens before the first test');
      return db;
    },
  };
}
