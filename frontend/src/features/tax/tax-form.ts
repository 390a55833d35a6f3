// The tax settings as the owner edits them: the rates as text, checked as the contract checks them.
import { limits } from '../../lib/contract-limits';
import { z } from '../../lib/zod';
import type { TaxSettings } from '../../types/api';

const rate = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .regex(new RegExp(limits.TaxRate.pattern), `${label}: a percent from 0 to 100, with at most 2 decimals, such as 20 or 17.5`);

export const taxFormSchema = z.object({
  pricesIncludeTax: z.enum(['yes', 'no']),
  standardRate: rate('Standard rate'),
  reducedRate: rate('Reduced rate'),
  exportsWithoutTax: z.boolean(),
});

export type TaxForm = z.input<typeof taxFormSchema>;

export const toForm = (settings: TaxSettings): TaxForm => ({
  pricesIncludeTax: settings.pricesIncludeTax ? 'yes' : 'no',
  standardRate: settings.standardRate,
  reducedRate: settings.reducedRate,
  exportsWithoutTax: settings.exportsWithoutTax,
});

export const toSettings = (form: z.output<typeof taxFormSchema>): TaxSettings => ({
  pricesIncludeTax: form.pricesIncludeTax === 'yes',
  standardRate: form.standardRate,
  reducedRate: form.reducedRate,
  exportsWithoutTax: form.exportsWithoutTax,
});
