import type { Transaction } from 'sequelize';
import type { ProductSort, StockMovementReason, TaxClass } from '../../shared/api-types.js';
import type { CursorKey, CursorPosition } from '../../shared/cursor.js';
import type { Database, Sql } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';
import type { PriceBreak } from '../../shared/price-breaks.js';
import { slugOf, slugWithId } from './slug.js';
import { searchWords, type IndexedWord } from './spelling.js';

/** A product as the services see it: its columns without their bookkeeping. */
export interface ProductRecord {
  id: string;
  /** Its readable address (/products/{slug}): made from the name when it is added, kept when it is renamed. */
  slug: string;
  /** Its stock-keeping unit in capitals, unique in the shop; null until staff give it one. */
  sku: string | null;
  name: string;
  image: string;
  available: number;
  minimum: number;
  priceCents: number;
  /** Trade prices, smallest quantity first (shared/price-breaks.ts); empty for none. */
  priceBreaks: PriceBreak[];
  description: string;
  /** Grams as packed; null for a tool not weighed yet. */
  weightGrams: number | null;
  taxClass: TaxClass;
  /** The category it is in, if any (categories.id). */
  categoryId: string | null;
  /** Its brand, if any (brands.id). */
  brandId: string | null;
  /** The first row of the tool this is a size of; null for that row and for a tool without sizes. */
  variantOf: string | null;
  /** What its sizes differ by ("Size") and which this is ("12 mm"); both null for a tool without sizes. */
  optionName: string | null;
  optionValue: string | null;
}

export type NewProduct = Omit<ProductRecord, 'id' | 'slug'>;

/** How many sizes a tool has and the lowest of their prices. */
export interface SizesSummary {
  count: number;
  fromPriceCents: number;
}

/** A product's row as read: its price breaks still the column's JSON text. */
type StoredProduct = Omit<ProductRecord, 'priceBreaks'> & { priceBreaks: string | PriceBreak[] };

const toRecord = (row: StoredProduct): ProductRecord => ({
  id: row.id,
  slug: row.slug,
  sku: row.sku ?? null,
  name: row.name,
  image: row.image,
  available: row.available,
  minimum: row.minimum,
  priceCents: row.priceCents,
  priceBreaks: typeof row.priceBreaks === 'string' ? (JSON.parse(row.priceBreaks) as PriceBreak[]) : row.priceBreaks,
  description: row.description,
  weightGrams: row.weightGrams ?? null,
  taxClass: row.taxClass,
  categoryId: row.categoryId ?? null,
  brandId: row.brandId ?? null,
  variantOf: row.variantOf ?? null,
  optionName: row.optionName ?? null,
  optionValue: row.optionValue ?? null,
});

// Only these names ever reach the SQL text of an edit; the values are always replacements.
const columnOf: Record<keyof NewProduct, string> = {
  sku: 'sku',
  name: 'name',
  image: 'image',
  available: 'available',
  minimum: 'minimum',
  priceCents: 'price_cents',
  priceBreaks: 'price_breaks',
  description: 'description',
  weightGrams: 'weight_grams',
  taxClass: 'tax_class',
  categoryId: 'category_id',
  brandId: 'brand_id',
  variantOf: 'variant_of',
  optionName: 'option_name',
  optionValue: 'option_value',
};
const EDITABLE = Object.keys(columnOf) as Array<keyof NewProduct>;

const COLUMNS = 'id, slug, sku, name, image, available, minimum, price_cents AS "priceCents", price_breaks AS "priceBreaks", description, weight_grams AS "weightGrams", tax_class AS "taxClass", category_id AS "categoryId", brand_id AS "brandId", variant_of AS "variantOf", option_name AS "optionName", option_value AS "optionValue"';

type SortColumn = 'price_cents' | 'name' | null;
const sortSpec: Record<ProductSort, { column: SortColumn; key: 'priceCents' | 'name' | null; direction: 'ASC' | 'DESC' }> = {
  newest: { column: null, key: null, direction: 'DESC' },
  price_asc: { column: 'price_cents', key: 'priceCents', direction: 'ASC' },
  price_desc: { column: 'price_cents', key: 'priceCents', direction: 'DESC' },
  name_asc: { column: 'name', key: 'name', direction: 'ASC' },
};

