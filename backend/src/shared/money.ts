// Money is integer cents everywhere inside the shop; dollars appear only at the contract's edge.
import { badRequest } from './problem.js';

export function dollarsToCents(dollars: number): number {
  const cents = Math.round(dollars * 100);
  if (Math.abs(dollars * 100 - cents) > 1e-6) {
    throw badRequest('A price can have at most 2 decimals.');
  }
  return cents;
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** The contract's 2-decimal string, e.g. 29988 → "299.88". */
export function formatCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${whole}.${rest}`;
}

export function multiplyCents(unitCents: number, quantity: number): number {
  const total = unitCents * quantity;
  if (!Number.isSafeInteger(total)) throw badRequest('That order is too large.');
  return total;
}
