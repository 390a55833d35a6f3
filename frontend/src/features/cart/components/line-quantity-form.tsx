import Box from '@mui/material/Box';
import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import { QuantityField, type QuantityInput } from '../../../components/ui/quantity-field';
import { visitorCartLineAction } from '../../../lib/cart/visitor-cart-forms';
import type { QuantityChange, StockLimits } from '../../../lib/quantity-rules';

export interface LineQuantityFormProps {
  productId: string;
  name: string;
  quantity: number;
  limits: StockLimits;
  /** Resolves to null once the cart holds the new quantity, else why not (the server's word). */
  onSubmit: (quantity: number) => Promise<string | null>;
}

/**
 * A line's quantity, saved on change: − and + at once, a typed number when the shopper leaves the
 * field (or presses Enter), so there is no Update button to find. Checked against [minimum,
 * available] here first, then by the server. Without the page's code it is a plain form posted to
 * the visitor's cart, with an Update button inside <noscript> (React never renders it in a browser).
 */
export function LineQuantityForm({ productId, name, quantity, limits, onSubmit }: LineQuantityFormProps) {
  const [wanted, setWanted] = useState<number | null>(quantity);
  const [refusal, setRefusal] = useState<string | null>(null);
  // What is on its way, so leaving the field after a step doesn't send the same quantity again.
  const sending = useRef<number | null>(null);

  const save = async (next: number | null) => {
    if (next === null || next === quantity || next === sending.current) return;
    sending.current = next;
    const refused = await onSubmit(next);
    sending.current = null;
    setRefusal(refused);
    // Refused by the server: leaving the field again doesn't ask again; a new number or a step does.
    if (refused) setWanted(null);
  };

  const onChange = (change: QuantityChange, how: QuantityInput) => {
    setRefusal(null);
    const next = 'refused' in change ? null : change.quantity;
    setWanted(next);
    if (how === 'stepped') void save(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(wanted);
  };

  return (
    <Box component="form" method="post" action={visitorCartLineAction(productId)} onSubmit={submit} noValidate aria-label={`Quantity of ${name}`}>
      <QuantityField name="quantity" quantity={quantity} limits={limits} onChange={onChange} problem={refusal} onBlur={() => void save(wanted)} />
      <noscript>
        <Button type="submit" variant="outlined" size="small" sx={{ mt: 1 }} aria-label={`Update the quantity of ${name}`}>
          Update
        </Button>
      </noscript>
    </Box>
  );
}
