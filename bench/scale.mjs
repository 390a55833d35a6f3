// 3. Scale: the catalogue grown to 100,000 products (bench-only rows, written straight into the
// bench shop's SQLite file), measured against the same queries on the 12-product demo catalogue.
// The rows go in through SQL, so the search index's triggers index them as they would any insert;
// the run checks that it did.
import { join } from 'node:path';
import sqlite3 from 'sqlite3';
import { v7 } from 'uuid';
import { medianLatency } from './load.mjs';

const PRODUCTS = 100_000;
const FILTERED = '&category=chisels&inStock=true&maxPrice=50';
const DEPTH = 50_000;
const woods = ['Oak', 'Ash', 'Beech', 'Hickory', 'Walnut'];
const kinds = ['Mallet', 'Rasp', 'Gouge', 'Spokeshave', 'Marking Gauge', 'Bevel', 'Awl', 'Scraper'];

/** The bench shop's SQLite file, opened beside the running shop, with promised `run` and `all`. */
export function openDatabase(file) {
  const db = new sqlite3.Database(file);
  const run = (sql, params = []) => new Promise((resolve, reject) => db.run(sql, params, (error) => (error ? reject(error) : resolve())));
  const all = (sql, params = []) => new Promise((resolve, reject) => db.all(sql, params, (error, rows) => (error ? reject(error) : resolve(rows))));
  return { run, all, close: () => new Promise((resolve) => db.close(resolve)) };
}

/**
 * Bench rows spread over the demo's categories that hold tools (its leaves) and its brands, one
 * in eight below its minimum order, prices $5 to $205: a filter then narrows as a shop's would.
 */
async function placesOf(db) {
  const leaves = await db.all('SELECT id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) ORDER BY position, id');
  const brands = await db.all('SELECT id FROM brands ORDER BY id');
  return (i) => [leaves[i % leaves.length]?.id ?? null, brands[i % brands.length]?.id ?? null];
}

async function seed(db) {
  const placeOf = await placesOf(db);
  await db.run('BEGIN IMMEDIATE');
  const now = new Date().toISOString();
  for (let i = 0; i < PRODUCTS; i++) {
    const name = `${woods[i % woods.length]} ${kinds[i % kinds.length]} No. ${i}`;
    await db.run('INSERT INTO products (id, slug, name, image, available, minimum, price_cents, description, category_id, brand_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
      v7(),
      `bench-${i}`,
      name,
      '/images/tools/block-plane.svg',
      i % 8 === 0 ? 0 : 100 + (i % 400),
      1 + (i % 10),
      500 + ((i * 37) % 20_000),
      `${name}: a bench-only product, made for measuring the catalogue at scale.`,
      ...placeOf(i),
      now,
      now,
    ]);
  }
  await db.run('COMMIT');
}

/** The repository's queries (products.repository.ts), written out for SQLite's planner. */
const plans = {
  firstPage: ['SELECT * FROM products ORDER BY id DESC LIMIT 13', []],
  deepPageByCursor: ['SELECT * FROM products WHERE id < ? ORDER BY id DESC LIMIT 13', ['01']],
  cheapestAfterCursor: ['SELECT * FROM products WHERE (price_cents > ? OR (price_cents = ? AND id > ?)) ORDER BY price_cents ASC, id ASC LIMIT 13', [1000, 1000, '01']],
  filtered: ['SELECT * FROM products WHERE category_id IN (?) AND price_cents <= ? AND available >= minimum AND available > 0 ORDER BY id DESC LIMIT 13', ['x', 5000]],
  search: ['SELECT * FROM products WHERE rowid IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?) ORDER BY id DESC LIMIT 13', ['"hammer"*']],
  // A word in 2,000 products or more: the repository makes SQLite walk the sort order instead.
  searchCommonWord: ['SELECT * FROM products WHERE +rowid IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ?) ORDER BY id DESC LIMIT 13', ['"oak"*']],
};

