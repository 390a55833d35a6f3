import { Op, QueryTypes, literal, type Sequelize, type Transaction, type WhereOptions, type Order } from 'sequelize';
import type { ProductSort } from '../../shared/api-types.js';
import type { CursorPosition } from '../../shared/cursor.js';
import { newId } from '../../shared/ids.js';
import { ProductModel } from './product.model.js';

export interface ProductRecord {
  id: string;
  name: string;
  image: string;
  available: number;
  minimum: number;
  priceCents: number;
  description: string;
}

export type NewProduct = Omit<ProductRecord, 'id'>;

const toRecord = (row: ProductModel): ProductRecord => ({
  id: row.id,
  name: row.name,
  image: row.image,
  available: row.available,
  minimum: row.minimum,
  priceCents: row.priceCents,
  description: row.description,
});

type SortColumn = 'priceCents' | 'name' | null;
const sortSpec: Record<ProductSort, { column: SortColumn; direction: 'ASC' | 'DESC' }> = {
  newest: { column: null, direction: 'DESC' },
  price_asc: { column: 'priceCents', direction: 'ASC' },
  price_desc: { column: 'priceCents', direction: 'DESC' },
  name_asc: { column: 'name', direction: 'ASC' },
};

export function sortKeyOf(product: ProductRecord, sort: ProductSort): string | number {
  const { column } = sortSpec[sort];
  return column === null ? product.id : product[column];
}

function afterCursor(sort: ProductSort, after: CursorPosition): WhereOptions {
  const { column, direction } = sortSpec[sort];
  const past = direction === 'ASC' ? Op.gt : Op.lt;
  if (column === null) return { id: { [past]: after.id } };
  return {
    [Op.or]: [{ [column]: { [past]: after.key } }, { [column]: after.key, id: { [past]: after.id } }],
  };
}

/**
 * Each word must start a word of the name or the description (a prefix match on the full-text
 * index: "ham" finds "hammer", but "mer" no longer does). Only letters and digits count, so
 * nothing a shopper types reaches the index's query syntax.
 */
function matchingWords(q: string): WhereOptions[] {
  const words = q.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0).slice(0, 8);
  if (words.length === 0) return [];
  const sequelize = modelSequelize();
  if (sequelize.getDialect() === 'postgres') {
    const query = words.map((word) => `${word}:*`).join(' & ');
    return [literal(`search_vector @@ to_tsquery('simple', ${sequelize.escape(query)})`)];
  }
  const query = words.map((word) => `"${word}"*`).join(' ');
  return [{ rowid: { [Op.in]: literal(`(SELECT rowid FROM products_fts WHERE products_fts MATCH ${sequelize.escape(query)})`) } }];
}

const SQLITE_CHANGE_MARK = "SELECT (SELECT data_version FROM pragma_data_version) || '.' || total_changes() AS mark";

interface SqliteConnection {
  get(sql: string, callback: (error: Error | null, row: { mark: string } | undefined) => void): void;
}

function modelSequelize(): Sequelize {
  if (!ProductModel.sequelize) throw new Error('the product model is not initialised');
  return ProductModel.sequelize;
}

/** Sequelize's SQLite connection for statements outside a transaction, kept open for the process's life. */
function sqliteReadConnection(sequelize: Sequelize): Promise<SqliteConnection> {
  const manager = sequelize.connectionManager as unknown as { getConnection(options: object): Promise<SqliteConnection> };
  return manager.getConnection({});
}

export interface ProductQuery {
  limit: number;
  sort: ProductSort;
  after: CursorPosition | undefined;
  q: string | undefined;
}

export const productsRepository = {
  async list({ limit, sort, after, q }: ProductQuery): Promise<ProductRecord[]> {
    const conditions: WhereOptions[] = [...(q ? matchingWords(q) : [])];
    if (after) conditions.push(afterCursor(sort, after));
    const { column, direction } = sortSpec[sort];
    const order: Order = column === null ? [['id', direction]] : [[column, direction], ['id', direction]];
    const rows = await ProductModel.findAll({ where: { [Op.and]: conditions }, order, limit: limit + 1 });
    return rows.map(toRecord);
  },

  async findById(id: string, transaction?: Transaction): Promise<ProductRecord | undefined> {
    const row = await ProductModel.findByPk(id, { transaction });
    return row ? toRecord(row) : undefined;
  },

  async create(product: NewProduct, transaction?: Transaction): Promise<ProductRecord> {
    return toRecord(await ProductModel.create({ id: newId(), ...product }, { transaction }));
  },

  async update(id: string, changes: Partial<NewProduct>, transaction: Transaction): Promise<ProductRecord | undefined> {
    const row = await ProductModel.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) return undefined;
    return toRecord(await row.update(changes, { transaction }));
  },

  async remove(id: string, transaction: Transaction): Promise<boolean> {
    return (await ProductModel.destroy({ where: { id }, transaction })) > 0;
  },

  /**
   * Moves with every commit to the database, from any connection or process. SQLite: data_version
   * counts other connections' commits, total_changes() this connection's own rows; both read on
   * the connection the catalogue is read on. PostgreSQL: the current snapshot, which differs as
   * soon as any transaction has committed.
   */
  async changeMark(): Promise<string> {
    const sequelize = modelSequelize();
    if (sequelize.getDialect() === 'postgres') {
      const [row] = await sequelize.query<{ mark: string }>('SELECT pg_current_snapshot()::text AS mark', { type: QueryTypes.SELECT, raw: true });
      if (!row) throw new Error('no snapshot');
      return row.mark;
    }
    // Asked on every catalogue read: straight to the driver, skipping the ORM's ~0.1 ms per query.
    const connection = await sqliteReadConnection(sequelize);
    return new Promise((resolve, reject) =>
      connection.get(SQLITE_CHANGE_MARK, (error, row) => (error || !row ? reject(error ?? new Error('no change mark')) : resolve(row.mark))),
    );
  },

  async count(): Promise<number> {
    return ProductModel.count();
  },
};
