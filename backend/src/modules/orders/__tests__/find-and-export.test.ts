// Manage All Orders' filters and the CSV export, on SQLite and PostgreSQL: status, UTC days, search
// by order id, customer email or name and tool name, cursor-paged; the export streams the same
// orders, one row per line, money as the contract writes it, formula-like cells defused.
import { parse } from 'csv-parse/sync';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import type { Order } from '../../../shared/api-types.js';
import { addProduct, allOrders, placedOrder } from '../../../../test/support/orders.js';
import { payWithTestCard } from '../../../../test/support/payments.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { cellText } from '../orders-csv.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer', mallory: 'customer' } });
let chisel: { _id: string };
let saw: { _id: string };
let placed: { paid: Order; unpaid: Order; other: Order; dated: Order };

beforeAll(async () => {
  chisel = await addProduct(given.shop, given.admin, { name: 'Bevel Edge Chisel 100%_off', price: 12.5, available: 1000, minimum: 1 });
  saw = await addProduct(given.shop, given.admin, { name: '@Tenon Saw, "Gent\'s"', price: 30, available: 1000, minimum: 1 });
  const paid = await placedOrder(given.shop, given.alice, chisel._id, 2);
  await payWithTestCard(given.shop, given.alice, paid._id);
  const unpaid = await placedOrder(given.shop, given.alice, saw._id, 1, { address: '-1 Formula Street\nLeeds', phone: '+44 113 496 0001' });
  const other = await placedOrder(given.shop, given.mallory, saw._id, 3);
  // A customer whose name a spreadsheet would run as a formula.
  await given.shop.db.sql.execute('UPDATE orders SET user_name = ? WHERE id = ?', ['=HYPERLINK("http://evil.test","Click")', other._id]);
  const dated = await placedOrder(given.shop, given.alice, chisel._id, 1);
  // Placed on a day of its own, long ago.
  await given.shop.db.sql.execute('UPDATE orders SET created_at = ? WHERE id = ?', [new Date('2025-03-10T23:30:00.000Z'), dated._id]);
  placed = { paid: await orderOf(paid._id), unpaid, other, dated };
});
afterEach(() => expect(given.shop.violations).toEqual([]));

async function orderOf(id: string): Promise<Order> {
  return (await given.shop.request.get(`/api/orders/${id}`).set(given.admin.auth)).body as Order;
}

const ids = (orders: Order[]) => orders.map((order) => order._id).sort();
const find = (query: string) => allOrders(given.shop, given.admin, { path: `/api/orders?${query}`, limit: 1 });
const exportCsv = (query = '') => given.shop.request.get(`/api/export/orders${query ? `?${query}` : ''}`).set(given.admin.auth).buffer(true).parse((res, done) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
});
const rowsOf = (text: string) => parse(text, { columns: true, bom: true }) as Array<Record<string, string>>;

describe('finding orders', () => {
  it('when filtered by status, then only orders in it come back, a page at a time', async () => {
    expect(ids(await find('status=paid'))).toEqual([placed.paid._id]);
    expect(ids(await find('status=unpaid'))).toEqual(ids([placed.unpaid, placed.other, placed.dated]));
  });

  it('when filtered by days, then the range is inclusive UTC days of when the order was placed', async () => {
    expect(ids(await find('from=2025-03-10&to=2025-03-10'))).toEqual([placed.dated._id]);
    expect(ids(await find('to=2025-03-09'))).toEqual([]);
    expect(ids(await find('from=2025-03-11'))).toEqual(ids([placed.paid, placed.unpaid, placed.other]));
  });

  it('when searched, then the order id, the customer’s email or name and a tool’s name are found whatever the case, and LIKE’s wildcards are only text', async () => {
    expect(ids(await find(`q=${placed.other._id.toUpperCase()}`))).toEqual([placed.other._id]);
    expect(ids(await find('q=MALLORY'))).toEqual([placed.other._id]);
    expect(ids(await find('q=hyperlink'))).toEqual([placed.other._id]);
    expect(ids(await find('q=bevel%20edge'))).toEqual(ids([placed.paid, placed.dated]));
    expect(ids(await find('q=100%25_off'))).toEqual(ids([placed.paid, placed.dated]));
    expect(ids(await find('q=%25'))).toEqual(ids([placed.paid, placed.dated]));
    expect(ids(await find('q=_'))).toEqual(ids([placed.paid, placed.dated]));
    expect(ids(await find('q=tenon&status=unpaid&from=2025-03-11'))).toEqual(ids([placed.unpaid, placed.other]));
  });

  it('when orders are placed, then each has the next short number, and it finds the order written as 1042 or #1042', async () => {
    const numbers = [placed.paid, placed.unpaid, placed.other, placed.dated].map((order) => order.number);
    expect(numbers).toEqual([1001, 1002, 1003, 1004]);
    expect(ids(await find(`q=${placed.other.number}`))).toEqual([placed.other._id]);
    expect(ids(await find(`q=%23${placed.dated.number}`))).toEqual([placed.dated._id]);
    expect(ids(await find('q=%239999'))).toEqual([]);
  });

  it('when a filter is malformed or the range ends before it starts, then 400 problem', async () => {
    expectProblem(await given.shop.request.get('/api/orders?from=2026-05-02&to=2026-05-01').set(given.admin.auth), 400, 'The date range ends before it starts.');
    for (const query of ['status=lost', 'from=2026-13-01', 'to=yesterday', 'q=', `q=${'x'.repeat(101)}`, 'colour=red']) {
      const response = await given.shop.request.get(`/api/orders?${query}`).set(given.admin.auth);
      expect(response.status, query).toBe(400);
      expect((await given.shop.request.get(`/api/export/orders?${query}`).set(given.admin.auth)).status, query).toBe(400);
    }
  });
});

