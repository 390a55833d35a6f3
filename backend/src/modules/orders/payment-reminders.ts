// The "please pay" reminder: an order still unpaid an hour before its hold ends gets one, never
// more. The sweep runs in every API process (hold-expiry.ts); the order's own conditional UPDATE
// (claimReminder) gives each order to one process, and the email is recorded in the same
// transaction, so a reminder is sent once or, if the transaction fails, retried by the next sweep.
import type { Database } from '../../shared/database.js';
import type { Logger } from '../../shared/logger.js';
import { recordOrderEmail, type OrderEmailDeps } from './order-emails.js';
import type { OrderRecord } from './orders.repository.js';

export const REMINDER_LEAD_MS = 60 * 60_000;
const BATCH = 200;

/**
 * An hold no longer than the lead would be reminded as soon as it is placed, when the shopper is
 * most likely paying anyway: such an order is settled without an email.
 */
const worthReminding = (order: OrderRecord) => order.holdExpiresAt !== null && order.holdExpiresAt.getTime() - REMINDER_LEAD_MS > order.createdAt.getTime();

export function createPaymentReminders(deps: OrderEmailDeps & { db: Database; logger: Logger }) {
  const { ordersRepository } = deps;
  return {
    /** Reminds every unpaid order whose hold ends within the hour; answers how many were reminded. */
    async sendDue(now = new Date()): Promise<number> {
      let reminded = 0;
      for (const order of await ordersRepository.remindable(now, new Date(now.getTime() + REMINDER_LEAD_MS), BATCH)) {
        const sent = await deps.db.write(async (transaction) => {
          if (!(await ordersRepository.claimReminder(order.id, now, transaction)) || !worthReminding(order)) return false;
          await recordOrderEmail(deps, 'payment-reminder', order.id, transaction);
          return true;
        });
        if (sent) reminded += 1;
      }
      if (reminded > 0) deps.logger.info({ reminded }, 'reminded unpaid orders whose hold ends within the hour');
      return reminded;
    },
  };
}
