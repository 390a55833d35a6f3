// The admin's overview: the last 30 UTC days of orders and revenue (every day, none left out for
// having no orders, so a chart's axis is even), the paid orders waiting to ship, the tools low on stock.
import type { Overview } from '../../shared/api-types.js';
import { formatCents } from '../../shared/money.js';
import type { Catalogue } from './catalogue.js';
import type { OrdersRepository } from './orders.repository.js';

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const LOW_STOCK_BELOW = 10;
const LOW_STOCK_SHOWN = 20;

export async function overviewOf(ordersRepository: OrdersRepository, catalogue: Pick<Catalogue, 'lowStock'>, now = new Date()): Promise<Overview> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = new Date(today - (DAYS - 1) * DAY_MS);
  const [totals, awaitingShipment, lowStock] = await Promise.all([
    ordersRepository.dailyTotals(first),
    ordersRepository.countByStatus('paid'),
    catalogue.lowStock(LOW_STOCK_BELOW, LOW_STOCK_SHOWN),
  ]);
  const byDay = new Map(totals.map((total) => [total.day, total]));
  const days = Array.from({ length: DAYS }, (_, i) => {
    const day = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const total = byDay.get(day);
    return { day, orders: total?.orders ?? 0, revenue: formatCents(total?.revenueCents ?? 0) };
  });
  return {
    days,
    awaitingShipment,
    lowStock: lowStock.map(({ id, name, available, minimum }) => ({ _id: id, name, available, minimum })),
  };
}
