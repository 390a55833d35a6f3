import type { Transaction } from 'sequelize';

/** What orders need of the catalogue (the products module), inside the order's transaction. */
export interface Catalogue {
  findProduct(id: string, transaction?: Transaction): Promise<{ id: string; name: string; priceCents: number; minimum: number; available: number } | undefined>;
  reserve(productId: string, quantity: number, transaction: Transaction): Promise<boolean>;
  release(productId: string, quantity: number, transaction: Transaction): Promise<void>;
}
