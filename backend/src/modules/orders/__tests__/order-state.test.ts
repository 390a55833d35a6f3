import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/api-types.js';
import { refusal } from '../order-state.js';

const statuses: OrderStatus[] = ['unpaid', 'paid', 'shipped', 'cancelled'];

describe('order states', () => {
  it('when a move starts from its own state, then nothing refuses it: unpaid → paid → shipped; unpaid → cancelled', () => {
    expect(refusal('pay', 'unpaid')).toBeUndefined();
    expect(refusal('ship', 'paid')).toBeUndefined();
    expect(refusal('cancel', 'unpaid')).toBeUndefined();
  });

  it('when a move starts from any other state, then it is refused with a message that says why', () => {
    expect(Object.fromEntries(statuses.map((status) => [status, refusal('pay', status)]))).toEqual({
      unpaid: undefined,
      paid: 'This order is already paid.',
      shipped: 'This order is already paid and shipped.',
      cancelled: 'This order was cancelled and can no longer be paid.',
    });
    expect(Object.fromEntries(statuses.map((status) => [status, refusal('ship', status)]))).toEqual({
      unpaid: 'Only a paid order can be shipped.',
      paid: undefined,
      shipped: 'This order has already been shipped.',
      cancelled: 'A cancelled order can’t be shipped.',
    });
    expect(Object.fromEntries(statuses.map((status) => [status, refusal('cancel', status)]))).toEqual({
      unpaid: undefined,
      paid: 'This order is paid and can no longer be cancelled.',
      shipped: 'This order has been shipped and can no longer be cancelled.',
      cancelled: 'This order is already cancelled.',
    });
  });

  it('when the stored status is unknown (a newer version wrote it), then every move is refused rather than allowed', () => {
    for (const move of ['pay', 'ship', 'cancel'] as const) {
      expect(refusal(move, 'refunded' as OrderStatus)).toBe('This order can’t do that now.');
    }
  });
});
