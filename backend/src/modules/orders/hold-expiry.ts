// Unpaid orders hold their stock for ORDER_HOLD_MINUTES. This timer runs in every API process, every
// HOLD_EXPIRY_SWEEP_SECONDS: it cancels the orders whose hold ran out, then reminds those whose hold
// ends within the hour. Sweeps may overlap: a conditional UPDATE lets only one process cancel a
// given order and release its stock (test/several-processes.test.ts), or take its reminder.
import type { Logger } from '../../shared/logger.js';
import type { OrdersService } from './orders.service.js';

export function startHoldExpiry(orders: OrdersService, logger: Logger, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    orders
      .releaseExpiredHolds()
      .catch((error: unknown) => logger.error({ err: error }, 'hold expiry sweep failed'))
      .then(() => orders.sendPaymentReminders())
      .catch((error: unknown) => logger.error({ err: error }, 'payment reminder sweep failed'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
