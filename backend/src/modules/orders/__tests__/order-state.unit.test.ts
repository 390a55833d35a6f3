import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/api-types.js';
import { refusal } from '../order-state.js';

const statuses: OrderStatus[] = ['unpaid', 'paid', 'shipped', 'cancelled', 'refunded'];

describe('order states', () => {
  it('when a move starts from its own state, then nothing refuses it: unpaid → paid → shipped; unpaid → cancelled; paid or shipped → refunded', () => {
    expect(refusal('pay', 'unpaid')).toBeUndefined();
    expect(refusal('ship', 'paid')).toBeUndefined();
    expect(refusal('cancel', 'unpaid')).toBeUndefined();
    expect(refusal('refund', 'paid')).toBeUndefined();
    expect(refusal('refund', 'shipped')).toBeUndefined();
  });

  it('when a move starts from any other state, then it is refused with a message that says why', () => {
    expect(Object.fromEntries(statuses.map((status) => [status, refusal('pay', status)]))).toEqual({
      unpaid: undefined,
      paid: 'This order is already paid.',
      shipped: 'This order is already paid and shipped.',
      cancelled: 'This order was cancelled and can no longer be paid.',
      refunded: 'This order was refunded and can no longer be paid.',
    });
    expect(Object.fromEntries(statuses.map((status) => [status, refusal('ship', status)]))).toEqual({
      unpaid: 'Only a paid order can be shipped.',
      paid: undefined,
      shipped: 'This order has already been shipped.',
      cancelled: 'A cancelled order can’t be shipped.',
      refunded: 'A refunded order can’t be shipped.',
    });
    expect(Object.fromEntries(statuses.map((status) => [status, refusal('cancel', status)]))).toEqual({
      unpaid: undefined,
      paid: 'This order is paid and can no longer be cancelled.',
      shipped: 'This order has been shipped and can no longer be cancelled.',
      cancelled: 'This order is already cancelled.',
      refunded: 'This order was refunded and can no longer be cancelled.',
    });
    expect(Object.fromEntries(statuses.map((status) => [status, refusal('refund', status)]))).toEqual({
      unpaid: 'Only a paid order can be refunded.',
      paid: undefined,
      shipped: undefined,
      cancelled: 'This order was cancelled before it was paid: there is nothing to refund.',
      refunded: 'This order has already been refunded.',
    });
  });

  it('when the stored status is unknown (a newer version wrote it), then every move is refused rather than allowed', () => {
    for (const move of ['pay', 'ship', 'cancel', 'refund'] as const) {
      expect(refusal(move, 'returned' as OrderStatus)).toBe('This order can’t do that now.');
    }
  });
});
