// The export's cells as a spreadsheet reads them, in every locale's list separator: no cell may
// start a formula, whether at its start or after a separator or line break inside it.
import { Readable, Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api-types.js';
import { cellText, defused, sendOrdersCsv } from '../orders-csv.js';

const dangerous = [
  '=1+1',
  '+1+1',
  '-1+1',
  '@SUM(1;2)',
  '\t=1+1',
  '\r=1+1',
  'Main St;=1+1;@SUM(2;3)',
  'Main St,=1+1',
  'Main St\t+1',
  'Main St|@cmd',
  'Main St\r-1',
  'Main St\n=HYPERLINK("http://evil.test")',
  'Main St; =1+1',
  'Main St;\u00a0=1+1',
  'Main St;\uff1d1+1',
];
const harmless = ['24.99', 'Main St 4', 'Flat 2-3, 14 Mill Lane', 'a@b.test', 'Tenon Saw, "Gent\'s"', '2026-11-20T12:00:00.000Z', ''];

describe('a text cell, defused', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['-1+1', "'-1+1"],
    ['\t=1+1', "'\t'=1+1"],
    ['Main St;=1+1;@SUM(2;3)', "Main St;'=1+1;'@SUM(2;3)"],
    ['Main St, =1+1', "Main St, '=1+1"],
    ['Main St\n=HYPERLINK("http://evil.test")', 'Main St\n\'=HYPERLINK("http://evil.test")'],
    ['Main St;\uff1d1+1', "Main St;'\uff1d1+1"],
  ])('when a cell holds %j, then it reads %j, quoted', (value, text) => {
    expect(defused(value)).toEqual({ value: text, quoted: true });
    expect(cellText(value)).toBe(text);
  });

  it.each(dangerous)('when a cell holds %j, then it is changed and quoted', (value) => {
    expect(defused(value)).toMatchObject({ quoted: true });
  });

  it.each(harmless)('when a cell holds %j, then it is left as it is', (value) => {
    expect(defused(value)).toBe(value);
  });
});

const order = (address: string, name: string): Order =>
  ({
    _id: '0193a7d2-5c1e-7b3a-9f00-0000000e0001',
    number: 1001,
    createdAt: '2026-11-20T12:00:00.000Z',
    status: 'unpaid',
    userName: name,
    email: 'a@b.test',
    address,
    phone: '+44 113 496 0000',
    price: '1.00',
    transactionId: null,
    paidAt: null,
    shippedAt: null,
    cancelledAt: null,
    refundedAt: null,
    lines: [{ productId: '0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f', productName: '@Saw;=2+2', quantity: 1, unitPrice: '1.00', price: '1.00' }],
  }) as unknown as Order;

async function exported(orders: Order[]): Promise<string> {
  const chunks: Buffer[] = [];
  const res = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    }),
    { set: () => res },
  );
  await sendOrdersCsv(res as unknown as Response, Readable.from(orders), '2026-11-20');
  return Buffer.concat(chunks).toString('utf8');
}

describe('the orders export in a spreadsheet', () => {
  it.each([',', ';', '\t', '|'])('when it is split at %j, as a spreadsheet with that list separator would, then no cell starts a formula', async (delimiter) => {
    const csv = await exported(dangerous.map((address, index) => order(address, dangerous[(index + 3) % dangerous.length] as string)));
    const rows = parse(csv, { bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];
    const formulas = rows.flat().filter((cell) => /^[ \u00a0]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/.test(cell));
    expect(formulas).toEqual([]);
  });
});
