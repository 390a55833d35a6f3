import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { decrease, increase, type QuantityChange, type StockLimits } from '../../../lib/quantity-rules';

interface QuantityControlProps {
  quantity: number;
  limits: StockLimits;
  onChange: (quantity: number) => void;
}

function AmountForm(props: { label: string; action: string; onSubmit: (amount: number) => void }) {
  const [amount, setAmount] = useState('1');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(Number(amount));
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} aria-label={props.label} sx={{ alignItems: 'center' }}>
      <TextField
        label={props.label}
        type="number"
        size="small"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        sx={{ maxWidth: 160 }}
      />
      <Button type="submit" variant="outlined">
        {props.action}
      </Button>
    </Stack>
  );
}

export function QuantityControl({ quantity, limits, onChange }: QuantityControlProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = (change: QuantityChange) => {
    if ('refused' in change) {
      setRefusal(change.refused);
    } else {
      setRefusal(null);
      onChange(change.quantity);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography aria-live="polite">
        Quantity: <strong>{quantity}</strong> (minimum {limits.minimum}, {limits.available} available)
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AmountForm label="Increase by" action="Increase" onSubmit={(amount) => apply(increase(quantity, amount, limits))} />
        <AmountForm label="Decrease by" action="Decrease" onSubmit={(amount) => apply(decrease(quantity, amount, limits))} />
      </Stack>
      {refusal && (
        <Alert severity="warning" role="alert">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
