// The orders export: one CSV row per order line, written by csv-stringify as the rows arrive, so an
// export of any size holds one page of orders at a time (the service reads them in pages and the
// stream's backpressure paces the reads). Cells a spreadsheet would run as a formula are defused.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { Order, OrderLine } from '../../shared/api-types.js';

type Row = Record<(typeof COLUMNS)[number], string | number | null>;

const COLUMNS = [
  'orderNumber',
  'orderId',
  'createdAt',
  'status',
  'customerName',
  'customerEmail',
  'address',
  'phone',
  'productId',
  'productName',
  'quantity',
  'unitPrice',
  'lineTotal',
  'orderTotal',
  'transactionId',
  'paidAt',
  'shippedAt',
  'cancelledAt',
  'refundedAt',
] as const;

// OWASP's CSV injection advice: a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
// return is read as a formula by Excel, LibreOffice and Google Sheets. So is a piece of a cell that
// starts after a separator or a line break inside it, once a spreadsheet whose list separator is
// another character (`;` in German or French settings, a tab, `|`) splits the line there:
// `Main St;=1+1`. Quoting the cell doesn't stop that split (the quote is not at the start of the
// piece), so each such start gets its own `'`. Spaces before the character don't stop every
// spreadsheet, and the full-width forms count too.
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '\uff1d', '\uff0b', '\uff0d', '\uff20']);
const SEPARATORS = new Set([',', ';', '\t', '|', '\r', '\n']);
const SPACES = new Set([' ', '\u00a0']);

/** The cell's text with a `'` before every formula character that starts it or a piece of it. */
function quoteMarked(value: string): string {
  let marked = '';
  let pieceStart = true;
  for (const char of value) {
    if (pieceStart && FORMULA_STARTS.has(char)) marked += "'";
    marked += char;
    if (SEPARATORS.has(char)) pieceStart = true;
    else if (!SPACES.has(char)) pieceStart = false;
  }
  return marked;
}

/**
 * A text cell as a spreadsheet will show it, never run it: marked as text wherever a formula could
 * start, and quoted, so that a spreadsheet splitting at the file's own separator keeps it whole.
 */
export function defused(value: string): string | { value: string; quoted: true } {
  const marked = quoteMarked(value);
  return marked === value ? value : { value: marked, quoted: true };
}

/** The text a cell holds once defused, as a spreadsheet reading the file shows it. */
export const cellText = (value: string): string => quoteMarked(value);

const rowOf = (order: Order, line: OrderLine): Row => ({
  orderNumber: order.number,
  orderId: order._id,
  createdAt: order.createdAt,
  status: order.status,
  customerName: order.userName,
  customerEmail: order.email,
  address: order.address,
  phone: order.phone,
  productId: line.productId,
  productName: line.productName,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  lineTotal: line.price,
  orderTotal: order.price,
  transactionId: order.transactionId,
  paidAt: order.paidAt,
  shippedAt: order.shippedAt,
  cancelledAt: order.cancelledAt,
  refundedAt: order.refundedAt,
});

async function* rowsOf(orders: AsyncIterable<Order>): AsyncGenerator<Row> {
  for await (const order of orders) {
    for (const line of order.lines) yield rowOf(order, line);
  }
}

/** Streams `orders` to `res` as a CSV download; a failure after the first byte cuts the download short. */
export async function sendOrdersCsv(res: Response, orders: AsyncIterable<Order>, day: string): Promise<void> {
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
    'Cache-Control': 'no-store',
  });
  // The byte-order mark lets Excel read the UTF-8 (names, addresses) as UTF-8.
  const csv = stringify({ header: true, columns: [...COLUMNS], bom: true, cast: { string: defused } });
  await pipeline(Readable.from(rowsOf(orders)), csv, res);
}
