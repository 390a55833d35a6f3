// One Sequelize instance for SQLite (the embedded default) or PostgreSQL (DATABASE_URL=postgres://…).
//
// SQLite has a single writer. Sequelize opens a fresh SQLite connection per transaction, so
// concurrent transactions would fight over the write lock (SQLITE_BUSY) and park Node's libuv
// threads in busy-waits. Write transactions therefore queue on one in-process mutex, start
// IMMEDIATE, and every connection gets a busy timeout for anything outside this process.
// PostgreSQL needs none of that: row locks and conditional updates do the work.
import { Mutex } from 'async-mutex';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize, Transaction } from 'sequelize';
import type { Logger } from './logger.js';

const backendDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SQLITE_BUSY_TIMEOUT_MS = 5000;

export interface Database {
  sequelize: Sequelize;
  dialect: 'sqlite' | 'postgres';
  /** Runs `work` in a write transaction, serialised on SQLite. */
  write<T>(work: (transaction: Transaction) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

function sqliteStorage(url: string): string {
  const path = url.replace(/^sqlite:(\/\/)?/, '');
  if (path === ':memory:') return path;
  return isAbsolute(path) ? path : resolve(backendDir, path);
}

interface SqliteConnection {
  configure(option: 'busyTimeout', value: number): void;
  run(sql: string): void;
}

// Sequelize offers no hook for per-connection pragmas, so new connections are configured here.
function configureConnections(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as {
    getConnection(options?: object): Promise<SqliteConnection>;
  };
  const getConnection = manager.getConnection.bind(manager);
  const configured = new WeakSet<SqliteConnection>();
  manager.getConnection = async (options) => {
    const connection = await getConnection(options);
    if (!configured.has(connection)) {
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      // With WAL, NORMAL survives a killed process; only a power cut can lose the last commits.
      connection.run('PRAGMA synchronous = NORMAL');
      configured.add(connection);
    }
    return connection;
  };
}

export async function openDatabase(url: string, logger: Logger): Promise<Database> {
  const logging = (sql: string) => logger.trace({ sql }, 'sql');
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const sequelize = new Sequelize(url, {
      dialect: 'postgres',
      logging,
      pool: { max: 10, min: 0, idle: 10_000, acquire: 10_000 },
    });
    await sequelize.authenticate();
    return {
      sequelize,
      dialect: 'postgres',
      write: (work) => sequelize.transaction((transaction) => work(transaction)),
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
  configureConnections(sequelize);
  await sequelize.query('PRAGMA journal_mode = WAL');
  const writer = new Mutex();
  return {
    sequelize,
    dialect: 'sqlite',
    write: (work) => writer.runExclusive(() => sequelize.transaction((transaction) => work(transaction))),
    ping: () => sequelize.authenticate(),
    close: () => sequelize.close(),
  };
}
