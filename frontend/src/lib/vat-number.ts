// A VAT number as the contract writes it (`VatNumber`): typed as the certificate shows it
// ("gb 123 456 789"), sent without spaces, in capitals. The business's own, and a business buyer's.
import { limits } from './contract-limits';
import { z } from './zod';

export const VAT_NUMBER_HINT = 'The country’s two letters, then the number, such as GB123456789';

/** Empty (spaces alone count as empty) or a VAT number, sent as the contract writes it. */
export const optionalVatNumber = z
  .string()
  .trim()
  .pipe(
    z.union([
      z.literal(''),
      z
        .string()
        .transform((text) => text.replace(/\s+/g, '').toUpperCase())
        .pipe(z.string().regex(new RegExp(limits.VatNumber.pattern), VAT_NUMBER_HINT)),
    ]),
  );
