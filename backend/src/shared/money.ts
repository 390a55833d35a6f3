// Money is integer cents everywhere inside the shop; dollars appear only at the contract's edge.
import { badRequest } from './problem.js';

/**
 * The largest order total the shop accepts: the contract's ceiling for a payment amount
 * (`PaymentIntent.amount`), so that every order that can be placed can also be paid.
 */
export const MAX_ORDER_CENTS = 100_000_000_000;

export function dollarsToCents(dollars: number): number {
  // NaN and Infinity would otherwise slip through the tolerance check below (NaN > x is false).
  if (!Number.isFinite(dollars)) throw badRequest('A price must be a number.');
  const cents = Math.round(dollars * 100);
  // The tolerance absorbs binary noise (1.005 + 0.005), but must not round a price of 1e-9 to a free product.
  if (Math.abs(dollars * 100 - cents) > 1e-6 || (cents === 0 && dollars !== 0)) {
    throw badRequest('A price can have at most 2 decimals.');
  }
  return cents;
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The contract's 2-decimal string, e.g. 29988 → "299.88", -5 → "-0.05". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const rest = String(magnitude % 100).padStart(2, '0');
  return `${sign}${Math.trunc(magnitude / 100)}.${rest}`;
}

export function multiplyCents(unitCents: number, quantity: number): number {
  if (!Number.isSafeInteger(unitCents) || unitCents < 0 || !Number.isSafeInteger(quantity) || quantity < 0) {
    throw new Error(`can't multiply ${unitCents} cents by ${quantity}`);
  }
  const total = unitCents * quantity;
  if (!Number.isSafeInteger(total) || total > MAX_ORDER_CENTS) throw badRequest('That order is too large.');
  return total;
}