/** The kind of key a cursor of this sort carries, checked before it reaches a query. */
export function cursorKeyOf(sort: ProductSort): CursorKey {
  const { key } = sortSpec[sort];
  return key === null ? 'id' : key === 'priceCents' ? 'integer' : 'text';
}

export function sortKeyOf(product: ProductRecord, sort: ProductSort): string | number {
  const { key } = sortSpec[sort];
  return key === null ? product.id : product[key];
}

const COMMON_MATCHES = 2000;

interface Condition {
  sql: string;
  values: Array<string | number>;
}

function afterCursor(sort: ProductSort, after: CursorPosition): Condition {
  const { column, direction } = sortSpec[sort];
  const past = direction === 'ASC' ? '>' : '<';
  if (column === null) return { sql: `id ${past} ?`, values: [after.id] };
  return { sql: `(${column} ${past} ? OR (${column} = ? AND id ${past} ?))`, values: [after.key, after.key, after.id] };
}

/**
 * Each word must start a word of the name or the description (a prefix match on the full-text
 * index: "ham" finds "hammer", but "mer" no longer does). Only letters and digits count, so
 * nothing a shopper types reaches the index's query syntax.
 */
async function matchingWords(sql: Sql, q: string): Promise<Condition | undefined> {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  if (sql.dialect() === 'postgres') {
    return { sql: "search_vector @@ to_tsquery('simple', ?)", values: [words.map((word) => `${word}:*`).join(' & ')] };
  }
  const match = words.map((word) => `"${word}"*`).join(' ');
  // SQLite's planner fetches every match by rowid and sorts them all, which is right for a rare
  // word and slow for a common one, whose matches are many. For those, `+rowid` makes it walk the
  // sort order's index instead and stop at the page's end (docs/performance.md, "Search"). A count
  // of at most COMMON_MATCHES tells the two apart.
  const [counted] = await sql.select<{ matches: number }>(
    `SELECT count(*) AS matches FROM (SELECT 1 FROM products_fts WHERE products_fts MATCH ? LIMIT ${COMMON_MATCHES})`,
    [match],
  );
  const rowid = (counted?.matches ?? 0) >= COMMON_MATCHES ? '+rowid' : 'rowid';
  return { sql: `${rowid} IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?)`, values: [match] };
}

const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

/**
 * The words, or a whole SKU: what staff and trade customers type is often the code on the label.
 * In the catalogue a size's SKU finds its tool's first row, the row it shows; listing every size,
 * the size itself.
 */
async function matchingSearch(sql: Sql, q: string, everySize = false): Promise<Condition | undefined> {
  const words = await matchingWords(sql, q);
  const code = q.trim();
  if (!SKU.test(code)) return words;
  const bySku = everySize
    ? { sql: 'sku = ?', values: [code.toUpperCase()] }
    : { sql: 'id IN (SELECT COALESCE(variant_of, id) FROM products WHERE sku = ?)', values: [code.toUpperCase()] };
  return words ? { sql: `(${words.sql} OR ${bySku.sql})`, values: [...words.values, ...bySku.values] } : bySku;
}

/** Stock moves by whole units: anything else is a bug, refused before it reaches the database. */
function units(quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new Error(`invalid stock quantity ${quantity}`);
  return quantity;
}

/** Who moved stock and why: what the movement records besides the units. */
export interface StockCause {
  reason: StockMovementReason;
  orderId?: string | null;
  /** The signed-in user who caused it; absent for the shop itself (an expired hold). */
  actor?: { id: string; email: string } | null;
  note?: string | null;
}

/** One change of a tool's available stock: the history that explains its count (their sum). */
export interface StockMovementRecord {
  id: string;
  productId: string;
  change: number;
  reason: StockMovementReason;
  orderId: string | null;
  actorId: string | null;
  actorEmail: string | null;
  note: string | null;
  createdAt: Date;
}

const MOVEMENT_COLUMNS =
  'id, product_id AS "productId", change, reason, order_id AS "orderId", actor_id AS "actorId", actor_email AS "actorEmail", note, created_at AS "createdAt"';

type StoredMovement = Omit<StockMovementRecord, 'createdAt'> & { createdAt: Date | string };

const toMovement = (row: StoredMovement): StockMovementRecord => ({
  ...row,
  change: Number(row.change),
  createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
});

