// Before the visitor's cart lived on the server, this browser kept it in localStorage. Those lines
// are moved into the server's cart once (the visitor's, or a signed-in shopper's by the merge), then
// forgotten. Moving takes the larger of the two quantities, never the sum, so a move that runs twice
// (two tabs, a reload halfway) leaves the same cart.
import { limits } from '../contract-limits';
import type { CartItem } from '../../types/api';

const STORAGE_KEY = 'handtools.cart';

const isItem = (value: unknown): value is CartItem => {
  const item = value as Partial<CartItem> | null;
  return typeof item?.productId === 'string' && Number.isInteger(item.quantity) && (item.quantity ?? 0) >= 1;
};

/** The lines this browser kept; what can't be a cart line (a damaged or foreign entry) is left out. */
export function readLegacyVisitorCart(): CartItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    const lines = stored.filter(isItem).map(({ productId, quantity }) => ({ productId, quantity }));
    return lines.filter((line, index) => lines.findIndex((other) => other.productId === line.productId) === index).slice(0, limits['CartItems.lines'].maxItems);
  } catch {
    return [];
  }
}

export function forgetLegacyVisitorCart(): void {
  localStorage.removeItem(STORAGE_KEY);
}
