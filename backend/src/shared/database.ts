// One Sequelize instance for SQLite (the embedded default) or PostgreSQL (DATABASE_URL=postgres://…).
//
// SQLite has a single writer. Concurrent transactions would fight over the write lock
// (SQLITE_BUSY) and park Node's libuv threads in busy-waits, so write transactions queue on one
// in-process mutex, start IMMEDIATE, and every connection gets a busy timeout for anything outside
// this process. Sequelize would open (and configure, and close) a fresh SQLite connection for every
// transaction, at a cost even for an empty one (docs/performance.md); since the mutex lets only one
// transaction run at a time, they all share one long-lived writer connection instead. Writes that
// queue while one runs share the next transaction (a group commit, `batchedWrites`): each in a
// savepoint of its own, so each is still all-or-nothing and one failing leaves the others be.
// PostgreSQL needs none of that: row locks and conditional updates do the work. It needs limits on
// waiting instead: a dead host or a silent network answers nothing, and without them a request
// holding a pooled connection waits forever.
import { Mutex } from 'async-mutex';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConnectionError, DatabaseError, QueryTypes, Sequelize, Transaction } from 'sequelize';
import type { Logger } from './logger.js';
import { preparedStatement, type StatementHost } from './sqlite-statements.js';

const backendDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SQLITE_BUSY_TIMEOUT_MS = 5000;

// A shop's statements take milliseconds; one that takes seconds is waiting on something broken.
// (Migrations may take longer: db/migrate.ts runs them on a connection of their own without these.)
const POSTGRES_TIMEOUTS = {
  connectionTimeoutMillis: 3_000,
  // A peer that vanished without a reset is noticed by TCP rather than by the next query's timeout.
  keepAlive: true,
  // The server cancels a statement stuck on a lock or an overload and the connection stays usable;
  statement_timeout: 5_000,
  // the client gives up a little later, for when the server can't even say so.
  query_timeout: 6_000,
  // A transaction whose client vanished mid-way gives its row locks back to the other processes.
  idle_in_transaction_session_timeout: 10_000,
};

// PostgreSQL breaks a deadlock by aborting one of the transactions (40P01; a product deleted while
// its order is cancelled takes the order and product rows in the other order), and under stricter
// isolation aborts one whose reads went stale (40001). The aborted transaction changed nothing, so
// `write` runs its work again, a bounded number of times, after a short random pause that keeps the
// two from colliding again in step. Every `work` must therefore keep its effects inside the
// transaction (none sends, charges or logs anything that a second run would repeat).
const RETRIED_SQLSTATES = new Set(['40P01', '40001']);
const WRITE_ATTEMPTS = 3;
const RETRY_PAUSE_MS = { min: 5, max: 40 };

function sqlStateOf(error: unknown): string | undefined {
  if (!(error instanceof DatabaseError)) return undefined;
  const cause = (error.parent ?? error.original) as Error & { code?: unknown };
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/** Runs `transaction` until it commits, or fails with anything but a deadlock or serialization failure, or has failed `attempts` times. */
export async function retryAbortedTransactions<T>(transaction: () => Promise<T>, logger: Logger, attempts = WRITE_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      const code = sqlStateOf(error);
      if (attempt >= attempts || !code || !RETRIED_SQLSTATES.has(code)) throw error;
      logger.warn({ code, attempt }, 'transaction aborted by the database; retrying');
      const pause = RETRY_PAUSE_MS.min + Math.random() * (RETRY_PAUSE_MS.max - RETRY_PAUSE_MS.min);
      await new Promise((resolve) => setTimeout(resolve, pause * attempt));
    }
  }
}

