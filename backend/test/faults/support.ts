// Shared steps for the fault tests, all through HTTP against a real API process: sign-ins from
// the Auth Emulator exchanged for shop tokens, and the stock books read back. Products and orders
// come from support/orders.ts.
import { expect } from 'vitest';
import { signUp, verifyEmail, type FirebaseAccount } from '../identity.js';
import { address, allOrders, phone, stockOf } from '../support/orders.js';
import type { ShopProcess } from '../support/shop-process.js';

export interface Shopper {
  email: string;
  userId: string;
  role: string;
  auth: { Authorization: string };
}

export const dialect = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

async function exchange(shop: ShopProcess, email: string, idToken: string): Promise<Shopper> {
  const response = await shop.request.put(`/api/user/${email}`).set('Authorization', `Bearer ${idToken}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { email, userId: response.body.user._id, role: response.body.user.role, auth: { Authorization: `Bearer ${response.body.token}` } };
}

export async function signIn(shop: ShopProcess, label: string): Promise<Shopper> {
  const account = await signUp(label);
  return exchange(shop, account.email, account.idToken);
}

/**
 * The admin comes from ADMIN_EMAILS, as in production: sign the account up before the process
 * starts (its email goes on the list), then sign in with its email verified, which the list needs.
 */
export async function signInAdmin(shop: ShopProcess, account: FirebaseAccount): Promise<Shopper> {
  const admin = await exchange(shop, account.email, await verifyEmail(account));
  expect(admin.role).toBe('owner');
  return admin;
}

export const orderBody = (productId: string, quantity: number) => JSON.stringify({ productId, quantity, address, phone });

export interface StockLine {
  initial: number;
  available: number;
  /** Units held by orders that are not cancelled (unpaid, paid, shipped). */
  held: number;
}

/** Per product: what it started with, what is left, what orders hold. The books balance when initial = available + held. */
export async function stockBooks(shop: ShopProcess, admin: Shopper, initial: Map<string, number>): Promise<Map<string, StockLine>> {
  const orders = await allOrders(shop, admin);
  const books = new Map<string, StockLine>();
  for (const [productId, start] of initial) {
    const held = orders
      .filter((order) => order.productId === productId && order.status !== 'cancelled')
      .reduce((sum, order) => sum + order.quantity, 0);
    books.set(productId, { initial: start, available: await stockOf(shop, productId), held });
  }
  return books;
}

export function expectBalancedBooks(books: Map<string, StockLine>): void {
  for (const [productId, line] of books) {
    expect({ productId, total: line.available + line.held }).toEqual({ productId, total: line.initial });
  }
}
