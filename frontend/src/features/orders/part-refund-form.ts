// The part-refund form's values, their checks, and the request they become. Units and the amount are
// typed as text, so each field can say in words what is wrong with it.
import { dollarsToCents, formatCents } from '../../lib/money';
import { refundable, refundWorthCents } from '../../lib/refunds';
import { limits } from '../../lib/contract-limits';
import { z } from '../../lib/zod';
import type { Order, PartRefund } from '../../types/api';

const { 'OutsideRefund.note': Note } = limits;
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

export interface PartRefundValues {
  lines: Array<{ units: string; restock: boolean }>;
  shipping: boolean;
  amount: string;
  note: string;
}

/** Nothing chosen; each line's units back into stock if the order was never sent. */
export const emptyRefund = (order: Order): PartRefundValues => ({
  lines: order.lines.map(() => ({ units: '0', restock: order.status === 'paid' })),
  shipping: false,
  amount: '',
  note: '',
});

/** The request the values make: lines with units, the delivery, the amount when one was typed. */
export function toRequest(values: PartRefundValues, outsideShop: boolean): PartRefund {
  // Only whole units count: "1.5" typed on the way to "15" prices nothing until the form says why.
  const lines = values.lines.flatMap((line, index) => {
    const units = Number(line.units);
    return Number.isInteger(units) && units > 0 ? [{ line: index, quantity: units, restock: line.restock }] : [];
  });
  return {
    ...(lines.length > 0 ? { lines } : {}),
    ...(values.shipping ? { shipping: true } : {}),
    ...(values.amount.trim() ? { amount: formatCents(dollarsToCents(values.amount.trim())) } : {}),
    ...(outsideShop ? { outsideShop: true, note: values.note.trim() } : {}),
  };
}

/** What the values give back, in cents: the amount typed, or what the chosen tools and delivery cost. */
export function refundCents(order: Order, values: PartRefundValues): number {
  const amount = values.amount.trim();
  return amount && MONEY.test(amount) ? dollarsToCents(amount) : refundWorthCents(order, toRequest({ ...values, amount: '' }, false));
}

/** The form's checks against what is left of the order: units per line, money, a note where the money went back outside the shop. */
export function partRefundSchema(order: Order, outsideShop: boolean) {
  const left = refundable(order);
  return z
    .object({
      lines: z.array(z.object({ units: z.string(), restock: z.boolean() })),
      shipping: z.boolean(),
      amount: z.string(),
      note: z.string(),
    })
    .superRefine((values, context) => {
      values.lines.forEach((line, index) => {
        const units = line.units.trim() === '' ? 0 : Number(line.units);
        const most = left.units[index] ?? 0;
        if (!Number.isInteger(units) || units < 0) context.addIssue({ code: 'custom', path: ['lines', index, 'units'], message: 'Units are a whole number, 0 or more' });
        else if (units > most) context.addIssue({ code: 'custom', path: ['lines', index, 'units'], message: `At most ${most} left to refund` });
      });
      const amount = values.amount.trim();
      if (amount && !MONEY.test(amount)) context.addIssue({ code: 'custom', path: ['amount'], message: 'An amount like 12.50' });
      else if (amount && dollarsToCents(amount) > left.moneyCents) context.addIssue({ code: 'custom', path: ['amount'], message: `At most ${formatCents(left.moneyCents)} is left to refund` });
      else if (amount && dollarsToCents(amount) < 1) context.addIssue({ code: 'custom', path: ['amount'], message: 'At least 0.01' });
      const chosen = values.lines.some((line) => Number(line.units) > 0) || values.shipping || amount !== '';
      if (!chosen) context.addIssue({ code: 'custom', path: ['amount'], message: 'Choose tools, the delivery charge or an amount to refund' });
      else if (!amount && refundCents(order, values) > left.moneyCents) {
        context.addIssue({ code: 'custom', path: ['amount'], message: `These cost more than the ${formatCents(left.moneyCents)} left to refund: type the amount` });
      }
      if (outsideShop && !values.note.trim()) context.addIssue({ code: 'custom', path: ['note'], message: 'Say how the money went back, for the audit trail' });
      if (values.note.length > Note.maxLength) context.addIssue({ code: 'custom', path: ['note'], message: `The note can be at most ${Note.maxLength} characters` });
    });
}
