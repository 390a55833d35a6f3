import { randomBytes } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import type { Database, DatabaseWith } from '../../shared/database.js';
import type { PaymentProvider, ProviderIntent } from '../../shared/payment-provider.js';
import type { TestPaymentIntentInstance, TestPaymentIntentModel } from './test-payment-intent.model.js';

const toIntent = (row: TestPaymentIntentInstance): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amount: Number(row.amountCents),
  currency: 'usd',
  orderId: row.orderId,
});

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  findByClientSecret(clientSecret: string): Promise<ProviderIntent | undefined>;
  /** True when this call made the intent succeed; false when it had already succeeded or was cancelled. */
  markSucceeded(id: string): Promise<boolean>;
}

// Like a real card network, a cancelled intent can never succeed and a succeeded one can never be
// cancelled: each change is one conditional UPDATE, so a card payment racing a cancel ends as one
// or the other, never both, across any number of API processes.
async function update(db: Database, sql: string, replacements: Array<string | Date>): Promise<boolean> {
  const affected = await db.write((transaction) => db.sql.execute(sql, replacements, transaction));
  return affected === 1;
}

export function createTestProvider(db: DatabaseWith<{ TestPaymentIntent: TestPaymentIntentModel }>): TestPaymentProvider {
  const { TestPaymentIntent } = db.models;
  return {
    name: 'test',
    async createIntent(order) {
      try {
        return await db.write(async (transaction) => {
          const existing = await TestPaymentIntent.findOne({ where: { orderId: order.id }, transaction });
          if (existing) return toIntent(existing);
          const id = `pi_test_${randomBytes(12).toString('hex')}`;
          const row = await TestPaymentIntent.create(
            {
              id,
              orderId: order.id,
              clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
              amountCents: order.totalCents,
              status: 'requires_payment_method',
            },
            { transaction },
          );
          return toIntent(row);
        });
      } catch (error) {
        // On PostgreSQL two requests for the same order can both miss the lookup; the unique
        // order_id lets one insert win, and the other answers with the winner's intent.
        if (!(error instanceof UniqueConstraintError)) throw error;
        const winner = await TestPaymentIntent.findOne({ where: { orderId: order.id } });
        if (!winner) throw error;
        return toIntent(winner);
      }
    },
    async retrieveIntent(id) {
      const row = await TestPaymentIntent.findByPk(id);
      return row ? toIntent(row) : undefined;
    },
    async findByClientSecret(clientSecret) {
      const row = await TestPaymentIntent.findOne({ where: { clientSecret } });
      return row ? toIntent(row) : undefined;
    },
    markSucceeded: (id) =>
      update(
        db,
        `UPDATE test_payment_intents SET status = 'succeeded', updated_at = ? WHERE id = ? AND status NOT IN ('succeeded', 'canceled')`,
        [new Date(), id],
      ),
    async cancelIntent(id) {
      await update(db, `UPDATE test_payment_intents SET status = 'canceled', updated_at = ? WHERE id = ? AND status NOT IN ('succeeded', 'canceled')`, [
        new Date(),
        id,
      ]);
      const row = await TestPaymentIntent.findByPk(id);
      if (!row) throw new Error(`no test payment intent ${id}`);
      return toIntent(row);
    },
    async refund(intentId, amountCents) {
      const row = await TestPaymentIntent.findByPk(intentId);
      if (row?.status !== 'succeeded' || Number(row.amountCents) < amountCents) {
        throw new Error(`test payment intent ${intentId} can't be refunded ${amountCents}`);
      }
      // One refund per intent, whoever asks: the first to write its id keeps it.
      await update(db, 'UPDATE test_payment_intents SET refund_id = ?, updated_at = ? WHERE id = ? AND refund_id IS NULL', [
        `re_test_${randomBytes(12).toString('hex')}`,
        new Date(),
        intentId,
      ]);
      const refunded = await TestPaymentIntent.findByPk(intentId);
      if (!refunded?.refundId) throw new Error(`test payment intent ${intentId} has no refund`);
      return { id: refunded.refundId };
    },
  };
}
