import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';

export interface CategoryRecord {
  id: string;
  /** The category it is under; null at the top. */
  parentId: string | null;
  name: string;
  slug: string;
  /** Its place among its siblings, smallest first. */
  position: number;
}

export interface BrandRecord {
  id: string;
  name: string;
  slug: string;
}

export type NewCategory = Omit<CategoryRecord, 'id'>;
export type NewBrand = Omit<BrandRecord, 'id'>;

/** The catalogue's categories and brands: a few dozen rows each, read whole. */
export function createTaxonomyRepository(db: Database) {
  const { sql } = db;
  const counted = (rows: Array<{ id: string; tools: number | string }>) => new Map(rows.map(({ id, tools }) => [id, Number(tools)]));

  return {
    categories(): Promise<CategoryRecord[]> {
      return sql.select<CategoryRecord>('SELECT id, parent_id AS "parentId", name, slug, position FROM categories ORDER BY position, name, id', []);
    },

    brands(): Promise<BrandRecord[]> {
      return sql.select<BrandRecord>('SELECT id, name, slug FROM brands ORDER BY name, id', []);
    },

    /** How many tools each category holds directly (not counting the categories under it). */
    async toolsPerCategory(): Promise<Map<string, number>> {
      return counted(await sql.select('SELECT category_id AS id, COUNT(*) AS tools FROM products WHERE category_id IS NOT NULL GROUP BY category_id', []));
    },

    async toolsPerBrand(): Promise<Map<string, number>> {
      return counted(await sql.select('SELECT brand_id AS id, COUNT(*) AS tools FROM products WHERE brand_id IS NOT NULL GROUP BY brand_id', []));
    },

    async addCategory(category: NewCategory, transaction: Transaction): Promise<CategoryRecord> {
      const added = { id: newId(), ...category };
      const now = new Date();
      await sql.execute(
        'INSERT INTO categories (id, parent_id, name, slug, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [added.id, added.parentId, added.name, added.slug, added.position, now, now],
        transaction,
      );
      return added;
    },

    async addBrand(brand: NewBrand, transaction: Transaction): Promise<BrandRecord> {
      const added = { id: newId(), ...brand };
      const now = new Date();
      await sql.execute('INSERT INTO brands (id, name, slug, created_at, updated_at) VALUES (?, ?, ?, ?, ?)', [added.id, added.name, added.slug, now, now], transaction);
      return added;
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