/** Which tools a catalogue shows besides its search; each filter left out matches every tool. */
export interface CatalogueFilterIds {
  /** Only tools in one of these categories (a category and those under it); empty matches none. */
  categoryIds?: string[];
  /** Only tools of one of these brands; empty matches none. */
  brandIds?: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** Only the tools that can be ordered now: at least their minimum order in stock. */
  inStock?: boolean;
  /** Only the tools with a size of one of these values; empty matches none. */
  options?: Array<{ name: string; value: string }>;
}

export interface ProductQuery extends CatalogueFilterIds {
  /** Every row, each size on its own (the dashboard, the export), rather than each tool once. */
  everySize?: boolean;
  limit: number;
  sort: ProductSort;
  after: CursorPosition | undefined;
  q: string | undefined;
}

/** The counts behind a catalogue's filters: each leaves its own filter out (a brand's count is what ticking it would add). */
export interface FacetCounts {
  tools: number;
  toolsPerCategory: Map<string, number>;
  toolsPerBrand: Map<string, number>;
  inStock: number;
  priceCents: PriceRange;
  /** Per option name and value, the tools with a size of it. */
  toolsPerOption: Array<{ name: string; value: string; tools: number }>;
}

function oneOf(column: 'category_id' | 'brand_id', ids: string[]): Condition {
  // Nothing to match (an unknown slug): a condition that is never true keeps the query's shape.
  if (ids.length === 0) return { sql: '1 = 0', values: [] };
  return { sql: `${column} IN (${ids.map(() => '?').join(', ')})`, values: ids };
}

const IN_STOCK: Condition = { sql: 'available >= minimum AND available > 0', values: [] };

type Dialect = ReturnType<Sql['dialect']>;

type FilterName = 'category' | 'brand' | 'price' | 'inStock' | 'option';

/** The filters a tool's sizes differ in; the others (and the search) are the tool's, read from its first row. */
const SIZE_FILTERS: FilterName[] = ['price', 'inStock', 'option'];

function optionIn(options: Array<{ name: string; value: string }>): Condition {
  if (options.length === 0) return { sql: '1 = 0', values: [] };
  return { sql: `(${options.map(() => '(option_name = ? AND option_value = ?)').join(' OR ')})`, values: options.flatMap(({ name, value }) => [name, value]) };
}

/** The filter's conditions by the filter they come from, so a count can leave its own out. */
function filterConditions(filter: CatalogueFilterIds): Array<[FilterName, Condition]> {
  const conditions: Array<[FilterName, Condition]> = [];
  if (filter.categoryIds) conditions.push(['category', oneOf('category_id', filter.categoryIds)]);
  if (filter.brandIds) conditions.push(['brand', oneOf('brand_id', filter.brandIds)]);
  if (filter.minPriceCents !== undefined) conditions.push(['price', { sql: 'price_cents >= ?', values: [filter.minPriceCents] }]);
  if (filter.maxPriceCents !== undefined) conditions.push(['price', { sql: 'price_cents <= ?', values: [filter.maxPriceCents] }]);
  if (filter.inStock) conditions.push(['inStock', IN_STOCK]);
  if (filter.options) conditions.push(['option', optionIn(filter.options)]);
  return conditions;
}

const allOf = (conditions: Condition[]): Condition => ({
  sql: conditions.length > 0 ? conditions.map((condition) => `(${condition.sql})`).join(' AND ') : '1 = 1',
  values: conditions.flatMap((condition) => condition.values),
});

/** A tool's first row (the one the catalogue shows), or a tool without sizes. */
const FIRST_ROW: Condition = { sql: 'variant_of IS NULL', values: [] };

/**
 * Matches a tool's first row when it, or one of its other sizes, meets all of `conditions`
 * together: "in stock under $50" is one size that is both. The other sizes are read once per
 * query, through the `variant_of` index that holds only them, not once per tool (a correlated
 * EXISTS doubled the filters' counts at 100,000 tools). SQLite is told to read them so: left to
 * itself it read every tool under $50 by the price's index to find the few sizes among them.
 */
