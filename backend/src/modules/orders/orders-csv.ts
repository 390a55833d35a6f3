// The orders export: one CSV row per order line, written by csv-stringify as the rows arrive, so an
// export of any size holds one page of orders at a time (the service reads them in pages and the
// stream's backpressure paces the reads). Cells a spreadsheet would run as a formula are defused.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { Order, OrderLine } from '../../shared/api-types.js';
import { defused } from '../../shared/csv-cells.js';

// Where the tests and other callers have always found them.
export { cellText, defused } from '../../shared/csv-cells.js';

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
  'orderSubtotal',
  'shippingMethod',
  'shippingPrice',
  'country',
  'pricesIncludeTax',
  'orderTax',
  'orderTotal',
  'refunded',
  'transactionId',
  'paidAt',
  'shippedAt',
  'cancelledAt',
  'refundedAt',
] as const;

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
  orderSubtotal: order.subtotal,
  shippingMethod: order.shipping?.name ?? null,
  shippingPrice: order.shipping?.price ?? null,
  country: order.country,
  // Empty for an order from before the shop kept tax.
  pricesIncludeTax: order.tax ? String(order.tax.pricesIncludeTax) : null,
  orderTax: order.tax?.total ?? null,
  orderTotal: order.price,
  refunded: order.refunded,
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
