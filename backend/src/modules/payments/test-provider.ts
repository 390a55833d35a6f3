import { randomBytes } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import type { Database } from '../../shared/database.js';
import type { PaymentProvider, ProviderIntent } from '../../shared/payment-provider.js';
import { createTestPaymentIntentsRepository, type TestPaymentIntentRecord } from './test-payment-intents.repository.js';

const toIntent = (row: TestPaymentIntentRecord): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amount: row.amountCents,
  currency: 'usd',
  orderId: row.orderId,
});

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  findByClientSecret(clientSecret: string): Promise<ProviderIntent | undefined>;
  /** True when this call made the intent succeed; false when it had already succeeded or was cancelled. */
  markSucceeded(id: string): Promise<boolean>;
}

export function createTestProvider(db: Database): TestPaymentProvider {
  const intents = createTestPaymentIntentsRepository(db);
  return {
    name: 'test',
    async createIntent(order) {
      try {
        return await db.write(async (transaction) => {
          const existing = await intents.findByOrderId(order.id, transaction);
          if (existing) return toIntent(existing);
          const id = `pi_test_${randomBytes(12).toString('hex')}`;
          const created = await intents.create(
            {
              id,
              orderId: order.id,
              clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
              amountCents: order.totalCents,
              status: 'requires_payment_method',
            },
            transaction,
          );
          return toIntent(created);
        });
      } catch (error) {
        // On PostgreSQL two requests for the same order can both miss the lookup; the unique
        // order_id lets one insert win, and the other answers with the winner's intent.
        if (!(error instanceof UniqueConstraintError)) throw error;
        const winner = await intents.findByOrderId(order.id);
        if (!winner) throw error;
        return toIntent(winner);
      }
    },
    async retrieveIntent(id) {
      const row = await intents.findById(id);
      return row ? toIntent(row) : undefined;
    },
    async findByClientSecret(clientSecret) {
      const row = await intents.findByClientSecret(clientSecret);
      return row ? toIntent(row) : undefined;
    },
    markSucceeded: (id) => db.write((transaction) => intents.markSucceeded(id, transaction)),
    async cancelIntent(id) {
      await db.write((transaction) => intents.cancel(id, transaction));
      const row = await intents.findById(id);
      if (!row) throw new Error(`no test payment intent ${id}`);
      return toIntent(row);
    },
    async refund(intentId, amountCents, key) {
      try {
        return await db.write(async (transaction) => {
          const made = await intents.findRefund(key, transaction);
          if (made) return made;
          const intent = await intents.findById(intentId, transaction);
          // A card network refunds a captured payment, at most what it took over all its refunds.
          const left = intent?.status === 'succeeded' ? intent.amountCents - (await intents.refundedCents(intentId, transaction)) : 0;
          if (amountCents < 1 || amountCents > left) throw new Error(`test payment intent ${intentId} can't be refunded ${amountCents}`);
          const id = `re_test_${randomBytes(12).toString('hex')}`;
          await intents.addRefund({ id, intentId, key, amountCents }, transaction);
          return { id };
        });
      } catch (error) {
        // On PostgreSQL the same key asked twice at once can miss the lookup in both: one insert wins.
        if (!(error instanceof UniqueConstraintError)) throw error;
        const winner = await intents.findRefund(key);
        if (!winner) throw error;
        return winner;
      }
    },
  };
}