function someSize(conditions: Condition[], dialect: Dialect): Condition | undefined {
  if (conditions.length === 0) return undefined;
  const each = allOf(conditions);
  const sizes = dialect === 'postgres' ? 'products' : 'products INDEXED BY products_variant_of';
  // Inside the subquery the bare column names are the size's, the innermost table's.
  return {
    sql: `(${each.sql} OR id IN (SELECT variant_of FROM ${sizes} WHERE variant_of IS NOT NULL AND ${each.sql}))`,
    values: [...each.values, ...each.values],
  };
}

/** The catalogue's conditions on tools: the search, the tool's own filters, and its sizes' filters met by one size. */
function toolConditions(search: Condition | undefined, conditions: Array<[FilterName, Condition]>, dialect: Dialect): Condition[] {
  const own = conditions.filter(([name]) => !SIZE_FILTERS.includes(name)).map(([, condition]) => condition);
  const sized = someSize(
    conditions.filter(([name]) => SIZE_FILTERS.includes(name)).map(([, condition]) => condition),
    dialect,
  );
  return [FIRST_ROW, ...(search ? [search] : []), ...own, ...(sized ? [sized] : [])];
}

function whereOf(conditions: Array<Condition | undefined>): { where: string; values: Array<string | number> } {
  const present = conditions.filter((condition) => condition !== undefined);
  return {
    where: present.length > 0 ? `WHERE ${present.map((condition) => condition.sql).join(' AND ')}` : '',
    values: present.flatMap((condition) => condition.values),
  };
}

type PriceRange = { min: number; max: number } | null;
type StoredRange = { min: number | string | null; max: number | string | null };
const rangeOf = (row: StoredRange | undefined): PriceRange =>
  row?.min === null || row?.min === undefined || row.max === null ? null : { min: Number(row.min), max: Number(row.max) };
const widest = (a: PriceRange, b: PriceRange): PriceRange => (a && b ? { min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) } : (a ?? b));

const countsById = (rows: Array<{ id: string; tools: number | string }>) => new Map(rows.map((row) => [row.id, Number(row.tools)]));

/** A column's value as stored: the price breaks as their JSON. */
const storedValue = (record: NewProduct, field: keyof NewProduct) => (field === 'priceBreaks' ? JSON.stringify(record.priceBreaks) : record[field]);

