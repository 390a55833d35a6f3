// One Sequelize instance for SQLite (the embedded default) or PostgreSQL (DATABASE_URL=postgres://…),
// used only through its documented API: `sequelize.query` with replacements for every statement,
// `sequelize.transaction` for every write.
//
// SQLite has a single writer. Write transactions queue on one in-process mutex and begin IMMEDIATE
// (Sequelize's `transactionType`), so they never fight over the write lock within a process; one
// that another process holds is waited for by retrying BEGIN (`SQLITE_BUSY`) for up to 5 s.
// Writes that queue while one runs share the next transaction (a group commit, `batchedWrites`),
// each still all-or-nothing, one failing leaving the others be; the batch pays for one BEGIN, one
// COMMIT and one sync of the log instead of one each (docs/decisions/2026-11-26-sqlite-writes.md
// has the A/B that keeps it).
// PostgreSQL needs none of that: row locks and conditional updates do the work. It needs limits on
// waiting instead: a dead host or a silent network answers nothing, and without them a request
// holding a pooled connection waits forever.
import { Mutex } from 'async-mutex';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseError, ConnectionError, DatabaseError, QueryTypes, Sequelize, TimeoutError, Transaction } from 'sequelize';
import type { Logger } from './logger.js';

const backendDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

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

/** The SQLite file a `sqlite:` URL names, relative paths from the backend folder (or `:memory:`). */
export function sqliteStorage(url: string): string {
  const path = url.replace(/^sqlite:(\/\/)?/, '');
  if (path === ':memory:') return path;
  return isAbsolute(path) ? path : resolve(backendDir, path);
}

// data_version moves with every commit of another connection, and every write runs on a
// connection of its own (a transaction's), while this is read on the one outside transactions,
// which Sequelize keeps open for the process's life; total_changes() counts that connection's own
// writes, should any statement ever write outside a transaction.
const SQLITE_CHANGE_MARK = "SELECT (SELECT data_version FROM pragma_data_version) || '.' || total_changes() AS mark";

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
// error handler answers 503, like any other "database unavailable", instead of 500. Every call of
// the database goes through `reachable`.
function asConnectionError(error: unknown): unknown {
  return error instanceof DatabaseError && isUnreachable(error) ? new ConnectionError(error.parent) : error;
}

async function reachable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asConnectionError(error);
  }
}

const SQLITE_BUSY_WAIT_MS = 5000;

