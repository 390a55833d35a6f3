import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { QuantityField, type QuantityInput } from '../../../components/ui/quantity-field';
import type { QuantityChange, StockLimits } from '../../../lib/quantity-rules';

export interface LineQuantityFormProps {
  name: string;
  quantity: number;
  limits: StockLimits;
  /** Resolves to null once the cart holds the new quantity, else why not (the server's word). */
  onSubmit: (quantity: number) => Promise<string | null>;
  busy: boolean;
}

/**
 * A line's quantity: − and + change the cart at once; a typed number once the shopper presses
 * Update (or Enter). Checked against [minimum, available] here first, then by the server.
 */
export function LineQuantityForm({ name, quantity, limits, onSubmit, busy }: LineQuantityFormProps) {
  const [wanted, setWanted] = useState<number | null>(quantity);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (next: number) => setRefusal(await onSubmit(next));

  const onChange = (change: QuantityChange, how: QuantityInput) => {
    setRefusal(null);
    const next = 'refused' in change ? null : change.quantity;
    setWanted(next);
    if (how === 'stepped' && next !== null && next !== quantity) void send(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wanted !== null && wanted !== quantity) void send(wanted);
  };

  return (
    <Stack component="form" direction="row" spacing={1} useFlexGap onSubmit={submit} noValidate aria-label={`Quantity of ${name}`} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <QuantityField quantity={quantity} limits={limits} onChange={onChange} problem={refusal} />
      <Button type="submit" variant="outlined" sx={{ height: 40 }} disabled={busy || wanted === null || wanted === quantity}>
        Update
      </Button>
    </Stack>
  );
}
