// The image_variants table: a photo variant's bytes under its name.
import type { Database } from '../../shared/database.js';

export function createImageVariantsRepository(db: Database) {
  const { sql } = db;
  return {
    /** Stores the bytes once; a name stored again (same name, same bytes) changes nothing. */
    put: (name: string, bytes: Buffer): Promise<number> =>
      db.write((transaction) =>
        sql.execute('INSERT INTO image_variants (name, bytes, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [name, bytes, new Date()], transaction),
      ),

    async get(name: string): Promise<Buffer | undefined> {
      const [row] = await sql.select<{ bytes: Buffer | Uint8Array }>('SELECT bytes FROM image_variants WHERE name = ?', [name]);
      return row ? Buffer.from(row.bytes) : undefined;
    },

    async exists(name: string): Promise<boolean> {
      return (await sql.select('SELECT 1 AS found FROM image_variants WHERE name = ?', [name])).length > 0;
    },
  };
}

export type ImageVariantsRepository = ReturnType<typeof createImageVariantsRepository>;
