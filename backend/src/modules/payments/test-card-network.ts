// Stripe's published test cards, and the checks a card network makes before them. Messages follow
// Stripe's own wording, so the browser shows the same text with either provider.
import type { TestCardPayment } from '../../shared/api-types.js';

export interface CardDecline {
  code: string;
  message: string;
}

const declines: Record<string, CardDecline> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: 'Your card’s security code is incorrect.' },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

const approved = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
]);

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryProblem(expiry: string, now: Date): CardDecline | undefined {
  const match = expiry.trim().match(/^(\d{2})\s*\/\s*(\d{2}|\d{4})$/);
  const month = Number(match?.[1]);
  if (!match?.[2] || month < 1 || month > 12) {
    return { code: 'invalid_expiry_month', message: 'Your card’s expiration date is invalid.' };
  }
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) {
    return { code: 'invalid_expiry_year', message: 'Your card’s expiration date is in the past.' };
  }
  return undefined;
}

/** Undefined when the card is approved; otherwise why it was refused. */
export function evaluateCard(card: TestCardPayment['card'], now = new Date()): CardDecline | undefined {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { code: 'invalid_number', message: 'Your card number is invalid.' };
  }
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return expiry;
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return { code: 'invalid_cvc', message: 'Your card’s security code is invalid.' };
  }
  const decline = declines[digits];
  if (decline) return decline;
  if (approved.has(digits)) return undefined;
  return { code: 'card_declined', message: 'Your card was declined. This shop takes test cards only, such as 4242 4242 4242 4242.' };
}
