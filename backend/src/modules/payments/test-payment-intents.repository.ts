// The simulated card network's own records of the intents it issued and their refunds. Like a real
// card network, a cancelled intent can never succeed and a succeeded one can never be cancelled:
// each change is one conditional UPDATE, so a card payment racing a cancel ends as one or the
// other, never both, across any number of API processes.
import type { Transaction } from 'sequelize';
import type { Database } from '../../shared/database.js';

export type TestPaymentIntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

export interface TestPaymentIntentRecord {
  id: string;
  orderId: string;
  clientSecret: string;
  amountCents: number;
  status: TestPaymentIntentStatus;
}

// PostgreSQL answers BIGINT as a string.
type IntentRow = Omit<TestPaymentIntentRecord, 'amountCents'> & { amountCents: number | string };

const COLUMNS = 'id, order_id AS "orderId", client_secret AS "clientSecret", amount_cents AS "amountCents", status';

const toRecord = (row: IntentRow): TestPaymentIntentRecord => ({ ...row, amountCents: Number(row.amountCents) });

// Neither end state moves again.
const STILL_OPEN = "status NOT IN ('succeeded', 'canceled')";

export function createTestPaymentIntentsRepository(db: Database) {
  const { sql } = db;

  async function findOne(column: 'id' | 'order_id' | 'client_secret', value: string, transaction?: Transaction): Promise<TestPaymentIntentRecord | undefined> {
    const [row] = await sql.select<IntentRow>(`SELECT ${COLUMNS} FROM test_payment_intents WHERE ${column} = ?`, [value], transaction);
    return row ? toRecord(row) : undefined;
  }

  return {
    findById: (id: string, transaction?: Transaction) => findOne('id', id, transaction),
    findByOrderId: (orderId: string, transaction?: Transaction) => findOne('order_id', orderId, transaction),
    findByClientSecret: (clientSecret: string) => findOne('client_secret', clientSecret),

    /** Fails with a UniqueConstraintError when the order has an intent already. */
    async create(intent: TestPaymentIntentRecord, transaction: Transaction): Promise<TestPaymentIntentRecord> {
      const now = new Date();
      await sql.execute(
        'INSERT INTO test_payment_intents (id, order_id, client_secret, amount_cents, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [intent.id, intent.orderId, intent.clientSecret, intent.amountCents, intent.status, now, now],
        transaction,
      );
      return intent;
    },

    /** True when this call made the intent succeed; false when it had already succeeded or was cancelled. */
    async markSucceeded(id: string, transaction: Transaction): Promise<boolean> {
      const affected = await sql.execute(`UPDATE test_payment_intents SET status = 'succeeded', updated_at = ? WHERE id = ? AND ${STILL_OPEN}`, [new Date(), id], transaction);
      return affected === 1;
    },

    /** True when this call cancelled the intent; false when it had already succeeded or was cancelled. */
    async cancel(id: string, transaction: Transaction): Promise<boolean> {
      const affected = await sql.execute(`UPDATE test_payment_intents SET status = 'canceled', updated_at = ? WHERE id = ? AND ${STILL_OPEN}`, [new Date(), id], transaction);
      return affected === 1;
    },

    /** The refund made under `key`, if any. */
    async findRefund(key: string, transaction?: Transaction): Promise<{ id: string } | undefined> {
      const [row] = await sql.select<{ id: string }>('SELECT id FROM test_payment_refunds WHERE idempotency_key = ?', [key], transaction);
      return row;
    },

    /** What the intent's refunds gave back together. */
    async refundedCents(intentId: string, transaction: Transaction): Promise<number> {
      const [row] = await sql.select<{ total: number | string | null }>('SELECT SUM(amount_cents) AS total FROM test_payment_refunds WHERE intent_id = ?', [intentId], transaction);
      return Number(row?.total ?? 0);
    },

    /** Fails with a UniqueConstraintError when a refund was made under `key` already. */
    async addRefund(refund: { id: string; intentId: string; key: string; amountCents: number }, transaction: Transaction): Promise<void> {
      await sql.execute(
        'INSERT INTO test_payment_refunds (id, intent_id, idempotency_key, amount_cents, created_at) VALUES (?, ?, ?, ?, ?)',
        [refund.id, refund.intentId, refund.key, refund.amountCents, new Date()],
        transaction,
      );
    },
  };
}

export type TestPaymentIntentsRepository = ReturnType<typeof createTestPaymentIntentsRepository>;
