import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { setQuantity, type StockLimits } from '../../../lib/quantity-rules';

export interface LineQuantityFormProps {
  name: string;
  quantity: number;
  limits: StockLimits;
  /** Resolves to null once the cart holds the new quantity, else why not (the server's word). */
  onSubmit: (quantity: number) => Promise<string | null>;
  busy: boolean;
}

/** A line's quantity: checked against [minimum, available] here first, then by the server. */
export function LineQuantityForm({ name, quantity, limits, onSubmit, busy }: LineQuantityFormProps) {
  const id = useId();
  const [value, setValue] = useState(String(quantity));
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change = setQuantity(Number(value), limits);
    if ('refused' in change) return setRefusal(change.refused);
    setRefusal(await onSubmit(change.quantity));
  };

  return (
    <Stack spacing={0.5}>
    <Stack component="form" direction="row" spacing={1} onSubmit={(event) => void submit(event)} noValidate aria-label={`Quantity of ${name}`} sx={{ alignItems: 'flex-start' }}>
      <FormControl size="small" error={refusal !== null} sx={{ width: 120 }}>
        <InputLabel htmlFor={id}>Quantity</InputLabel>
        <OutlinedInput
          id={id}
          label="Quantity"
          type="number"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputProps={{ min: limits.minimum, max: limits.available, step: 1, inputMode: 'numeric', 'aria-describedby': refusal ? `${id}-refusal` : undefined }}
        />
      </FormControl>
      <Button type="submit" variant="outlined" disabled={busy || String(quantity) === value.trim()} sx={{ mt: '2px' }}>
        Update
      </Button>
    </Stack>
      {refusal && (
        <FormHelperText id={`${id}-refusal`} error role="alert" sx={{ m: 0 }}>
          {refusal}
        </FormHelperText>
      )}
    </Stack>
  );
}