export interface Database {
  url: string;
  sequelize: Sequelize;
  dialect: 'sqlite' | 'postgres';
  /** The repositories' SQL, on this database's connections. */
  sql: Sql;
  /** Runs `work` in a write transaction, serialised on SQLite, run again on PostgreSQL if the database aborts it for a deadlock. */
  write<T>(work: (transaction: Transaction) => Promise<T>): Promise<T>;
  /**
   * Moves with every commit to the database, from any connection or process. SQLite: data_version
   * counts other connections' commits, total_changes() this connection's own rows, both read on
   * the connection that reads outside transactions. PostgreSQL: the current snapshot, which
   * differs as soon as any transaction has committed.
   */
  changeMark(): Promise<string>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

function sqliteStorage(url: string): string {
  const path = url.replace(/^sqlite:(\/\/)?/, '');
  if (path === ':memory:') return path;
  return isAbsolute(path) ? path : resolve(backendDir, path);
}

// The driver's (sqlite3) connection, as far as it is used here.
interface SqliteConnection extends StatementHost {
  close(callback?: (error: Error | null) => void): void;
  configure(option: 'busyTimeout', value: number): void;
  run(sql: string): void;
  run(sql: string, params: unknown[], callback: (this: { changes: number }, error: Error | null) => void): void;
  all(sql: string, params: unknown[], callback: (error: Error | null, rows: object[]) => void): void;
  exec(sql: string, callback: (error: Error | null) => void): void;
}

interface SqliteConnectionManager {
  // `uuid` is the transaction's id, absent (or 'default') for statements outside a transaction.
  getConnection(options?: { uuid?: string }): Promise<SqliteConnection>;
  releaseConnection(connection: SqliteConnection): void;
  connections: Record<string, SqliteConnection | undefined>;
}

// The key the writer connection is kept under in Sequelize's own connection table, which is what
// `sequelize.close()` closes.
const WRITER = 'writer';

// Sequelize offers no hook for per-connection pragmas or for reusing a transaction's connection
// (its afterConnect hook is never called by the SQLite dialect, and the connection a transaction
// gets is chosen by the transaction's private id), so its SQLite connection manager is wrapped
// here, the one place that reaches past Sequelize's public API. Only safe because every
// transaction runs inside `write`, one at a time. Returns what closes the writer connection.
function shareOneWriterConnection(sequelize: Sequelize): () => Promise<void> {
  const manager = sequelize.connectionManager as unknown as SqliteConnectionManager;
  const getConnection = manager.getConnection.bind(manager);
  const releaseConnection = manager.releaseConnection.bind(manager);
  const configured = new WeakSet<SqliteConnection>();
  let writer: SqliteConnection | undefined;
  manager.getConnection = async (options = {}) => {
    const inTransaction = options.uuid !== undefined && options.uuid !== 'default';
    const connection = await getConnection(inTransaction ? { ...options, uuid: WRITER } : options);
    if (!configured.has(connection)) {
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      // With WAL, NORMAL survives a killed process; only a power cut can lose the last commits.
      connection.run('PRAGMA synchronous = NORMAL');
      configured.add(connection);
    }
    if (inTransaction) writer = connection;
    return connection;
  };
  manager.releaseConnection = (connection) => {
    if (connection !== writer) releaseConnection(connection);
  };
  return async () => {
    const closing = writer;
    writer = undefined;
    // An in-memory database has one connection for everything, which Sequelize closes itself.
    if (!closing || manager.connections[WRITER] !== closing) return;
    delete manager.connections[WRITER];
    await new Promise<void>((resolve, reject) => closing.close((error) => (error ? reject(error) : resolve())));
  };
}

const SQLITE_CHANGE_MARK = "SELECT (SELECT data_version FROM pragma_data_version) || '.' || total_changes() AS mark";

// Asked on every catalogue read, so straight to the driver through the public getConnection,
// skipping the ORM's cost per query. The connection outside transactions stays open for the
// process's life (releasing it is a no-op), so the mark is always read on the same one.
async function sqliteChangeMark(sequelize: Sequelize): Promise<string> {
  const connection = (await sequelize.connectionManager.getConnection({ type: 'read' })) as SqliteConnection;
  try {
    const statement = await preparedStatement(connection, SQLITE_CHANGE_MARK);
    return await new Promise((resolve, reject) =>
      statement.all([], (error, rows) => {
        const row = error ? undefined : (rows[0] as { mark: string } | undefined);
        if (!row) reject(error ?? new Error('no change mark'));
        else resolve(row.mark);
      }),
    );
  } finally {
    sequelize.connectionManager.releaseConnection(connection);
  }
}

async function postgresChangeMark(sequelize: Sequelize): Promise<string> {
  const [row] = await sequelize.query<{ mark: string }>('SELECT pg_current_snapshot()::text AS mark', { type: QueryTypes.SELECT, raw: true });
  if (!row) throw new Error('no snapshot');
  return row.mark;
}

/** pg's ways of saying the database is out of reach or going down, as opposed to a query being wrong. */
function isUnreachable(error: DatabaseError): boolean {
  const { code = '', message } = error.parent as Error & { code?: string };
  return (
    message === 'Query read timeout' ||
    /^Connection terminated|not queryable/.test(message) ||
    ['ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code) ||
    // SQLSTATE class 08 (connection exception) and 57P0x (the server shutting down or gone). Not
    // 57014, a statement cancelled by statement_timeout: that is a slow query, a bug to see as a 500.
    /^(08|57P0)/.test(code)
  );
}

// Sequelize reports a connection lost mid-query as a plain DatabaseError; as a ConnectionError the
// error handler answers 503, like any other "database unavailable", instead of 500.
function reportUnreachableAsConnectionErrors(sequelize: Sequelize): void {
  const query = sequelize.query.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
  Object.assign(sequelize, {
    query: (...args: unknown[]) =>
      query(...args).catch((error: unknown) => {
        throw error instanceof DatabaseError && isUnreachable(error) ? new ConnectionError(error.parent) : error;
      }),
  });
}

export async function openDatabase(url: string, logger: Logger): Promise<Database> {
  const logging = (sql: string) => logger.trace({ sql }, 'sql');
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const sequelize = new Sequelize(url, {
      dialect: 'postgres',
      logging,
      pool: { max: 10, min: 0, idle: 10_000, acquire: 10_000 },
      dialectOptions: POSTGRES_TIMEOUTS,
    });
    reportUnreachableAsConnectionErrors(sequelize);
    await sequelize.authenticate();
    return {
      url,
      sequelize,
      dialect: 'postgres',
      sql: sqlOn(sequelize, 'postgres'),
      write: (work) => retryAbortedTransactions(() => sequelize.transaction((transaction) => work(transaction)), logger),
      changeMark: () => postgresChangeMark(sequelize),
      ping: () => sequelize.authenticate(),
      close: () => sequelize.close(),
    };
  }
  if (!url.startsWith('sqlite:')) {
    throw new Error('DATABASE_URL must start with sqlite: or postgres://');
  }
  const sequelize = new Sequelize({
    dialect: 'sqlite',
    storage: sqliteStorage(url),
    logging,
    transactionType: Transaction.TYPES.IMMEDIATE,
  });
  const closeWriterConnection = shareOneWriterConnection(sequelize);
  await sequelize.query('PRAGMA journal_mode = WAL');
  const writer = new Mutex();
  return {
    url,
    sequelize,
    dialect: 'sqlite',
    sql: sqliteSql(sequelize, logger),
    write: batchedWrites(sequelize, writer),
    changeMark: () => sqliteChangeMark(sequelize),
    ping: () => sequelize.authenticate(),
    // One connection after the other: the last one to close checkpoints and removes the WAL only if
    // it can lock the file alone, so two closing at once can each see the other and both leave it.
    close: async () => {
      await writer.runExclusive(closeWriterConnection);
      await sequelize.close();
    },
  };
}

const MAX_BATCH = 64;

interface QueuedWrite {
  work: (transaction: Transaction) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const execOn = (connection: SqliteConnection, sql: string) =>
  new Promise<void>((resolve, reject) => connection.exec(sql, (error) => (error ? reject(error) : resolve())));

/**
 * SQLite's writes, one transaction at a time. Every write that arrives while a transaction runs
 * waits for the next one, and they all share it: one BEGIN and one COMMIT for the batch instead of
 * one each, which under load is most of a write's cost (docs/performance.md). Each write runs in a
 * savepoint of its own, one after the other, so it sees the ones before it as if they had committed
 * and stays all-or-nothing: one that fails is rolled back to its savepoint and fails alone. No write
 * is answered before the COMMIT that holds it: if the COMMIT fails, or a failure took the whole
 * transaction with it (the savepoint can't be rolled back to), every write of the batch fails and
 * none is acknowledged.
 */
function batchedWrites(sequelize: Sequelize, writer: Mutex): Database['write'] {
  const queue: QueuedWrite[] = [];
  let draining = false;

  async function runBatch(batch: QueuedWrite[]): Promise<Outcome[]> {
    const transaction = await sequelize.transaction();
    const connection = (transaction as unknown as { connection: SqliteConnection }).connection;
    const outcomes: Outcome[] = [];
    let broken: unknown;
    // A write that succeeded leaves its savepoint open: the next write's call releases it as it
    // opens its own, and COMMIT releases the last, one round trip to the driver fewer per write.
    let succeededOpen = false;
    for (const { work } of batch) {
      if (broken !== undefined) {
        outcomes.push({ ok: false, error: broken });
        continue;
      }
      try {
        await execOn(connection, succeededOpen ? 'RELEASE batched_write; SAVEPOINT batched_write' : 'SAVEPOINT batched_write');
        succeededOpen = false;
      } catch (error) {
        broken = error;
        outcomes.push({ ok: false, error });
        continue;
      }
      try {
        const value = await work(transaction);
        succeededOpen = true;
        outcomes.push({ ok: true, value });
      } catch (error) {
        outcomes.push({ ok: false, error });
        try {
          await execOn(connection, 'ROLLBACK TO batched_write; RELEASE batched_write');
        } catch (rollbackError) {
          broken = rollbackError;
        }
      }
    }
    if (broken !== undefined) {
      await transaction.rollback().catch(() => undefined);
      return outcomes.map((outcome) => (outcome.ok ? { ok: false, error: broken } : outcome));
    }
    try {
      await transaction.commit();
    } catch (error) {
      return outcomes.map((outcome) => (outcome.ok ? { ok: false, error } : outcome));
    }
    return outcomes;
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, MAX_BATCH);
        let outcomes: Outcome[];
        try {
          outcomes = await writer.runExclusive(() => runBatch(batch));
        } catch (error) {
          // BEGIN itself failed (the database locked by another process past the busy timeout).
          outcomes = batch.map(() => ({ ok: false, error }));
        }
        batch.forEach((queued, index) => {
          const outcome = outcomes[index] as Outcome;
          if (outcome.ok) queued.resolve(outcome.value);
          else queued.reject(outcome.error);
        });
      }
    } finally {
      draining = false;
    }
  }

  return <T>(work: (transaction: Transaction) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) void drain();
    });
}

