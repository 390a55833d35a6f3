// An order's short number for people ("#1042"), drawn the one way every order gets one: the
// checkout's and the demo seed's past orders alike.
import type { Transaction } from 'sequelize';
import type { Database } from './database.js';

// See the order-numbers migration: PostgreSQL's sequence never blocks a concurrent checkout;
// SQLite writes one transaction at a time, so the highest number plus one is free (the unique
// index refuses a duplicate should that ever stop holding).
const NEXT_ORDER_NUMBER = {
  postgres: "SELECT nextval('orders_number_seq') AS number",
  sqlite: 'SELECT COALESCE(MAX(number), 1000) + 1 AS number FROM orders',
} as const;

/** The next order's number, drawn inside `transaction` the one way every order (the demo seed's too) gets one. */
export async function nextOrderNumber(sql: Database['sql'], transaction: Transaction): Promise<number> {
  const [next] = await sql.select<{ number: number | string }>(NEXT_ORDER_NUMBER[sql.dialect()], [], transaction);
  return Number(next?.number);
}
