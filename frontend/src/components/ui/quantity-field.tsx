import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { setQuantity, type QuantityChange, type StockLimits } from '../../lib/quantity-rules';

/** How the quantity changed: typed (sent when the shopper says so) or stepped with − / + (at once). */
export type QuantityInput = 'typed' | 'stepped';

export interface QuantityFieldProps {
  /** The last quantity that held: − and + step from it when what is typed doesn't. */
  quantity: number;
  limits: StockLimits;
  onChange: (change: QuantityChange, how: QuantityInput) => void;
  label?: string;
  /** A refusal from elsewhere (the server's word), shown where the field's own would be. */
  problem?: string | null;
  disabled?: boolean;
}

// As tall as the small field between them (40 px), and wide enough for a thumb.
const stepButton = { minWidth: 44, height: 40, px: 0, fontSize: '1.25rem', lineHeight: 1 } as const;

/**
 * A quantity to type, with − and + beside it, held to [minimum, available]: a number outside
 * says why (the same words as everywhere the quantity is checked) and is not taken.
 */
export function QuantityField({ quantity, limits, onChange, label = 'Quantity', problem = null, disabled = false }: QuantityFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(quantity));
  const [refusal, setRefusal] = useState<string | null>(null);
  // The quantity changed from outside (the cart answered): the field shows it. Adjusted while
  // rendering rather than by remounting, which would take the focus off − or +.
  const [shown, setShown] = useState(quantity);
  if (quantity !== shown) {
    setShown(quantity);
    setText(String(quantity));
    setRefusal(null);
  }
  const message = refusal ?? problem;

  const apply = (next: string, how: QuantityInput) => {
    const change = setQuantity(Number(next.trim() || Number.NaN), limits);
    // A step past a bound leaves the number where it was and says why; what is typed stays as typed.
    if (how === 'typed' || !('refused' in change)) setText(next);
    setRefusal('refused' in change ? change.refused : null);
    onChange(change, how);
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" sx={stepButton} aria-label={`Decrease ${label.toLowerCase()}`} aria-controls={id} disabled={disabled} onClick={() => apply(String(quantity - 1), 'stepped')}>
          −
        </Button>
        <FormControl error={message !== null} disabled={disabled} size="small" sx={{ width: 96 }}>
          <InputLabel htmlFor={id}>{label}</InputLabel>
          <OutlinedInput
            id={id}
            label={label}
            value={text}
            onChange={(event) => apply(event.target.value, 'typed')}
            inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off', 'aria-describedby': `${id}-message` }}
          />
        </FormControl>
        <Button variant="outlined" sx={stepButton} aria-label={`Increase ${label.toLowerCase()}`} aria-controls={id} disabled={disabled} onClick={() => apply(String(quantity + 1), 'stepped')}>
          +
        </Button>
      </Stack>
      {/* Always there, so the field is described by its bounds until a number breaks them. */}
      <FormHelperText id={`${id}-message`} error={message !== null} role={message ? 'alert' : undefined} sx={{ m: 0 }}>
        {message ?? `${limits.minimum} to ${limits.available}`}
      </FormHelperText>
    </Stack>
  );
}