describe('exporting orders as CSV', () => {
  it('when exported, then every order line is a row with the contract’s money, newest first, as a download', async () => {
    const response = await exportCsv();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = rowsOf(response.body as string);
    // Newest first by when each was placed (the dated order's day was moved back after it was placed).
    expect(rows.map((row) => row.orderId)).toEqual([placed.dated._id, placed.other._id, placed.unpaid._id, placed.paid._id]);
    expect(rows[3]).toEqual({
      orderNumber: String(placed.paid.number),
      orderId: placed.paid._id,
      createdAt: placed.paid.createdAt,
      status: 'paid',
      customerName: placed.paid.userName,
      customerEmail: given.alice.email,
      address: '14 Mill Lane, Leeds LS1 4AB',
      phone: "'+44 113 496 0000",
      productId: chisel._id,
      productName: 'Bevel Edge Chisel 100%_off',
      quantity: '2',
      unitPrice: '12.50',
      lineTotal: '25.00',
      orderSubtotal: '25.00',
      shippingMethod: 'Standard delivery',
      shippingPrice: '0.00',
      country: 'US',
      // $25.00 × 20/120, prices with VAT in them (the shop's default).
      pricesIncludeTax: 'true',
      orderTax: '4.17',
      orderTotal: '25.00',
      refunded: '0.00',
      transactionId: placed.paid.transactionId,
      paidAt: placed.paid.paidAt,
      shippedAt: '',
      cancelledAt: '',
      refundedAt: '',
    });
  });

  it('when a cell starts like a formula, then it is defused with a quote; commas, quotes and line breaks stay inside their cell', async () => {
    const rows = rowsOf((await exportCsv()).body as string);
    const byId = new Map(rows.map((row) => [row.orderId, row]));
    expect(byId.get(placed.other._id)).toMatchObject({ customerName: `'=HYPERLINK("http://evil.test","Click")`, productName: `'@Tenon Saw, "Gent's"` });
    expect(byId.get(placed.unpaid._id)).toMatchObject({ address: "'-1 Formula Street\nLeeds", phone: "'+44 113 496 0001" });
  });

  it('when filtered, then the export has exactly the orders the list finds', async () => {
    const rows = rowsOf((await exportCsv('q=tenon&status=unpaid')).body as string);
    expect(rows.map((row) => row.orderId).sort()).toEqual(ids([placed.unpaid, placed.other]));
    expect(rowsOf((await exportCsv('status=shipped')).body as string)).toEqual([]);
  });

  it('when a checkout order has several lines, then each line is a row carrying the order’s total', async () => {
    for (const product of [chisel, saw]) expect((await given.shop.request.put(`/api/cart/lines/${product._id}`).set(given.alice.auth).send({ quantity: 2 })).status).toBe(200);
    const checkout = await given.shop.request.post('/api/checkout').set(given.alice.auth).send({ address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000' });
    expect(checkout.status, checkout.text).toBe(201);
    const rows = rowsOf((await exportCsv(`q=${checkout.body._id}`)).body as string);
    expect(rows.map(({ productName, quantity, lineTotal, orderTotal }) => ({ productName, quantity, lineTotal, orderTotal }))).toEqual(
      (checkout.body as Order).lines.map((line) => ({ productName: cellText(line.productName), quantity: String(line.quantity), lineTotal: line.price, orderTotal: '85.00' })),
    );
  });

  it('when there are more orders than one page of the export, then every one is exported once', async () => {
    const product = await addProduct(given.shop, given.admin, { name: 'Marking Gauge', price: 9, available: 100_000, minimum: 1 });
    const many = await Promise.all(Array.from({ length: 30 }, () => placedOrder(given.shop, given.alice, product._id, 1)));
    const orderIds = Array.from({ length: 1200 }, (_, i) => `0193a7d2-5c1e-7b3a-9f00-${String(500_000 + i).padStart(12, '0')}`);
    const template = many[0]!;
    // Copies of one order under new ids, inserted a batch at a time.
    const newId = given.shop.db.sql.dialect() === 'postgres' ? 'CAST(v.id AS uuid)' : 'v.id';
    for (let i = 0; i < orderIds.length; i += 200) {
      const batch = orderIds.slice(i, i + 200);
      await given.shop.db.sql.execute(
        `INSERT INTO orders (id, number, user_id, user_name, email, product_id, product_name, quantity, unit_price_cents, total_cents, address, phone, status, created_at, updated_at)
         SELECT ${newId}, v.number, user_id, user_name, email, product_id, product_name, quantity, unit_price_cents, total_cents, address, phone, 'cancelled', created_at, updated_at
         FROM orders, (${batch.map(() => 'SELECT ? AS id, ? AS number').join(' UNION ALL ')}) v WHERE orders.id = ?`,
        [...batch.flatMap((id, j) => [id, 500_000 + i + j]), template._id],
      );
      await given.shop.db.sql.execute(
        `INSERT INTO order_lines (order_id, position, product_id, product_name, quantity, unit_price_cents, total_cents)
         SELECT ${newId}, position, product_id, product_name, quantity, unit_price_cents, total_cents
         FROM order_lines, (${batch.map(() => 'SELECT ? AS id').join(' UNION ALL ')}) v WHERE order_lines.order_id = ?`,
        [...batch, template._id],
      );
    }
    const rows = rowsOf((await exportCsv('q=marking')).body as string);
    expect(rows).toHaveLength(1230);
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(1230);
  });
});
