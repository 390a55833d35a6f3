import { describe, expect, it } from 'vitest';
import { fulfilmentWords, SEED_TABLE_STATUS_WORDS, STATUS_WORDS, statusFilterWords, statusOf } from '../order-status';

const when = '2026-11-22T10:00:00.000Z';
const order = (status: 'unpaid' | 'paid' | 'shipped' | 'cancelled' | 'refunded', more: { refundedAt?: string; shippedAt?: string } = {}) => ({
  status,
  refundedAt: more.refundedAt ?? null,
  shippedAt: more.shippedAt ?? null,
});

describe('the words for where an order stands', () => {
  it('when a screen states a status, then every screen uses the same word, and the admin’s list alone keeps the seed’s UnPaid and Pending', () => {
    expect(STATUS_WORDS).toEqual({ unpaid: 'Unpaid', paid: 'Paid', shipped: 'Shipped', cancelled: 'Cancelled', refunded: 'Refunded' });
    expect(SEED_TABLE_STATUS_WORDS).toEqual({ ...STATUS_WORDS, unpaid: 'UnPaid', paid: 'Pending' });
  });

  it('when an order is paid, then beside it stands that it is not yet shipped; once shipped the status says so', () => {
    expect(fulfilmentWords(order('paid'))).toBe('Not yet shipped');
    expect(fulfilmentWords(order('shipped', { shippedAt: when }))).toBeNull();
    expect(fulfilmentWords(order('unpaid'))).toBeNull();
    expect(fulfilmentWords(order('cancelled'))).toBeNull();
  });

  it('when a refunded order had shipped, then beside Refunded stands Shipped', () => {
    expect(fulfilmentWords(order('refunded', { refundedAt: when, shippedAt: when }))).toBe('Shipped');
    expect(fulfilmentWords(order('refunded', { refundedAt: when }))).toBeNull();
  });

  it('when a cancelled order’s late payment went back, then it reads Refunded', () => {
    expect(statusOf(order('cancelled', { refundedAt: when }))).toBe('refunded');
    expect(statusOf(order('cancelled'))).toBe('cancelled');
  });

  it('when the admin filters by status, then each option is the same word, paid with what it implies', () => {
    expect(['unpaid', 'paid', 'shipped', 'cancelled', 'refunded'].map((status) => statusFilterWords(status as never))).toEqual([
      'Unpaid',
      'Paid, not yet shipped',
      'Shipped',
      'Cancelled',
      'Refunded',
    ]);
  });
});
