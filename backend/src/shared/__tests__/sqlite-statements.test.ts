import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';

const folder = mkdtempSync(join(tmpdir(), 'shop-statements-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const silent = pino({ level: 'silent' });

// The statements kept per connection (sqlite-statements.ts) are SQLite's alone.
describe.skipIf(process.env.TEST_DATABASE_URL)('SQLite statements kept per connection', () => {
  it('when another process commits between two reads of the same text, then the second read and the change mark see it, and the kept statements close with the database', async () => {
    const file = join(folder, 'snapshot.sqlite');
    const shop = await openDatabase(`sqlite:${file}`, silent);
    const other = await openDatabase(`sqlite:${file}`, silent);
    await shop.write((transaction) => shop.sql.execute('CREATE TABLE tally (n INTEGER)', [], transaction));
    await shop.write((transaction) => shop.sql.execute('INSERT INTO tally VALUES (?)', [1], transaction));
    const count = () => shop.sql.select<{ total: number }>('SELECT COUNT(*) AS total FROM tally WHERE n > ?', [0]);

    expect(await count()).toEqual([{ total: 1 }]);
    const markBefore = await shop.changeMark();
    await other.write((transaction) => other.sql.execute('INSERT INTO tally VALUES (?)', [2], transaction));

    expect(await count()).toEqual([{ total: 2 }]);
    expect(await shop.changeMark()).not.toBe(markBefore);
    await other.close();
    await shop.close();
    // SQLite leaves the WAL behind when a connection can't close (a statement still open).
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('when the same text runs concurrently with different values, then each call gets the rows of its own values', async () => {
    const shop = await openDatabase(`sqlite:${join(folder, 'concurrent.sqlite')}`, silent);
    await shop.write(async (transaction) => {
      await shop.sql.execute('CREATE TABLE tools (id INTEGER, name TEXT)', [], transaction);
      for (const [id, name] of [[1, 'saw'], [2, 'plane'], [3, 'chisel']] as const) {
        await shop.sql.execute('INSERT INTO tools VALUES (?, ?)', [id, name], transaction);
      }
    });
    const names = await Promise.all([3, 1, 2, 1, 3].map((id) => shop.sql.select<{ name: string }>('SELECT name FROM tools WHERE id = ?', [id])));
    expect(names.map(([row]) => row?.name)).toEqual(['chisel', 'saw', 'plane', 'saw', 'chisel']);
    await shop.close();
  });

  it('when a text fails to prepare, then each call with it fails with SQLite’s message and the connection goes on answering', async () => {
    const shop = await openDatabase(`sqlite:${join(folder, 'broken.sqlite')}`, silent);
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(shop.sql.select('SELECT name FROM nowhere', [])).rejects.toThrow(/no such table: nowhere/);
    }
    expect(await shop.sql.select('SELECT ? AS answer', [42])).toEqual([{ answer: 42 }]);
    await shop.close();
  });
});