export type SqlValue = string | number | boolean | Date | null;

/**
 * The repositories' hand-written SQL, for the paths where the ORM's query building and instances
 * cost more than the database's work. One way for all of them: `?` replacements, rows plain and
 * typed by the caller (SQLite answers dates as text and booleans as 0/1, so a row type says so),
 * and writes answer how many rows they touched, on SQLite and PostgreSQL alike.
 */
export interface Sql {
  dialect(): 'sqlite' | 'postgres';
  select<Row extends object>(sql: string, replacements: SqlValue[], transaction?: Transaction): Promise<Row[]>;
  /** An INSERT, UPDATE or DELETE: the number of rows it changed. */
  execute(sql: string, replacements: SqlValue[], transaction?: Transaction): Promise<number>;
}

// How Sequelize writes a value into SQLite's SQL (its replacements), kept exactly, so that rows
// written through the driver and through the models read and compare the same.
function sqliteValue(value: SqlValue): string | number | null {
  if (value instanceof Date) return value.toISOString().replace('T', ' ').replace('Z', ' +00:00');
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/**
 * On SQLite the repositories' SQL goes straight to the driver, on the transaction's connection or
 * the one outside transactions, with the values bound rather than written into the text.
 * Sequelize's query path (building a Query, an Error for its stack trace, the replacements, the
 * result's handling) cost more CPU than SQLite's own work on the order path (docs/performance.md).
 * Errors still come out as Sequelize's (UniqueConstraintError, …), which callers test for.
 */
function sqliteSql(sequelize: Sequelize, logger: Logger): Sql {
  const manager = sequelize.connectionManager as unknown as SqliteConnectionManager;
  const QueryClass = (sequelize as unknown as { dialect: { Query: new (connection: unknown, sequelize: Sequelize, options: object) => { formatError(error: Error): Error } } }).dialect.Query;
  const asSequelizeError = (connection: SqliteConnection, error: Error, sql: string) =>
    new QueryClass(connection, sequelize, {}).formatError(Object.assign(error, { sql }));

  async function onConnection<T>(transaction: Transaction | undefined, use: (connection: SqliteConnection) => Promise<T>): Promise<T> {
    if (transaction) return use((transaction as unknown as { connection: SqliteConnection }).connection);
    const connection = await manager.getConnection({});
    try {
      return await use(connection);
    } finally {
      manager.releaseConnection(connection);
    }
  }

  const preparedOn = (connection: SqliteConnection, sql: string) =>
    preparedStatement(connection, sql).catch((error: Error) => {
      throw asSequelizeError(connection, error, sql);
    });

  const trace = (sql: string) => {
    if (logger.isLevelEnabled('trace')) logger.trace({ sql }, 'sql');
  };

  return {
    dialect: () => 'sqlite',
    select: <Row extends object>(sql: string, replacements: SqlValue[], transaction?: Transaction) =>
      onConnection(transaction, (connection) => {
        trace(sql);
        return preparedOn(connection, sql).then(
          (statement) =>
            new Promise<Row[]>((resolve, reject) =>
              statement.all(replacements.map(sqliteValue), (error, rows) => (error ? reject(asSequelizeError(connection, error, sql)) : resolve(rows as Row[]))),
            ),
        );
      }),
    execute: (sql, replacements, transaction) =>
      onConnection(transaction, (connection) => {
        trace(sql);
        return preparedOn(connection, sql).then(
          (statement) =>
            new Promise<number>((resolve, reject) =>
              statement.run(replacements.map(sqliteValue), function (this: { changes: number }, error) {
                if (error) reject(asSequelizeError(connection, error, sql));
                else resolve(this.changes);
              }),
            ),
        );
      }),
  };
}

function sqlOn(sequelize: Sequelize, dialect: 'sqlite' | 'postgres'): Sql {
  return {
    dialect: () => dialect,
    select: <Row extends object>(sql: string, replacements: SqlValue[], transaction?: Transaction) =>
      sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT, raw: true, transaction }),
    execute: (sql, replacements, transaction) => sequelize.query(sql, { replacements, type: QueryTypes.BULKUPDATE, transaction }),
  };
}
