// The catalogue's words, for reading a misspelled search as the word meant (modules/products/spelling.ts).
// SQLite lists its full-text index's words through an fts5vocab table, kept by the index itself;
// PostgreSQL reads them from the search vectors (ts_stat). Reading them all costs ~0.1 s at 100,000
// tools, so the shop keeps them until a name or description changes: the triggers count those
// changes (not stock's, which come with every order) in catalogue_words_version, from any process.
import type { QueryInterface } from 'sequelize';

const version = [
  'CREATE TABLE catalogue_words_version (id INTEGER PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL)',
  'INSERT INTO catalogue_words_version (id, version) VALUES (1, 0)',
];
const bump = 'UPDATE catalogue_words_version SET version = version + 1';

const sqliteUp = [
  'CREATE VIRTUAL TABLE products_words USING fts5vocab(products_fts, row)',
  ...version,
  `CREATE TRIGGER products_words_insert AFTER INSERT ON products BEGIN ${bump}; END`,
  `CREATE TRIGGER products_words_delete AFTER DELETE ON products BEGIN ${bump}; END`,
  `CREATE TRIGGER products_words_update AFTER UPDATE OF name, description ON products BEGIN ${bump}; END`,
];
const sqliteDown = [
  'DROP TRIGGER products_words_update',
  'DROP TRIGGER products_words_delete',
  'DROP TRIGGER products_words_insert',
  'DROP TABLE catalogue_words_version',
  'DROP TABLE products_words',
];

// Once per statement: a bulk insert bumps it once.
const postgresUp = [
  ...version,
  `CREATE FUNCTION bump_catalogue_words_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${bump}; RETURN NULL; END $$`,
  `CREATE TRIGGER products_words_changed AFTER INSERT OR DELETE OR UPDATE OF name, description ON products
     FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_words_version()`,
];
const postgresDown = ['DROP TRIGGER products_words_changed ON products', 'DROP FUNCTION bump_catalogue_words_version()', 'DROP TABLE catalogue_words_version'];

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
