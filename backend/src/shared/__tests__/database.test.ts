import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { DatabaseError, QueryTypes, type Transaction } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../test/support/fresh-database.js';
import { openDatabase, retryAbortedTransactions, type Database } from '../database.js';

const folder = mkdtempSync(join(tmpdir(), 'shop-database-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A database of its own with a `tally` table, every statement it runs kept (the trace log), and a write that inserts `n`. */
async function tallyDatabase(name: string) {
  const logged: string[] = [];
  const database = await openDatabase(`sqlite:${join(folder, name)}`, pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) }));
  await database.sequelize.query('CREATE TABLE tally (n INTEGER NOT NULL)');
  return {
    database,
    statements: () => logged.map((line) => (JSON.parse(line) as { sql?: string }).sql ?? ''),
    insert: (n: number) => (transaction: Transaction) => database.sql.execute('INSERT INTO tally VALUES (?)', [n], transaction),
  };
}

// The SQLite file is this test's own, so the PostgreSQL run of the suite need not repeat it.
describe.skipIf(process.env.TEST_DATABASE_URL)('SQLite close', () => {
  it('when a database that has written in a transaction and read outside one is closed, then the WAL is checkpointed into the file (removed, or left empty), every time', async () => {
    // Closing the writer and the reader connections at once left the WAL behind about 3 times in 100.
    const rounds = 200;
    const leftBehind: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const file = join(folder, `round-${round}.sqlite`);
      const database = await openDatabase(`sqlite:${file}`, pino({ level: 'silent' }));
      await database.sequelize.query('CREATE TABLE tally (n INTEGER)');
      await database.write((transaction) => database.sequelize.query('INSERT INTO tally VALUES (1)', { transaction }));
      await database.sequelize.query('SELECT n FROM tally');
      await database.close();
      if (existsSync(`${file}-wal`) && statSync(`${file}-wal`).size > 0) leftBehind.push(round);
    }
    expect(leftBehind).toEqual([]);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('SQLite writes queued together', () => {
  it('when writes queue while one runs and one fails with a database error, then the others share one commit and the failing one changes nothing', async () => {
    const database = await openDatabase(`sqlite:${join(folder, 'batched.sqlite')}`, pino({ level: 'silent' }));
    try {
      await database.sequelize.query('CREATE TABLE tally (n INTEGER NOT NULL)');
      const transactions: unknown[] = [];
      const insert = (n: number) => (transaction: Parameters<Parameters<Database['write']>[0]>[0]) => {
        transactions.push(transaction);
        return database.sequelize.query(`INSERT INTO tally VALUES (${n})`, { transaction });
      };
      const results = await Promise.allSettled([
        database.write(insert(1)),
        database.write(insert(2)),
        database.write(async (transaction) => {
          await insert(3)(transaction);
          // A second statement that fails: the write's first one must go too.
          await database.sequelize.query('INSERT INTO tally VALUES (NULL)', { transaction });
        }),
        database.write(insert(4)),
        database.write(async () => 'answered'),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(results[4]).toEqual({ status: 'fulfilled', value: 'answered' });
      const rows = await database.sequelize.query<{ n: number }>('SELECT n FROM tally ORDER BY n', { type: QueryTypes.SELECT });
      expect(rows.map((row) => row.n)).toEqual([1, 2, 4]);
      // The first ran alone. The ones that queued behind it shared the next transaction until the
      // database refused the third write's second statement; the batch then ran again, in savepoints,
      // in one more transaction that the three writes shared.
      expect(transactions.length).toBe(6);
      expect(new Set(transactions).size).toBe(3);
      expect(new Set(transactions.slice(3)).size).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('when a write of a batch is refused before it changed anything, then the batch commits once without a savepoint, and the refusal changes nothing', async () => {
    const { database, statements, insert } = await tallyDatabase('refused.sqlite');
    try {
      const results = await Promise.allSettled([
        database.write(insert(1)),
        database.write(insert(2)),
        database.write(async (transaction) => {
          // A conditional update that matched nothing (the stock moved), then the shop's refusal.
          await database.sql.execute('UPDATE tally SET n = 0 WHERE n = 99', [], transaction);
          throw new Error('out of stock');
        }),
        database.write(insert(3)),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      const rows = await database.sql.select<{ n: number }>('SELECT n FROM tally ORDER BY n', []);
      expect(rows.map((row) => row.n)).toEqual([1, 2, 3]);
      expect(statements().filter((sql) => /SAVEPOINT|RELEASE|ROLLBACK/.test(sql))).toEqual([]);
      expect(statements().filter((sql) => /INSERT INTO tally/.test(sql))).toHaveLength(3);
    } finally {
      await database.close();
    }
  });

  it('when a write of a batch catches a failed statement and refuses, then the batch runs again in savepoints (the failure may have taken the transaction with it)', async () => {
    const { database, statements, insert } = await tallyDatabase('caught.sqlite');
    try {
      const results = await Promise.allSettled([
        database.write(insert(1)),
        database.write(insert(2)),
        database.write(async (transaction) => {
          await database.sql.execute('INSERT INTO tally VALUES (NULL)', [], transaction).catch(() => {
            throw new Error('refused');
          });
        }),
        database.write(insert(3)),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      const rows = await database.sql.select<{ n: number }>('SELECT n FROM tally ORDER BY n', []);
      expect(rows.map((row) => row.n)).toEqual([1, 2, 3]);
      expect(statements().filter((sql) => /SAVEPOINT batched_write/.test(sql)).length).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('when a write of a batch fails after changing a row, then the batch runs again in savepoints: its change is undone and the others commit once each', async () => {
    const { database, insert } = await tallyDatabase('rerun.sqlite');
    try {
      const results = await Promise.allSettled([
        database.write(insert(1)),
        database.write(insert(2)),
        database.write(async (transaction) => {
          await insert(3)(transaction);
          throw new Error('refused after writing');
        }),
        database.write(insert(4)),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      const rows = await database.sql.select<{ n: number }>('SELECT n FROM tally ORDER BY n', []);
      expect(rows.map((row) => row.n)).toEqual([1, 2, 4]);
    } finally {
      await database.close();
    }
  });

  it('when a write runs alone and fails half-way, then its first statement is rolled back too, and the next write commits', async () => {
    // Every statement is logged at trace level (openDatabase's `logging`).
    const logged: string[] = [];
    const database = await openDatabase(`sqlite:${join(folder, 'alone.sqlite')}`, pino({ level: 'trace' }, { write: (line: string) => void logged.push(line) }));
    const statements = () => logged.map((line) => (JSON.parse(line) as { sql?: string }).sql ?? '');
    try {
      await database.sequelize.query('CREATE TABLE tally (n INTEGER NOT NULL)');
      await expect(
        database.write(async (transaction) => {
          await database.sequelize.query('INSERT INTO tally VALUES (1)', { transaction });
          await database.sequelize.query('INSERT INTO tally VALUES (NULL)', { transaction });
        }),
      ).rejects.toThrow();
      await database.write((transaction) => database.sequelize.query('INSERT INTO tally VALUES (2)', { transaction }));
      const rows = await database.sequelize.query<{ n: number }>('SELECT n FROM tally', { type: QueryTypes.SELECT });
      expect(rows.map((row) => row.n)).toEqual([2]);
      // Alone in its transaction, a write needs no savepoint: two statements fewer per write.
      expect(statements().filter((sql) => /SAVEPOINT|RELEASE/.test(sql))).toEqual([]);
      expect(statements().filter((sql) => /INSERT INTO tally/.test(sql))).toHaveLength(3);
    } finally {
      await database.close();
    }
  });
});

describe('retrying transactions the database aborted', () => {
  const silent = pino({ level: 'silent' });
  const failing = (code: string) => new DatabaseError(Object.assign(new Error(`failed with ${code}`), { code, sql: 'UPDATE …' }));

  it('when a transaction keeps deadlocking, then it is tried 3 times and the last error propagates', async () => {
    let attempts = 0;
    const deadlock = failing('40P01');
    const run = retryAbortedTransactions(async () => {
      attempts++;
      throw deadlock;
    }, silent);
    await expect(run).rejects.toBe(deadlock);
    expect(attempts).toBe(3);
  });

  it('when a transaction hits a serialization failure once, then its second run’s result is returned', async () => {
    let attempts = 0;
    const result = await retryAbortedTransactions(async () => {
      attempts++;
      if (attempts === 1) throw failing('40001');
      return 'committed';
    }, silent);
    expect([result, attempts]).toEqual(['committed', 2]);
  });

  it('when a transaction fails any other way (a unique violation, a refusal, a timeout), then it runs once and its error propagates', async () => {
    for (const error of [failing('23505'), failing('57014'), new Error('No product with that id.')]) {
      let attempts = 0;
      const run = retryAbortedTransactions(async () => {
        attempts++;
        throw error;
      }, silent);
      await expect(run).rejects.toBe(error);
      expect(attempts).toBe(1);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL deadlocks', () => {
  const fresh = useFreshDatabase();

  beforeAll(async () => {
    await fresh.db.sequelize.query('CREATE TABLE pair (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)');
  });

  it('when two writes lock the same two rows in opposite order, then the one PostgreSQL aborts is run again and both commit', async () => {
    await fresh.db.sequelize.query('DELETE FROM pair; INSERT INTO pair VALUES (1, 0), (2, 0)');
    // Each first attempt waits, holding its first row, until the other holds its own: a certain deadlock.
    let arrive: () => void = () => undefined;
    let arrived = 0;
    const bothHoldOne = new Promise<void>((resolve) => (arrive = () => ++arrived === 2 && resolve()));
    let attempts = 0;
    const add = (first: number, second: number) =>
      fresh.db.write(async (transaction) => {
        attempts++;
        const bump = (id: number) => fresh.db.sequelize.query('UPDATE pair SET n = n + 1 WHERE id = ?', { replacements: [id], transaction });
        await bump(first);
        arrive();
        await bothHoldOne;
        await bump(second);
        return `${first} then ${second}`;
      });

    expect(await Promise.all([add(1, 2), add(2, 1)])).toEqual(['1 then 2', '2 then 1']);
    expect(attempts).toBe(3);
    const [rows] = await fresh.db.sequelize.query('SELECT n FROM pair ORDER BY id');
    expect(rows).toEqual([{ n: 2 }, { n: 2 }]);
  });
});