export function createProductsRepository(db: Database) {
  const { sql } = db;
  const products = async (text: string, values: Array<string | number>, transaction?: Transaction): Promise<ProductRecord[]> =>
    (await sql.select<StoredProduct>(text, values, transaction)).map(toRecord);

  /** Records a change of stock; only the functions below that make one call it, in the change's transaction. */
  async function record(productId: string, change: number, cause: StockCause, transaction: Transaction): Promise<StockMovementRecord> {
    const movement: StockMovementRecord = {
      id: newId(),
      productId,
      change,
      reason: cause.reason,
      orderId: cause.orderId ?? null,
      actorId: cause.actor?.id ?? null,
      actorEmail: cause.actor?.email ?? null,
      note: cause.note ?? null,
      createdAt: new Date(),
    };
    await sql.execute(
      'INSERT INTO stock_movements (id, product_id, change, reason, order_id, actor_id, actor_email, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [movement.id, productId, change, movement.reason, movement.orderId, movement.actorId, movement.actorEmail, movement.note, movement.createdAt],
      transaction,
    );
    return movement;
  }

  /**
   * Rows of the tools the search finds: the search reads a tool's first row (its name and words),
   * and a size belongs to the tool whose first row it points at.
   */
  const ofSearchedTools = (search: Condition | undefined): Condition[] =>
    search ? [{ sql: `COALESCE(variant_of, id) IN (SELECT id FROM products WHERE variant_of IS NULL AND ${search.sql})`, values: search.values }] : [];

  /**
   * The lowest and highest price among the sizes past each tool's first row that meet
   * `conditions`, of the tools the search finds (the first rows' are counted with the totals).
   */
  async function otherSizesRange(search: Condition | undefined, conditions: Condition[]): Promise<PriceRange> {
    const { where, values } = whereOf([{ sql: 'variant_of IS NOT NULL', values: [] }, ...ofSearchedTools(search), ...conditions]);
    const [row] = await sql.select<StoredRange>(`SELECT MIN(price_cents) AS min, MAX(price_cents) AS max FROM products ${where}`, values);
    return rangeOf(row);
  }

  /** Each option value with the tools (not sizes) that have a size of it meeting `conditions`. */
  async function toolsPerOption(search: Condition | undefined, conditions: Condition[]): Promise<FacetCounts['toolsPerOption']> {
    const { where, values } = whereOf([{ sql: 'option_name IS NOT NULL', values: [] }, ...ofSearchedTools(search), ...conditions]);
    const rows = await sql.select<{ name: string; value: string; tools: number | string }>(
      `SELECT option_name AS name, option_value AS value, COUNT(DISTINCT COALESCE(variant_of, id)) AS tools FROM products ${where} GROUP BY option_name, option_value`,
      values,
    );
    return rows.map((row) => ({ name: row.name, value: row.value, tools: Number(row.tools) }));
  }

  return {
    async list({ limit, sort, after, q, everySize, ...filter }: ProductQuery): Promise<ProductRecord[]> {
      const search = q ? await matchingSearch(sql, q, everySize) : undefined;
      const conditions = filterConditions(filter);
      const { where, values } = whereOf([
        ...(everySize ? [search, ...conditions.map(([, condition]) => condition)] : toolConditions(search, conditions, sql.dialect())),
        after ? afterCursor(sort, after) : undefined,
      ]);
      const { column, direction } = sortSpec[sort];
      const order = column === null ? `id ${direction}` : `${column} ${direction}, id ${direction}`;
      return products(`SELECT ${COLUMNS} FROM products ${where} ORDER BY ${order} LIMIT ?`, [...values, limit + 1]);
    },

    async facets(q: string | undefined, filter: CatalogueFilterIds): Promise<FacetCounts> {
      const search = q ? await matchingSearch(sql, q) : undefined;
      const conditions = filterConditions(filter);
      const allBut = (left: FilterName | null, ...more: Condition[]) =>
        whereOf([...toolConditions(search, conditions.filter(([name]) => name !== left), sql.dialect()), ...more]);
      const perColumn = async (column: 'category_id' | 'brand_id', left: FilterName) => {
        const where = allBut(left, { sql: `${column} IS NOT NULL`, values: [] });
        // SQLite would walk the column's index to group without sorting, fetching every row by it
        // for the other conditions; `+` makes it read the table in order and group the few values.
        const grouped = sql.dialect() === 'postgres' ? column : `+${column}`;
        return countsById(await sql.select(`SELECT ${column} AS id, COUNT(*) AS tools FROM products ${where.where} GROUP BY ${grouped}`, where.values));
      };
      const picked = (names: FilterName[], more: Condition[] = []) => [...conditions.filter(([name]) => names.includes(name)).map(([, condition]) => condition), ...more];
      // The total and the in-stock count differ only by the sizes' conditions: one pass over the
      // tools the others match counts both.
      const all = someSize(picked(SIZE_FILTERS), sql.dialect()) ?? allOf([]);
      const inStock = someSize(picked(['price', 'option'], [IN_STOCK]), sql.dialect()) ?? allOf([]);
      // The price range is of every size that matches all but the price: the first rows' here, the others' below.
      const anyPrice = allOf(picked(['inStock', 'option']));
      const toolsWhere = whereOf(toolConditions(search, conditions.filter(([name]) => !SIZE_FILTERS.includes(name)), sql.dialect()));
      const [row] = await sql.select<{ tools: number | string | null; inStock: number | string | null } & StoredRange>(
        `SELECT SUM(CASE WHEN ${all.sql} THEN 1 ELSE 0 END) AS tools, SUM(CASE WHEN ${inStock.sql} THEN 1 ELSE 0 END) AS "inStock",
           MIN(CASE WHEN ${anyPrice.sql} THEN price_cents END) AS min, MAX(CASE WHEN ${anyPrice.sql} THEN price_cents END) AS max
         FROM products ${toolsWhere.where}`,
        [...all.values, ...inStock.values, ...anyPrice.values, ...anyPrice.values, ...toolsWhere.values],
      );
      return {
        tools: Number(row?.tools ?? 0),
        toolsPerCategory: await perColumn('category_id', 'category'),
        toolsPerBrand: await perColumn('brand_id', 'brand'),
        inStock: Number(row?.inStock ?? 0),
        priceCents: widest(rangeOf(row), await otherSizesRange(search, picked(['category', 'brand', 'inStock', 'option']))),
        toolsPerOption: await toolsPerOption(search, picked(['category', 'brand', 'price', 'inStock'])),
      };
    },

    /** Every word of the full-text index but numbers, with the number of tools that have it. */
    async indexedWords(): Promise<IndexedWord[]> {
      const rows =
        sql.dialect() === 'postgres'
          ? await sql.select<{ word: string; tools: number | string }>(
              "SELECT word, ndoc AS tools FROM ts_stat('SELECT search_vector FROM products') WHERE word ~ '[^0-9]'",
              [],
            )
          : await sql.select<{ word: string; tools: number }>("SELECT term AS word, doc AS tools FROM products_words WHERE term GLOB '*[^0-9]*'", []);
      return rows.map(({ word, tools }) => ({ word, tools: Number(tools) }));
    },

    /** Moves whenever a tool's name or description does, or a tool comes or goes (the migration's triggers). */
    async wordsVersion(): Promise<string> {
      const [row] = await sql.select<{ version: number | string }>('SELECT version FROM catalogue_words_version WHERE id = 1', []);
      return String(row?.version ?? 0);
    },

    async findById(id: string, transaction?: Transaction): Promise<ProductRecord | undefined> {
      const [row] = await products(`SELECT ${COLUMNS} FROM products WHERE id = ?`, [id], transaction);
      return row;
    },

    async findBySlug(slug: string): Promise<ProductRecord | undefined> {
      const [row] = await products(`SELECT ${COLUMNS} FROM products WHERE slug = ?`, [slug]);
      return row;
    },

    /** Tools' addresses and when each last changed, in slug order: `limit` from the `offset`-th. */
    async addresses(offset: number, limit: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
      const rows = await sql.select<{ slug: string; updatedAt: Date | string }>('SELECT slug, updated_at AS "updatedAt" FROM products ORDER BY slug LIMIT ? OFFSET ?', [limit, offset]);
      return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt instanceof Date ? row.updatedAt : new Date(row.updatedAt) }));
    },

    async lastChange(): Promise<Date | null> {
      const [row] = await sql.select<{ changed: Date | string | null }>('SELECT MAX(updated_at) AS changed FROM products', []);
      if (!row?.changed) return null;
      return row.changed instanceof Date ? row.changed : new Date(row.changed);
    },

    async count(): Promise<number> {
      const [row] = await sql.select<{ count: number | string }>('SELECT COUNT(*) AS count FROM products', []);
      return Number(row?.count ?? 0);
    },

    /** The products among `ids` that exist, in no particular order. */
    async findByIds(ids: string[], transaction?: Transaction): Promise<ProductRecord[]> {
      if (ids.length === 0) return [];
      return products(`SELECT ${COLUMNS} FROM products WHERE id IN (${ids.map(() => '?').join(', ')})`, ids, transaction);
    },

    /** Every size of the tool whose first row is `firstId` (that row included), in no particular order. */
    sizesOf: (firstId: string, transaction?: Transaction): Promise<ProductRecord[]> =>
      products(`SELECT ${COLUMNS} FROM products WHERE id = ? OR variant_of = ?`, [firstId, firstId], transaction),

    /** Every size of the tools whose first rows these are (those rows included), in no particular order. */
    async sizesOfTools(firstIds: string[], transaction?: Transaction): Promise<ProductRecord[]> {
      if (firstIds.length === 0) return [];
      const marks = firstIds.map(() => '?').join(', ');
      return products(`SELECT ${COLUMNS} FROM products WHERE id IN (${marks}) OR variant_of IN (${marks})`, [...firstIds, ...firstIds], transaction);
    },

    /** For each of these tools' first rows whose tool has more than one size: how many and the lowest price. */
    async sizesSummaries(firsts: ProductRecord[]): Promise<Map<string, SizesSummary>> {
      if (firsts.length === 0) return new Map();
      const rows = await sql.select<{ id: string; count: number | string; fromPriceCents: number | string }>(
        `SELECT variant_of AS id, COUNT(*) AS count, MIN(price_cents) AS "fromPriceCents" FROM products WHERE variant_of IN (${firsts.map(() => '?').join(', ')}) GROUP BY variant_of`,
        firsts.map((first) => first.id),
      );
      const own = new Map(firsts.map((first) => [first.id, first.priceCents]));
      return new Map(rows.map((row) => [row.id, { count: Number(row.count) + 1, fromPriceCents: Math.min(Number(row.fromPriceCents), own.get(row.id) ?? Number(row.fromPriceCents)) }]));
    },

    /** Puts every size of a tool in one category and brand: a tool's sizes share them. */
    async placeSizes(firstId: string, place: Pick<NewProduct, 'categoryId' | 'brandId'>, transaction: Transaction): Promise<void> {
      await sql.execute('UPDATE products SET category_id = ?, brand_id = ?, updated_at = ? WHERE id = ? OR variant_of = ?', [place.categoryId, place.brandId, new Date(), firstId, firstId], transaction);
    },

    /** The tool with this SKU (in capitals), if any. */
    async findBySku(sku: string, transaction?: Transaction): Promise<ProductRecord | undefined> {
      const [found] = await products(`SELECT ${COLUMNS} FROM products WHERE sku = ?`, [sku], transaction);
      return found;
    },

    /** The tools with these SKUs (in capitals), in no particular order. */
    async findBySkus(skus: string[], transaction?: Transaction): Promise<ProductRecord[]> {
      if (skus.length === 0) return [];
      return products(`SELECT ${COLUMNS} FROM products WHERE sku IN (${skus.map(() => '?').join(', ')})`, skus, transaction);
    },

    /** The tools at these slugs (those that exist), in no particular order. */
    async findBySlugs(slugs: string[], transaction?: Transaction): Promise<ProductRecord[]> {
      if (slugs.length === 0) return [];
      return products(`SELECT ${COLUMNS} FROM products WHERE slug IN (${slugs.map(() => '?').join(', ')})`, slugs, transaction);
    },

    /** A new tool, at its name's slug unless another tool has it; its starting stock is the first movement of its history. */
    async create(product: NewProduct, actor: StockCause['actor'], transaction: Transaction): Promise<ProductRecord> {
      const id = newId();
      const now = new Date();
      // ON CONFLICT rather than a look first: two tools of one name added at once still both get in.
      const insertAt = (slug: string) =>
        sql.execute(
          'INSERT INTO products (id, slug, sku, name, image, available, minimum, price_cents, price_breaks, description, weight_grams, tax_class, category_id, brand_id, variant_of, option_name, option_value, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (slug) DO NOTHING',
          [
            id,
            slug,
            product.sku,
            product.name,
            product.image,
            product.available,
            product.minimum,
            product.priceCents,
            JSON.stringify(product.priceBreaks),
            product.description,
            product.weightGrams,
            product.taxClass,
            product.categoryId,
            product.brandId,
            product.variantOf,
            product.optionName,
            product.optionValue,
            now,
            now,
          ],
          transaction,
        );
      let slug = slugOf(product.name);
      if ((await insertAt(slug)) === 0) {
        slug = slugWithId(slug, id);
        if ((await insertAt(slug)) === 0) throw new Error(`no free slug for a new product (${slug})`);
      }
      const created = toRecord({ id, slug, ...product });
      await record(created.id, created.available, { reason: 'initial', actor }, transaction);
      return created;
    },

    /** Setting `available` (in the product form, or by `source`) is an adjustment by the difference, recorded as such. */
    async update(id: string, changes: Partial<NewProduct>, actor: StockCause['actor'], transaction: Transaction, source = 'in the product form'): Promise<ProductRecord | undefined> {
      // The stock read here is the one the movement is worked out from, so no other write may move
      // it before this one commits: PostgreSQL locks the row; SQLite runs one write at a time.
      const lock = sql.dialect() === 'postgres' ? ' FOR UPDATE' : '';
      const [before] = await products(`SELECT ${COLUMNS} FROM products WHERE id = ?${lock}`, [id], transaction);
      if (!before) return undefined;
      const edited = EDITABLE.filter((field) => changes[field] !== undefined && storedValue({ ...before, ...changes }, field) !== storedValue(before, field));
      if (edited.length === 0) return before;
      const updated = toRecord({ ...before, ...Object.fromEntries(edited.map((field) => [field, changes[field]])) });
      await sql.execute(
        `UPDATE products SET ${edited.map((field) => `${columnOf[field]} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
        [...edited.map((field) => storedValue(updated, field)), new Date(), id],
        transaction,
      );
      if (updated.available !== before.available) {
        await record(id, updated.available - before.available, { reason: 'adjusted', actor, note: `Stock set to ${updated.available} ${source}` }, transaction);
      }
      return updated;
    },

    /** Holds the product's row until the transaction ends: rows that reference it (a new review, a new order) wait for it. */
    async lock(id: string, transaction: Transaction): Promise<void> {
      // SQLite's write transactions already run one at a time.
      if (sql.dialect() !== 'postgres') return;
      await sql.select('SELECT id FROM products WHERE id = ? FOR UPDATE', [id], transaction);
    },

    /** Deletes the row; when it was a tool's first row, its next size (the oldest) becomes the tool's first. */
    async remove(id: string, transaction: Transaction): Promise<boolean> {
      const [next] = await sql.select<{ id: string }>('SELECT id FROM products WHERE variant_of = ? ORDER BY id LIMIT 1', [id], transaction);
      if (next) {
        await sql.execute('UPDATE products SET variant_of = NULL WHERE id = ?', [next.id], transaction);
        await sql.execute('UPDATE products SET variant_of = ? WHERE variant_of = ?', [next.id, id], transaction);
      }
      return (await sql.execute('DELETE FROM products WHERE id = ?', [id], transaction)) > 0;
    },

    // Stock moves only here, and each move records its movement in the same transaction, so the
    // available count is always the sum of the tool's history. A reservation is one conditional
    // UPDATE that never takes stock below zero, so concurrent orders can't oversell on SQLite or
    // PostgreSQL, across any number of API processes. (The minimum order is the orders service's
    // rule, checked before reserving.)

    /** True when `quantity` units were taken; false when not enough were left. */
    async reserve(id: string, quantity: number, transaction: Transaction, cause: StockCause): Promise<boolean> {
      const taken = units(quantity);
      const affected = await sql.execute(
        'UPDATE products SET available = available - ?, updated_at = ? WHERE id = ? AND available >= ?',
        [taken, new Date(), id, taken],
        transaction,
      );
      if (affected !== 1) return false;
      await record(id, -taken, cause, transaction);
      return true;
    },

    /** Gives units back; nothing to record when the tool has been deleted meanwhile. */
    async release(id: string, quantity: number, transaction: Transaction, cause: StockCause): Promise<void> {
      const given = units(quantity);
      const affected = await sql.execute('UPDATE products SET available = available + ?, updated_at = ? WHERE id = ?', [given, new Date(), id], transaction);
      if (affected === 1) await record(id, given, cause, transaction);
    },

    /**
     * Adds `change` units (negative removes them), never below zero: the stock and the movement
     * recorded, or undefined when the tool is gone or hasn't that many units.
     */
    async adjust(id: string, change: number, transaction: Transaction, cause: StockCause): Promise<{ available: number; movement: StockMovementRecord } | undefined> {
      if (!Number.isSafeInteger(change) || change === 0) throw new Error(`invalid stock adjustment ${change}`);
      const affected = await sql.execute(
        'UPDATE products SET available = available + ?, updated_at = ? WHERE id = ? AND available + ? >= 0',
        [change, new Date(), id, change],
        transaction,
      );
      if (affected !== 1) return undefined;
      const [row] = await sql.select<{ available: number }>('SELECT available FROM products WHERE id = ?', [id], transaction);
      return { available: Number(row?.available), movement: await record(id, change, cause, transaction) };
    },

    /** Tools with fewer than `below` units, or fewer than their minimum order, the lowest first. */
    lowStock: (below: number, limit: number): Promise<ProductRecord[]> =>
      products(`SELECT ${COLUMNS} FROM products WHERE available < ? OR available < minimum ORDER BY available ASC, id ASC LIMIT ?`, [below, limit]),

    /** The tool's history, newest first. */
    async movements(productId: string, limit: number, beforeId: string | undefined): Promise<StockMovementRecord[]> {
      const rows = await sql.select<StoredMovement>(
        `SELECT ${MOVEMENT_COLUMNS} FROM stock_movements WHERE product_id = ?${beforeId ? ' AND id < ?' : ''} ORDER BY id DESC LIMIT ?`,
        [productId, ...(beforeId ? [beforeId] : []), limit + 1],
      );
      return rows.map(toMovement);
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
