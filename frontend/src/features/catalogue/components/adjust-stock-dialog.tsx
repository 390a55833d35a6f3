import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldProps } from '../../../lib/form-field';
import { problemMessage } from '../../../lib/problem';
import type { Product, StockAdjustment, StockAdjustmentInput } from '../../../types/api';
import { useAdjustStockMutation } from '../api/stock-api';
import { adjustmentSchema, type AdjustFormValues } from './stock-adjustment-schema';

export interface AdjustStockDialogProps {
  product: Product;
  onClose: () => void;
  onAdjusted: (adjustment: StockAdjustment) => void;
}

/** Adds or removes units of a tool, or sets its count, always with the reason the history keeps. */
export function AdjustStockDialog({ product, onClose, onAdjusted }: AdjustStockDialogProps) {
  const [adjustStock, { error, isLoading }] = useAdjustStockMutation();
  const formId = useId();
  const titleId = useId();
  const { control, register, handleSubmit, watch, formState } = useForm<AdjustFormValues, unknown, StockAdjustmentInput>({
    resolver: zodResolver(adjustmentSchema(product.available)),
    defaultValues: { mode: 'change', amount: '', note: '' },
  });
  const { errors } = formState;
  const mode = watch('mode');

  const submit = handleSubmit(async (adjustment) => {
    const result = await adjustStock({ id: product._id, adjustment });
    if ('data' in result && result.data) onAdjusted(result.data);
  });

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Adjust stock of {product.name}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} aria-label={`Adjust stock of ${product.name}`} spacing={2} onSubmit={submit} noValidate>
          <Typography>
            In stock now: <strong>{product.available}</strong>
          </Typography>
          <Controller
            name="mode"
            control={control}
            render={({ field }) => (
              <RadioGroup {...field} row aria-label="How to adjust">
                <FormControlLabel value="change" control={<Radio />} label="Change by" />
                <FormControlLabel value="set" control={<Radio />} label="Set to" />
              </RadioGroup>
            )}
          />
          <TextField
            label={mode === 'change' ? 'Units to add (negative removes)' : 'New stock'}
            inputMode="numeric"
            autoFocus
            {...fieldProps(register('amount'), errors.amount)}
          />
          <TextField label="Reason" placeholder="A stock count, damage, a delivery" multiline minRows={2} {...fieldProps(register('note'), errors.note)} />
          {error && (
            <Alert severity="error" role="alert">
              {problemMessage(error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isLoading}>
          Adjust stock
        </Button>
      </DialogActions>
    </Dialog>
  );
}
