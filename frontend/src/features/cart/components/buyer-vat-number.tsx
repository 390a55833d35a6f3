import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { optionalVatNumber } from '../../../lib/vat-number';
import { z } from '../../../lib/zod';

const buyerVatSchema = z.object({ vatNumber: optionalVatNumber });
type BuyerVat = z.input<typeof buyerVatSchema>;

/**
 * A business buyer's VAT number, for the invoice (it changes no price: docs/tax.md). Sent with the
 * order by Pay, so it is asked for where Pay is, once the page's code is here.
 */
export function useBuyerVatNumber() {
  const form = useForm<BuyerVat, unknown, z.output<typeof buyerVatSchema>>({ resolver: zodResolver(buyerVatSchema), defaultValues: { vatNumber: '' } });
  return {
    form,
    /** The number to send (undefined when none was given), or null when what was typed is no VAT number: its error then shows, focused. */
    async checked(): Promise<string | undefined | null> {
      if (!(await form.trigger())) {
        form.setFocus('vatNumber');
        return null;
      }
      return buyerVatSchema.parse(form.getValues()).vatNumber || undefined;
    },
  };
}

export function BuyerVatNumber({ form }: { form: UseFormReturn<BuyerVat, unknown, z.output<typeof buyerVatSchema>> }) {
  const error = form.formState.errors.vatNumber?.message;
  return (
    <TextField
      label="VAT number (businesses, optional)"
      autoComplete="off"
      {...form.register('vatNumber')}
      error={Boolean(error)}
      helperText={error ?? 'Printed on your invoice. It changes no price.'}
    />
  );
}
