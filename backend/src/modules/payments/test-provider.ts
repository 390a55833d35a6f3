import { randomBytes } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import type { Database } from '../../shared/database.js';
import type { PaymentProvider, ProviderIntent } from './payment-provider.js';
import { TestPaymentIntentModel } from './test-payment-intent.model.js';

const toIntent = (row: TestPaymentIntentModel): ProviderIntent => ({
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
  markSucceeded(id: string): Promise<void>;
}

export function createTestProvider(db: Database): TestPaymentProvider {
  return {
    name: 'test',
    async createIntent(order) {
      try {
        return await db.write(async (transaction) => {
          const existing = await TestPaymentIntentModel.findOne({ where: { orderId: order.id }, transaction });
          if (existing) return toIntent(existing);
          const id = `pi_test_${randomBytes(12).toString('hex')}`;
          const row = await TestPaymentIntentModel.create(
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
        const winner = await TestPaymentIntentModel.findOne({ where: { orderId: order.id } });
        if (!winner) throw error;
        return toIntent(winner);
      }
    },
    async retrieveIntent(id) {
      const row = await TestPaymentIntentModel.findByPk(id);
      return row ? toIntent(row) : undefined;
    },
    async findByClientSecret(clientSecret) {
      const row = await TestPaymentIntentModel.findOne({ where: { clientSecret } });
      return row ? toIntent(row) : undefined;
    },
    async markSucceeded(id) {
      await db.write((transaction) => TestPaymentIntentModel.update({ status: 'succeeded' }, { where: { id }, transaction }));
    },
  };
}
