import type { AuditEntry, AuditKind } from '../../../types/api';

/** What each kind of staff action is called on screen. */
export const KIND_WORDS: Record<AuditKind, string> = {
  'product.created': 'Tool added',
  'product.updated': 'Tool edited',
  'product.price_changed': 'Price changed',
  'product.deleted': 'Tool deleted',
  'category.created': 'Category added',
  'category.updated': 'Category changed',
  'category.deleted': 'Category removed',
  'brand.created': 'Brand added',
  'brand.updated': 'Brand renamed',
  'brand.deleted': 'Brand removed',
  'stock.adjusted': 'Stock adjusted',
  'image.uploaded': 'Photo uploaded',
  'order.shipped': 'Order shipped',
  'order.refunded': 'Order refunded',
  'order.cancelled_by_staff': 'Order cancelled by staff',
  'orders.exported': 'Orders exported',
  'products.exported': 'Catalogue exported',
  'audit.exported': 'Audit trail exported',
  'user.role_changed': 'Role changed',
  'user.disabled': 'User disabled',
  'user.enabled': 'User enabled',
  'two_factor.enrolled': 'Two-factor sign-in set up',
  'two_factor.disabled': 'Two-factor sign-in turned off',
  'two_factor.reset': 'Two-factor sign-in reset',
  'settings.changed': 'Settings changed',
};

const shown = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : String(value));

/** Each field the entry touched: "price: 24.99 to 19.99"; a field only set or only removed shows one side. */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => {
    const before = entry.before && field in entry.before ? shown(entry.before[field]) : undefined;
    const after = entry.after && field in entry.after ? shown(entry.after[field]) : undefined;
    if (before === undefined) return `${field}: ${after}`;
    if (after === undefined) return `${field}: ${before} (removed)`;
    return `${field}: ${before} to ${after}`;
  });
}