/** Runs `begin` again while another process holds SQLite's write lock, for up to 5 s. */
async function waitingForTheWriteLock<T>(begin: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + SQLITE_BUSY_WAIT_MS;
  for (let pause = 2; ; pause = Math.min(pause * 2, 100)) {
    try {
      return await begin();
    } catch (error) {
      // Sequelize reports SQLITE_BUSY as a TimeoutError.
      if (!(error instanceof TimeoutError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
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
    await sequelize.authenticate();
    return {
      url,
      sequelize,
      dialect: 'postgres',
      sql: sqlOn(sequelize, 'postgres'),
      write: (work) => reachable(() => retryAbortedTransactions(() => sequelize.transaction((transaction) => work(transaction)), logger)),
      changeMark: () => reachable(() => postgresChangeMark(sequelize)),
      ping: () => reachable(() => sequelize.authenticate()),
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
  // Both on the connection outside transactions, which stays open: WAL is the file's own setting
  // from now on, and a read waits for a moment rather than fail while another process checkpoints.
  await sequelize.query('PRAGMA journal_mode = WAL');
  await sequelize.query(`PRAGMA busy_timeout = ${SQLITE_BUSY_WAIT_MS}`);
  const writer = new Mutex();
  const sql = sqlOn(sequelize, 'sqlite');
  return {
    url,
    sequelize,
    dialect: 'sqlite',
    sql,
    write: batchedWrites(sequelize, sql, writer),
    changeMark: async () => {
      const [row] = await sql.select<{ mark: string }>(SQLITE_CHANGE_MARK, []);
      if (!row) throw new Error('no change mark');
      return row.mark;
    },
    ping: () => sequelize.authenticate(),
    // After the last write. Its connection is closed when it commits, but Sequelize doesn't wait for
    // that close, and two connections closing at once may each leave the log to the other (about 1
    // close in 200 kept it): so the log is first checkpointed into the file and emptied, and the
    // file alone holds everything whether or not the last close removes the log.
    close: () =>
      writer.runExclusive(async () => {
        await sequelize.query('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => undefined);
        await sequelize.close();
      }),
  };
}

const MAX_BATCH = 64;

interface QueuedWrite {
  work: (transaction: Transaction) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * SQLite's writes, one transaction at a time. Every write that arrives while a transaction runs
 * waits for the next one, and they all share it: one BEGIN and one COMMIT for the batch instead of
 * one each. No write is answered before the COMMIT that holds it: if the COMMIT fails, every write
 * of the batch fails and none is acknowledged.
 *
 * The writes of a batch run one after the other, each seeing the ones before it as if they had
 * committed, and their statements are the batch's critical path (nothing else writes meanwhile). So
 * the common case, where each write either succeeds or is refused before it changed a row (out of
 * stock, a hold that moved), runs with no savepoints: two statements fewer per write. A write that
 * fails after changing rows (or through a statement the change count can't see) can't be taken back
 * alone: the batch is rolled back and run again, each write in a savepoint of its own, so each stays
 * all-or-nothing and one that fails fails alone. That second run is why every `work` must keep its
 * effects inside the transaction (as PostgreSQL's retries already require).
 */
function batchedWrites(sequelize: Sequelize, sql: Sql & ChangeCount, writer: Mutex): Database['write'] {
  const queue: QueuedWrite[] = [];
  let draining = false;

  /** A write alone in its transaction needs no savepoint: the transaction is its all-or-nothing. */
  async function runAlone({ work }: QueuedWrite): Promise<Outcome[]> {
    const transaction = await waitingForTheWriteLock(() => sequelize.transaction());
    let value: unknown;
    try {
      value = await work(transaction);
    } catch (error) {
      await transaction.rollback().catch(() => undefined);
      return [{ ok: false, error }];
    }
    try {
      await transaction.commit();
    } catch (error) {
      return [{ ok: false, error }];
    }
    return [{ ok: true, value }];
  }

  /** The outcomes once the batch is committed; a failed COMMIT takes every write that had succeeded with it. */
  async function committed(transaction: Transaction, outcomes: Outcome[]): Promise<Outcome[]> {
    try {
      await transaction.commit();
    } catch (error) {
      return outcomes.map((outcome) => (outcome.ok ? { ok: false, error } : outcome));
    }
    return outcomes;
  }

  /** The batch without savepoints; undefined, with nothing kept, if a write failed after changing something. */
  async function runWithoutSavepoints(batch: QueuedWrite[]): Promise<Outcome[] | undefined> {
    const transaction = await waitingForTheWriteLock(() => sequelize.transaction());
    const outcomes: Outcome[] = [];
    for (const { work } of batch) {
      const before = sql.of(transaction);
      try {
        outcomes.push({ ok: true, value: await work(transaction) });
      } catch (error) {
        // The database's own errors may have undone more than their statement (SQLite rolls the
        // whole transaction back on some); only a refusal of the shop's, with nothing changed, is safe to step over.
        if (error instanceof BaseError || sql.of(transaction) !== before) {
          await transaction.rollback().catch(() => undefined);
          return undefined;
        }
        outcomes.push({ ok: false, error });
      }
    }
    return committed(transaction, outcomes);
  }

  async function runInSavepoints(batch: QueuedWrite[]): Promise<Outcome[]> {
    const transaction = await waitingForTheWriteLock(() => sequelize.transaction());
    const outcomes: Outcome[] = [];
    let broken: unknown;
    for (const { work } of batch) {
      if (broken !== undefined) {
        outcomes.push({ ok: false, error: broken });
        continue;
      }
      try {
        await sql.execute('SAVEPOINT batched_write', [], transaction);
      } catch (error) {
        broken = error;
        outcomes.push({ ok: false, error });
        continue;
      }
      try {
        const value = await work(transaction);
        await sql.execute('RELEASE batched_write', [], transaction);
        outcomes.push({ ok: true, value });
      } catch (error) {
        outcomes.push({ ok: false, error });
        try {
          await sql.execute('ROLLBACK TO batched_write', [], transaction);
          await sql.execute('RELEASE batched_write', [], transaction);
        } catch (rollbackError) {
          broken = rollbackError;
        }
      }
    }
    if (broken !== undefined) {
      await transaction.rollback().catch(() => undefined);
      return outcomes.map((outcome) => (outcome.ok ? { ok: false, error: broken } : outcome));
    }
    return committed(transaction, outcomes);
  }

  async function runBatch(batch: QueuedWrite[]): Promise<Outcome[]> {
    if (batch.length === 1) return runAlone(batch[0]!);
    return (await runWithoutSavepoints(batch)) ?? runInSavepoints(batch);
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
          // BEGIN itself failed (the database locked by another process past the wait).
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

export type SqlValue = string | number | boolean | Date | Buffer | null;

/**
 * The repositories' SQL: `?` replacements, rows plain and typed by the caller (SQLite answers dates
 * as text and booleans as 0/1, so a row type says so), and writes answer how many rows they touched,
 * on SQLite and PostgreSQL alike. The only way the shop's code reaches the database.
 */
export interface Sql {
  dialect(): 'sqlite' | 'postgres';
  select<Row extends object>(sql: string, replacements: SqlValue[], transaction?: Transaction): Promise<Row[]>;
  /** An INSERT, UPDATE or DELETE: the number of rows it changed. */
  execute(sql: string, replacements: SqlValue[], transaction?: Transaction): Promise<number>;
}

/**
 * What each write transaction changed, as far as its statements through `Sql` tell: the rows an
 * INSERT, UPDATE or DELETE changed, and one for any other statement that isn't a SELECT (a schema
 * change, an INSERT … RETURNING read as rows), and one for any statement that failed. A write
 * whose count didn't move left its transaction as it found it. The lint rule keeping
 * `sequelize.query` out of the shop's modules keeps every statement counted.
 */
interface ChangeCount {
  of(transaction: Transaction): number;
}

function sqlOn(sequelize: Sequelize, dialect: 'sqlite' | 'postgres'): Sql & ChangeCount {
  const changed = new WeakMap<Transaction, number>();
  const count = (transaction: Transaction | undefined, rows: number) => {
    if (transaction && rows > 0) changed.set(transaction, (changed.get(transaction) ?? 0) + rows);
  };
  // A statement that failed counts as a change even if its error was caught: SQLite takes the whole
  // transaction back on some failures (a full disk, an I/O error), and only a batch run again can tell.
  const counted = async <T>(transaction: Transaction | undefined, query: () => Promise<T>): Promise<T> => {
    try {
      return await reachable(query);
    } catch (error) {
      count(transaction, 1);
      throw error;
    }
  };
  return {
    dialect: () => dialect,
    select: <Row extends object>(sql: string, replacements: SqlValue[], transaction?: Transaction) => {
      if (!/^\s*SELECT\b/i.test(sql)) count(transaction, 1);
      return counted(transaction, () => sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT, raw: true, transaction }));
    },
    // BULKUPDATE: Sequelize answers with the number of rows the statement changed, on either dialect.
    execute: async (sql, replacements, transaction) => {
      if (!/^\s*(INSERT|UPDATE|DELETE|SAVEPOINT|RELEASE|ROLLBACK TO)\b/i.test(sql)) count(transaction, 1);
      const rows = await counted(transaction, () => sequelize.query(sql, { replacements, type: QueryTypes.BULKUPDATE, transaction }));
      count(transaction, rows);
      return rows;
    },
    of: (transaction) => changed.get(transaction) ?? 0,
  };
}
