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

  /** The new category, or undefined when another has its slug (ON CONFLICT: two adds at once can't both take it). */
  async function addCategoryAtFreeSlug(category: NewCategory, transaction: Transaction): Promise<CategoryRecord | undefined> {
    const added = { id: newId(), ...category };
    const now = new Date();
    const inserted = await sql.execute(
      'INSERT INTO categories (id, parent_id, name, slug, position, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING',
      [added.id, added.parentId, added.name, added.slug, added.position, now, now],
      transaction,
    );
    return inserted > 0 ? added : undefined;
  }

  async function addBrandAtFreeSlug(brand: NewBrand, transaction: Transaction): Promise<BrandRecord | undefined> {
    const added = { id: newId(), ...brand };
    const now = new Date();
    const inserted = await sql.execute(
      'INSERT INTO brands (id, name, slug, created_at, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING',
      [added.id, added.name, added.slug, now, now],
      transaction,
    );
    return inserted > 0 ? added : undefined;
  }

  return {
    addCategoryAtFreeSlug,
    addBrandAtFreeSlug,

    categories(transaction?: Transaction): Promise<CategoryRecord[]> {
      return sql.select<CategoryRecord>('SELECT id, parent_id AS "parentId", name, slug, position FROM categories ORDER BY position, name, id', [], transaction);
    },

    brands(transaction?: Transaction): Promise<BrandRecord[]> {
      return sql.select<BrandRecord>('SELECT id, name, slug FROM brands ORDER BY name, id', [], transaction);
    },

    /** How many tools each category holds directly (not counting the categories under it). */
    async toolsPerCategory(transaction?: Transaction): Promise<Map<string, number>> {
      return counted(await sql.select('SELECT category_id AS id, COUNT(*) AS tools FROM products WHERE category_id IS NOT NULL AND variant_of IS NULL GROUP BY category_id', [], transaction));
    },

    async toolsPerBrand(): Promise<Map<string, number>> {
      return counted(await sql.select('SELECT brand_id AS id, COUNT(*) AS tools FROM products WHERE brand_id IS NOT NULL AND variant_of IS NULL GROUP BY brand_id', []));
    },

    async addCategory(category: NewCategory, transaction: Transaction): Promise<CategoryRecord> {
      const added = await addCategoryAtFreeSlug(category, transaction);
      if (!added) throw new Error(`another category has the slug ${category.slug}`);
      return added;
    },


    /**
     * Holds every category until the transaction ends, so a change decided on the tree as read (no
     * category under its own, the siblings' places) can't be made against a tree another change is
     * altering: two moves at once could otherwise put each category under the other. SQLite's
     * write transactions already run one at a time.
     */
    async lockCategories(transaction: Transaction): Promise<void> {
      if (sql.dialect() === 'postgres') await sql.select('SELECT id FROM categories FOR UPDATE', [], transaction);
    },

    /** Sets the fields given; false when there is no category with that id. */
    async updateCategory(id: string, changes: Partial<Pick<CategoryRecord, 'name' | 'parentId' | 'position'>>, transaction: Transaction): Promise<boolean> {
      const columns = { name: 'name', parentId: 'parent_id', position: 'position' } as const;
      const fields = (Object.keys(columns) as Array<keyof typeof columns>).filter((field) => changes[field] !== undefined);
      const set = [...fields.map((field) => `${columns[field]} = ?`), 'updated_at = ?'].join(', ');
      return (await sql.execute(`UPDATE categories SET ${set} WHERE id = ?`, [...fields.map((field) => changes[field] ?? null), new Date(), id], transaction)) > 0;
    },

    /** Gives a parent's categories the places 0, 1, 2… in the order given. */
    async placeCategories(ids: string[], transaction: Transaction): Promise<void> {
      for (const [position, id] of ids.entries()) await sql.execute('UPDATE categories SET position = ? WHERE id = ?', [position, id], transaction);
    },

    async removeCategory(id: string, transaction: Transaction): Promise<boolean> {
      return (await sql.execute('DELETE FROM categories WHERE id = ?', [id], transaction)) > 0;
    },

    /** What keeps a category from being removed: the tools in it and the categories under it, read in the removal's transaction. */
    async categoryContents(id: string, transaction: Transaction): Promise<{ tools: number; categories: number }> {
      const [row] = await sql.select<{ tools: number | string; categories: number | string }>(
        'SELECT (SELECT COUNT(*) FROM products WHERE category_id = ?) AS tools, (SELECT COUNT(*) FROM categories WHERE parent_id = ?) AS categories',
        [id, id],
        transaction,
      );
      return { tools: Number(row?.tools ?? 0), categories: Number(row?.categories ?? 0) };
    },

    async renameBrand(id: string, name: string, transaction: Transaction): Promise<boolean> {
      return (await sql.execute('UPDATE brands SET name = ?, updated_at = ? WHERE id = ?', [name, new Date(), id], transaction)) > 0;
    },

    async removeBrand(id: string, transaction: Transaction): Promise<boolean> {
      return (await sql.execute('DELETE FROM brands WHERE id = ?', [id], transaction)) > 0;
    },

    async toolsOfBrand(id: string, transaction: Transaction): Promise<number> {
      const [row] = await sql.select<{ tools: number | string }>('SELECT COUNT(*) AS tools FROM products WHERE brand_id = ?', [id], transaction);
      return Number(row?.tools ?? 0);
    },

    async addBrand(brand: NewBrand, transaction: Transaction): Promise<BrandRecord> {
      const added = await addBrandAtFreeSlug(brand, transaction);
      if (!added) throw new Error(`another brand has the slug ${brand.slug}`);
      return added;
    },

  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
