// Unpaid orders hold their stock for ORDER_HOLD_MINUTES. This timer runs in every API process, every
// HOLD_EXPIRY_SWEEP_SECONDS; sweeps may overlap: the conditional state change lets only one process
// cancel a given order and release its stock (test/several-processes.test.ts).
import type { Logger } from '../../shared/logger.js';
import type { OrdersService } from './orders.service.js';

export function startHoldExpiry(orders: OrdersService, logger: Logger, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    orders.releaseExpiredHolds().catch((error: unknown) => logger.error({ err: error }, 'hold expiry sweep failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
