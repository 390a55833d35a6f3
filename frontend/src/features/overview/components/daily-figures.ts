import { dollarsToCents, formatPrice } from '../../../lib/money';
import type { Overview } from '../../../types/api';

export type OverviewDay = Overview['days'][number];

let dayFormat: Intl.DateTimeFormat | undefined;

/** "Nov 20" for the contract's UTC day "2026-11-20", the same day wherever the admin is. */
export const formatDay = (day: string): string =>
  (dayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })).format(new Date(`${day}T00:00:00Z`));

/** The whole period's orders and paid revenue, summed in cents. */
export function periodTotals(days: OverviewDay[]): { orders: number; revenue: string } {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const cents = days.reduce((sum, day) => sum + dollarsToCents(day.revenue), 0);
  return { orders, revenue: formatPrice(cents / 100) };
}
