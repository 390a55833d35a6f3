// The words for where an order stands, for every screen that says it: the customer's My Orders and
// thank-you page, the admin's order page and the status filter. Two things are told apart: the
// order's status (paid or not, cancelled, refunded) and, beside it, whether the tools have left.
// The admin's list alone keeps the seed's own words ("UnPaid", "Pending" for paid), as the seed
// specifies that table; its fulfilment beside them is the same as everywhere else.
import type { Order, OrderStatus } from '../types/api';

export const STATUS_WORDS: Record<OrderStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', shipped: 'Shipped', cancelled: 'Cancelled', refunded: 'Refunded' };

export const SEED_TABLE_STATUS_WORDS: Record<OrderStatus, string> = { ...STATUS_WORDS, unpaid: 'UnPaid', paid: 'Pending' };

export const NOT_YET_SHIPPED = 'Not yet shipped';

type StatusFacts = Pick<Order, 'status' | 'refundedAt' | 'shippedAt'>;

/** A cancelled order whose late payment went back reads "Refunded": the money is what its customer needs to know about. */
export const statusOf = (order: Pick<Order, 'status' | 'refundedAt'>): OrderStatus => (order.refundedAt !== null ? 'refunded' : order.status);

/** Whether the tools have left, where that isn't the status itself: a paid order waits to ship; a refunded one may have shipped first. */
export function fulfilmentWords(order: StatusFacts): string | null {
  if (order.status === 'paid') return NOT_YET_SHIPPED;
  if (statusOf(order) === 'refunded' && order.shippedAt !== null) return 'Shipped';
  return null;
}

/** One option of a status filter: the status with the fulfilment it implies ("Paid, not yet shipped"). */
export const statusFilterWords = (status: OrderStatus): string => (status === 'paid' ? `${STATUS_WORDS.paid}, ${NOT_YET_SHIPPED.toLowerCase()}` : STATUS_WORDS[status]);
