import type { Transaction } from 'sequelize';

/** Why an order moves stock, for the tool's history: the order, and who acted (none: the shop's own sweep). */
export interface OrderStockCause {
  reason: 'reserved' | 'cancelled' | 'expired' | 'refunded';
  orderId: string;
  actor: { id: string; email: string } | null;
}

/** What orders need of the catalogue (the products module), inside the order's transaction. */
export interface Catalogue {
  findProduct(id: string, transaction?: Transaction): Promise<{ id: string; name: string; priceCents: number; minimum: number; available: number } | undefined>;
  reserve(productId: string, quantity: number, transaction: Transaction, cause: OrderStockCause): Promise<boolean>;
  release(productId: string, quantity: number, transaction: Transaction, cause: OrderStockCause): Promise<void>;
  /** Tools with fewer than `below` units, or fewer than their minimum order, the lowest first. */
  lowStock(below: number, limit: number): Promise<Array<{ id: string; name: string; available: number; minimum: number }>>;
}
