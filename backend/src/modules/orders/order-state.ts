// Order states and the moves between them: unpaid → paid → shipped; unpaid → cancelled; paid or
// shipped → refunded (an admin's full refund). The repository's `transition` is the only way to
// make a move: a conditional UPDATE on the state the move starts from, so two racing moves (pay and
// cancel, two cancels, a refund and a ship, the hold-expiry sweep in two processes) can't both
// succeed.
import type { OrderStatus } from '../../shared/api-types.js';

export type Move = 'pay' | 'ship' | 'cancel' | 'refund';

export const moves: Record<Move, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  pay: { from: ['unpaid'], to: 'paid' },
  ship: { from: ['paid'], to: 'shipped' },
  cancel: { from: ['unpaid'], to: 'cancelled' },
  refund: { from: ['paid', 'shipped'], to: 'refunded' },
};

const refusals: Record<Move, Partial<Record<OrderStatus, string>>> = {
  pay: {
    paid: 'This order is already paid.',
    shipped: 'This order is already paid and shipped.',
    cancelled: 'This order was cancelled and can no longer be paid.',
    refunded: 'This order was refunded and can no longer be paid.',
  },
  ship: {
    unpaid: 'Only a paid order can be shipped.',
    shipped: 'This order has already been shipped.',
    cancelled: 'A cancelled order can’t be shipped.',
    refunded: 'A refunded order can’t be shipped.',
  },
  cancel: {
    paid: 'This order is paid and can no longer be cancelled.',
    shipped: 'This order has been shipped and can no longer be cancelled.',
    cancelled: 'This order is already cancelled.',
    refunded: 'This order was refunded and can no longer be cancelled.',
  },
  refund: {
    unpaid: 'Only a paid order can be refunded.',
    cancelled: 'This order was cancelled before it was paid: there is nothing to refund.',
    refunded: 'This order has already been refunded.',
  },
};

/** Why `move` is not possible from `status`, or undefined when it is. */
export function refusal(move: Move, status: OrderStatus): string | undefined {
  return moves[move].from.includes(status) ? undefined : (refusals[move][status] ?? 'This order can’t do that now.');
}
