import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { limits } from '../../../lib/contract-limits';
import { fieldProps } from '../../../lib/form-field';
import type { ProductFormValues } from './product-form';

export interface PriceBreakFieldsProps {
  control: Control<ProductFormValues, unknown, unknown>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['priceBreaks'];
}

/** The product form's trade prices: a row per break (from a quantity, each costs), up to the contract's five. */
export function PriceBreakFields({ control, register, errors }: PriceBreakFieldsProps) {
  const rows = useFieldArray({ control, name: 'priceBreaks' });
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        Trade price breaks
      </Typography>
      {rows.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          None: every quantity costs the price.
        </Typography>
      )}
      {rows.fields.map((field, index) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={`Break ${index + 1}: from quantity`}
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: limits['PriceBreak.minQuantity'].minimum, step: 1 } }}
            {...fieldProps(register(`priceBreaks.${index}.minQuantity`), errors?.[index]?.minQuantity)}
          />
          <TextField
            label={`Break ${index + 1}: price each`}
            type="number"
            fullWidth
            slotProps={{ htmlInput: { min: 0.01, step: 0.01 }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
            {...fieldProps(register(`priceBreaks.${index}.price`), errors?.[index]?.price)}
          />
          <Button color="error" onClick={() => rows.remove(index)} sx={{ flexShrink: 0, mt: { sm: 1 } }} aria-label={`Remove break ${index + 1}`}>
            Remove
          </Button>
        </Stack>
      ))}
      {rows.fields.length < limits.PriceBreaks.maxItems && (
        <Button variant="outlined" size="small" onClick={() => rows.append({ minQuantity: '', price: '' })} sx={{ alignSelf: 'flex-start' }}>
          Add a price break
        </Button>
      )}
    </Stack>
  );
}
