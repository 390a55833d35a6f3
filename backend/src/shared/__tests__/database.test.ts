import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';

const folder = mkdtempSync(join(tmpdir(), 'shop-database-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// The SQLite file is this test's own, so the PostgreSQL run of the suite need not repeat it.
describe.skipIf(process.env.TEST_DATABASE_URL)('SQLite close', () => {
  it('when a database that has written in a transaction and read outside one is closed, then the WAL is checkpointed and removed, every time', async () => {
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
      if (existsSync(`${file}-wal`)) leftBehind.push(round);
    }
    expect(leftBehind).toEqual([]);
  });
});
