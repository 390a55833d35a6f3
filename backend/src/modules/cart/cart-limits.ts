// What every cart (a shopper's, a visitor's) is bound by, and what it needs of the catalogue.
import type { Transaction } from 'sequelize';
import { conflict } from '../../shared/problem.js';
import type { CartProduct } from './cart-pricing.js';

/** The contract's bound on a cart's lines (Cart.lines, CartItems.lines). */
export const MAX_CART_LINES = 50;

/** What the cart needs of the catalogue (the products module). */
export interface CartCatalogue {
  findProduct(id: string, transaction?: Transaction): Promise<CartProduct | undefined>;
  findProducts(ids: string[], transaction?: Transaction): Promise<CartProduct[]>;
}

/** A cart holds at most MAX_CART_LINES tools: a new one beyond is refused. */
export function assertRoomFor(items: Array<{ productId: string }>, productId: string): void {
  if (items.length >= MAX_CART_LINES && !items.some((item) => item.productId === productId)) {
    throw conflict(`Your cart is full (${MAX_CART_LINES} tools). Check out or remove a tool first.`);
  }
}
