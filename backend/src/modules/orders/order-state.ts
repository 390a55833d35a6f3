// Order states and the only way to move between them: unpaid → paid → shipped; unpaid → cancelled.
// Each move is a conditional UPDATE on the current state, so two racing moves (pay and cancel,
// two cancels, the hold-expiry sweep in two processes) can't both succeed.
import { QueryTypes, type Transaction } from 'sequelize';
import type { OrderStatus } from '../../shared/api-types.js';
import { sequelizeOf } from '../../shared/database.js';
import { OrderModel } from './order.model.js';

type Move = 'pay' | 'ship' | 'cancel';

const moves: Record<Move, { from: OrderStatus; to: OrderStatus }> = {
  pay: { from: 'unpaid', to: 'paid' },
  ship: { from: 'paid', to: 'shipped' },
  cancel: { from: 'unpaid', to: 'cancelled' },
};

const refusals: Record<Move, Partial<Record<OrderStatus, string>>> = {
  pay: {
    paid: 'This order is already paid.',
    shipped: 'This order is already paid and shipped.',
    cancelled: 'This order was cancelled and can no longer be paid.',
  },
  ship: {
    unpaid: 'Only a paid order can be shipped.',
    shipped: 'This order has already been shipped.',
    cancelled: 'A cancelled order can’t be shipped.',
  },
  cancel: {
    paid: 'This order is paid and can no longer be cancelled.',
    shipped: 'This order has been shipped and can no longer be cancelled.',
    cancelled: 'This order is already cancelled.',
  },
};

/** Why `move` is not possible from `status`, or undefined when it is. */
export function refusal(move: Move, status: OrderStatus): string | undefined {
  return status === moves[move].from ? undefined : (refusals[move][status] ?? 'This order can’t do that now.');
}

// Column names: the transition is written as SQL, since every cancel and payment goes through it.
const stamps: Record<Move, (now: Date, transactionId?: string) => Record<string, Date | string | null>> = {
  pay: (now, transactionId) => ({ paid_at: now, hold_expires_at: null, transaction_id: transactionId ?? null }),
  ship: (now) => ({ shipped_at: now }),
  cancel: (now) => ({ cancelled_at: now, hold_expires_at: null }),
};

/**
 * Applies `move` if the order is still in the state it starts from; false if something else got
 * there first. `paymentIntentId`, when given, must also still be the order's intent (null: none),
 * so a cancel decided on what the provider said about one intent can't pass over a newer one.
 */
export async function transition(
  orderId: string,
  move: Move,
  transaction: Transaction,
  options: { transactionId?: string; paymentIntentId?: string | null } = {},
): Promise<boolean> {
  const { from, to } = moves[move];
  const now = new Date();
  const changes = { status: to, ...stamps[move](now, options.transactionId), updated_at: now };
  const intent = options.paymentIntentId;
  const intentCondition = intent === undefined ? '' : intent === null ? ' AND payment_intent_id IS NULL' : ' AND payment_intent_id = ?';
  const affected = await sequelizeOf(OrderModel).query(
    `UPDATE orders SET ${Object.keys(changes).map((column) => `${column} = ?`).join(', ')} WHERE id = ? AND status = ?${intentCondition}`,
    {
      replacements: [...Object.values(changes), orderId, from, ...(intent ? [intent] : [])],
      type: QueryTypes.BULKUPDATE,
      transaction,
    },
  );
  return affected === 1;
}
