import { describe, expect, it } from 'vitest';
import { evaluateCard } from '../test-card-network.js';

const now = new Date('2026-11-15T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => ({ number, expiry, cvc });
const codeOf = (number: string, expiry?: string, cvc?: string, at = now) => evaluateCard(card(number, expiry, cvc), at)?.code;

describe('the simulated card network', () => {
  it('when a Stripe success card is used, then it is approved, with spaces or dashes or none', () => {
    for (const number of ['4242 4242 4242 4242', '4242-4242-4242-4242', '4242424242424242', '5555 5555 5555 4444', '6011111111111117']) {
      expect(evaluateCard(card(number), now)).toBeUndefined();
    }
    expect(evaluateCard(card('3782 822463 10005', '12/30', '1234'), now)).toBeUndefined();
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', 'Your card’s security code is incorrect.'],
    ['4000 0000 0000 0119', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
  ])('when the test card %s is used, then it fails with %s', (number, code, message) => {
    expect(evaluateCard(card(number), now)).toEqual({ code, message });
  });

  it('when a Luhn-valid number is not one of the test cards, then it is declined with a hint', () => {
    const decline = evaluateCard(card('4111 1111 1111 1111'), now);
    expect(decline?.code).toBe('card_declined');
    expect(decline?.message).toMatch(/4242 4242 4242 4242/);
  });
});

describe('the Luhn check', () => {
  it('when any single digit of a good number changes, then the number is invalid', () => {
    const digits = '4242424242424242';
    for (let i = 0; i < digits.length; i += 1) {
      const changed = `${digits.slice(0, i)}${(Number(digits[i]) + 1) % 10}${digits.slice(i + 1)}`;
      expect(evaluateCard(card(changed), now)).toEqual({ code: 'invalid_number', message: 'Your card number is invalid.' });
    }
  });

  it('when two neighbouring digits are swapped, then the Luhn check catches it', () => {
    expect(codeOf('4000 0000 0000 0020')).toBe('invalid_number');
    expect(codeOf('2424 2424 2424 2424')).toBe('invalid_number');
  });

  it('when the number is too short, too long, empty or has letters, then it is invalid', () => {
    for (const number of ['', '4242', '42424242424', '4242 4242 4242 4242 4242', '4242 4242 4242 424a', '4242_4242_4242_4242']) {
      expect(codeOf(number)).toBe('invalid_number');
    }
  });

  it('when the number is wrong, then that is reported before the expiry or the CVC', () => {
    expect(codeOf('4242 4242 4242 4241', '01/20', 'x')).toBe('invalid_number');
  });
});

describe('the expiry date', () => {
  it('when the card expires this month, then it is still good until the month ends (UTC)', () => {
    expect(codeOf('4242424242424242', '11/26')).toBeUndefined();
    expect(codeOf('4242424242424242', '11/2026')).toBeUndefined();
    expect(codeOf('4242424242424242', '11/26', '123', new Date('2026-11-30T23:59:59.999Z'))).toBeUndefined();
    expect(codeOf('4242424242424242', '11/26', '123', new Date('2026-12-01T00:00:00.000Z'))).toBe('invalid_expiry_year');
  });

  it('when the card expired last month or earlier, then "expiration date is in the past"', () => {
    expect(evaluateCard(card('4242424242424242', '10/26'), now)).toEqual({
      code: 'invalid_expiry_year',
      message: 'Your card’s expiration date is in the past.',
    });
    expect(codeOf('4242424242424242', '12/25')).toBe('invalid_expiry_year');
    expect(codeOf('4242424242424242', '01/2020')).toBe('invalid_expiry_year');
  });

  it('when the expiry is written MM/YY, MM / YY or MM/YYYY, then each is read', () => {
    for (const expiry of ['12/30', '12 / 30', ' 12/30 ', '12/2030', '01/27']) {
      expect(codeOf('4242424242424242', expiry)).toBeUndefined();
    }
  });

  it('when the month is out of range or the date is not MM/YY, then "expiration date is invalid"', () => {
    for (const expiry of ['00/30', '13/30', '1/30', '12/3', '1230', '12-30', '', 'ab/cd', '12/123']) {
      expect(evaluateCard(card('4242424242424242', expiry), now)).toEqual({
        code: 'invalid_expiry_month',
        message: 'Your card’s expiration date is invalid.',
      });
    }
  });
});

describe('the CVC', () => {
  it('when a Visa CVC is not exactly 3 digits, then "security code is invalid"', () => {
    for (const cvc of ['', '12', '1234', '12a', 'abc']) {
      expect(evaluateCard(card('4242424242424242', '12/30', cvc), now)).toEqual({
        code: 'invalid_cvc',
        message: 'Your card’s security code is invalid.',
      });
    }
  });

  it('when the card is American Express, then the CVC has 4 digits', () => {
    expect(codeOf('378282246310005', '12/30', '1234')).toBeUndefined();
    expect(codeOf('378282246310005', '12/30', '123')).toBe('invalid_cvc');
  });

  it('when the decline card has a malformed CVC, then the CVC is reported first, as the network checks the form before the bank', () => {
    expect(codeOf('4000000000000002', '12/30', '12')).toBe('invalid_cvc');
    expect(codeOf('4000000000000002', '01/20', '123')).toBe('invalid_expiry_year');
  });
});
