import { limits } from '../../../lib/contract-limits';
import { z } from '../../../lib/zod';

const { 'StockAdjustmentInput.change': Change, 'StockAdjustmentInput.note': Note, Stock } = limits;
const thousands = (n: number) => n.toLocaleString('en-US');

export type AdjustMode = 'change' | 'set';

export interface AdjustFormValues {
  mode: AdjustMode;
  amount: string;
  note: string;
}

/**
 * The adjustment form's rules for a tool with `available` units. "Set to" is sent as the change from
 * the stock the admin sees; the server still refuses anything that would take it below zero.
 */
export function adjustmentSchema(available: number) {
  return z
    .object({
      mode: z.enum(['change', 'set']),
      amount: z.string().trim().min(1, 'Enter a number of units'),
      note: z.string().trim().min(1, 'Say why the stock changes').max(Note.maxLength, `The reason can be at most ${Note.maxLength} characters`),
    })
    .transform((values, ctx) => {
      const issue = (message: string) => {
        ctx.addIssue({ code: 'custom', path: ['amount'], message });
        return z.NEVER;
      };
      const pattern = values.mode === 'change' ? /^[+-]?\d+$/ : /^\d+$/;
      if (!pattern.test(values.amount)) return issue(values.mode === 'change' ? 'Enter a whole number, like 5 or -2' : 'Enter a whole number of units, like 40');
      const amount = Number(values.amount);
      if (values.mode === 'set' && amount > Stock.maximum) return issue(`Stock can be at most ${thousands(Stock.maximum)}`);
      const change = values.mode === 'change' ? amount : amount - available;
      if (change === 0) return issue(values.mode === 'change' ? 'A change of 0 changes nothing' : `The stock is already ${available}`);
      if (change < Change.minimum || change > Change.maximum) return issue(`A change can be at most ${thousands(Change.maximum)} units either way`);
      if (available + change < 0) return issue(`Only ${available} in stock: it can’t go below zero`);
      return { change, note: values.note };
    });
}