/** Bench rows the search index holds, against the bench rows there are: equal when it covers them all. */
async function indexCoverage(db) {
  const [{ indexed }] = await db.all(`SELECT count(*) AS indexed FROM products_fts WHERE products_fts MATCH '"bench only product"'`);
  const [{ rows }] = await db.all(`SELECT count(*) AS rows FROM products WHERE description LIKE '%bench-only product%'`);
  return { indexed, rows };
}

async function queryPlans(db) {
  const result = {};
  for (const [name, [sql, params]] of Object.entries(plans)) {
    result[name] = (await db.all(`EXPLAIN QUERY PLAN ${sql}`, params)).map((row) => row.detail);
  }
  return result;
}

async function cursorAt(shopUrl, depth) {
  let cursor = null;
  for (let walked = 0; walked < depth; walked += 100) {
    const page = await (await fetch(`${shopUrl}/api/products?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)).json();
    cursor = page.nextCursor;
  }
  return cursor;
}

/**
 * A commit from another connection (as an order would make) goes ahead of each timed request, so
 * none is answered from the catalogue cache: these are the database's and the ORM's costs.
 * `cachedFirstPageMs` is the first page asked 30 times with nothing in between.
 */
async function latencies(shopUrl, deepCursor, db) {
  const commit = () => db.run('UPDATE products SET updated_at = ? WHERE rowid = (SELECT min(rowid) FROM products)', [new Date().toISOString()]);
  const rename = () => db.run('UPDATE products SET name = name WHERE rowid = (SELECT min(rowid) FROM products)');
  const get = (query) => () => fetch(`${shopUrl}/api/products?limit=12${query}`).then((response) => response.arrayBuffer());
  const uncached = (query) => medianLatency(get(query), { before: commit });
  return {
    firstPageMs: await uncached(''),
    deepPageMs: await uncached(`&cursor=${encodeURIComponent(deepCursor)}`),
    searchMs: await uncached('&q=hammer'),
    // One bench product in five is oak: the index finds 20,000 rows that must then be sorted.
    searchCommonWordMs: await uncached('&q=oak'),
    // Nothing matches "hamer": it is read as "hammer" with the catalogue's words kept since they last changed…
    misspelledSearchMs: await uncached('&q=hamer'),
    // …and with them read again, a name having changed first (as an admin's edit would).
    misspelledAfterRenameMs: await medianLatency(get('&q=hamer'), { before: rename }),
    // Chisels, in stock, under $50: one leaf category of nine, and the stock and price conditions.
    filteredMs: await uncached(FILTERED),
    facetsMs: await medianLatency(() => fetch(`${shopUrl}/api/product-facets?${FILTERED.slice(1)}`).then((response) => response.arrayBuffer()), { before: commit }),
    cachedFirstPageMs: await medianLatency(get('')),
  };
}

export async function benchScale(shop) {
  const db = openDatabase(join(shop.dataDir, 'shop.sqlite'));
  try {
    await db.run('PRAGMA busy_timeout = 10000');
    const demoCursor = (await (await fetch(`${shop.url}/api/products?limit=6`)).json()).nextCursor;
    const demo = await latencies(shop.url, demoCursor, db);
    const started = performance.now();
    await seed(db);
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    const deepCursor = await cursorAt(shop.url, DEPTH);
    const large = await latencies(shop.url, deepCursor, db);
    const ratio = (value) => Math.round((value / large.firstPageMs) * 100) / 100;
    return {
      products: PRODUCTS + 12,
      depth: DEPTH,
      seedSeconds,
      demo,
      large,
      deepPageToFirstPage: ratio(large.deepPageMs),
      searchToFirstPage: ratio(large.searchMs),
      filteredToFirstPage: ratio(large.filteredMs),
      searchIndex: await indexCoverage(db),
      queryPlans: await queryPlans(db),
    };
  } finally {
    await db.close();
  }
}
