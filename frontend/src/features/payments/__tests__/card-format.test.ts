import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from '../card-format';

describe('the card fields as they are typed', () => {
  it('when a card number is typed or pasted, then it reads in groups of four, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });
  it('when an expiry is typed, then "1234" becomes "12/34", and a month’s single digit from 2 gets its 0', () => {
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/3')).toBe('12/3');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('04/')).toBe('04');
    expect(formatExpiry('12/345')).toBe('12/34');
  });
  it('when a CVC is typed, then only its first four digits stay', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('12345')).toBe('1234');
  });
});
