// A full-text index over product names and descriptions, so a search costs the same on 12 or
// 100,000 products (`LIKE '%word%'` read every row). The database keeps it in step with the
// products table itself: SQLite through triggers, PostgreSQL through a generated column, so rows
// written by any process or tool (the bench seeds straight into the file) are covered too.
import type { QueryInterface } from 'sequelize';

// External content: the index holds no second copy of the text, only the products table's rowid.
// A stock change (UPDATE OF available) leaves it alone. VACUUM may renumber the rowids of a table
// without an INTEGER PRIMARY KEY; after one, run INSERT INTO products_fts(products_fts) VALUES ('rebuild').
const sqliteUp = [
  `CREATE VIRTUAL TABLE products_fts USING fts5(name, description, content='products', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`,
  `CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
     INSERT INTO products_fts (rowid, name, description) VALUES (new.rowid, new.name, new.description);
   END`,
  `CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
     INSERT INTO products_fts (products_fts, rowid, name, description) VALUES ('delete', old.rowid, old.name, old.description);
   END`,
  `CREATE TRIGGER products_fts_update AFTER UPDATE OF name, description ON products BEGIN
     INSERT INTO products_fts (products_fts, rowid, name, description) VALUES ('delete', old.rowid, old.name, old.description);
     INSERT INTO products_fts (rowid, name, description) VALUES (new.rowid, new.name, new.description);
   END`,
  `INSERT INTO products_fts (products_fts) VALUES ('rebuild')`,
];
const sqliteDown = [
  'DROP TRIGGER products_fts_update',
  'DROP TRIGGER products_fts_delete',
  'DROP TRIGGER products_fts_insert',
  'DROP TABLE products_fts',
];

// 'simple' lowercases without stemming, like SQLite's tokenizer, so both databases match alike.
const postgresUp = [
  `ALTER TABLE products ADD COLUMN search_vector tsvector
     GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || description)) STORED`,
  'CREATE INDEX products_search_vector ON products USING gin (search_vector)',
];
const postgresDown = ['DROP INDEX products_search_vector', 'ALTER TABLE products DROP COLUMN search_vector'];

async function run(qi: QueryInterface, statements: { sqlite: string[]; postgres: string[] }): Promise<void> {
  const dialect = qi.sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'postgres';
  for (const sql of statements[dialect]) await qi.sequelize.query(sql);
}

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await run(qi, { sqlite: sqliteUp, postgres: postgresUp });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await run(qi, { sqlite: sqliteDown, postgres: postgresDown });
}
