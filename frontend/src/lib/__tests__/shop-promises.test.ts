import { describe, expect, it } from 'vitest';
import { holdTime, replyTime, shippingThreshold } from '../shop-promises';

describe('the shop’s promises in words', () => {
  it('when a setting is a number, then the page says it as a shopper reads it', () => {
    expect(replyTime(1)).toBe('one working day');
    expect(replyTime(2)).toBe('two working days');
    expect(replyTime(10)).toBe('10 working days');
    expect(holdTime(1440)).toBe('24 hours');
    expect(holdTime(30)).toBe('30 minutes');
    expect(holdTime(60)).toBe('1 hour');
    expect(holdTime(2880)).toBe('2 days');
    expect(shippingThreshold(1000)).toBe('$1000');
    expect(shippingThreshold(99.5)).toBe('$99.50');
  });
});
