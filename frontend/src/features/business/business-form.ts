// The business's legal details as the owner edits them: every field text, an empty one meaning the
// shop doesn't say it. `toDetails` makes the contract's shape, nulls for what was left empty.
import { limits } from '../../lib/contract-limits';
import { PHONE_HINT } from '../../lib/phone';
import { optionalVatNumber } from '../../lib/vat-number';
import { z } from '../../lib/zod';
import type { BusinessDetails } from '../../types/api';

// Spaces alone count as empty: the shop doesn't say it.
const optional = <T extends z.ZodType<string, string>>(field: T) => z.string().trim().pipe(z.union([z.literal(''), field]));

export const businessFormSchema = z.object({
  legalName: z.string().trim().min(1, 'The business’s registered name').max(120, 'At most 120 characters'),
  address: z.string().trim().max(300, 'At most 300 characters'),
  email: optional(z.string().trim().pipe(z.email('An email address, such as hello@example.com'))),
  phone: optional(z.string().trim().regex(new RegExp(limits.Phone.pattern), PHONE_HINT)),
  vatNumber: optionalVatNumber,
  companyNumber: optional(z.string().trim().regex(/^[0-9A-Za-z][0-9A-Za-z /-]{0,39}$/, 'Letters, digits, spaces, hyphens or slashes, such as 01234567')),
});

export type BusinessForm = z.input<typeof businessFormSchema>;

export const toForm = (details: BusinessDetails): BusinessForm => ({
  legalName: details.legalName,
  address: details.address ?? '',
  email: details.email ?? '',
  phone: details.phone ?? '',
  vatNumber: details.vatNumber ?? '',
  companyNumber: details.companyNumber ?? '',
});

export function toDetails(form: z.output<typeof businessFormSchema>): BusinessDetails {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    legalName: form.legalName,
    address: orNull(form.address),
    email: orNull(form.email),
    phone: orNull(form.phone),
    vatNumber: orNull(form.vatNumber),
    companyNumber: orNull(form.companyNumber),
  };
}
