import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../types/api';
import { canMove, type OrderMove } from '../order-actions';

const allowed = (status: OrderStatus) => (['pay', 'cancel', 'ship'] as OrderMove[]).filter((move) => canMove({ status }, move));

describe('order actions', () => {
  it('when an order is unpaid, then it can be paid or cancelled, not shipped', () => {
    expect(allowed('unpaid')).toEqual(['pay', 'cancel']);
  });
  it('when an order is paid, then it can only be shipped', () => {
    expect(allowed('paid')).toEqual(['ship']);
  });
  it('when an order is shipped or cancelled, then nothing more can be done with it', () => {
    expect(allowed('shipped')).toEqual([]);
    expect(allowed('cancelled')).toEqual([]);
  });
});
