import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { setQuantity, stepQuantity, type QuantityChange, type StockLimits } from '../../lib/quantity-rules';

/** How the quantity changed: typed (a cart saves it once the field is left) or stepped with − / + (at once). */
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
  /** The shopper left the field (a cart saves what was typed then). */
  onBlur?: () => void;
  /** The field's name in a form the browser may post itself (before or without the page's code). */
  name?: string;
}

// As tall as the small field between them (40 px), and wide enough for a thumb.
const stepButton = { minWidth: 44, height: 40, px: 0, fontSize: '1.25rem', lineHeight: 1 } as const;

/** The whole number the field shows, or null when it shows none. */
function shownNumber(text: string): number | null {
  const number = Number(text.trim() || Number.NaN);
  return Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * A quantity to type, with − and + beside it, held to [minimum, available]: a number outside
 * says why (the same words as everywhere the quantity is checked) and is not taken. − and + step
 * from the number shown (from the last one that held when none is) and always land within the
 * bounds, so every change the page hears of is what the field shows; each is disabled at its bound.
 */
export function QuantityField({ quantity, limits, onChange, label = 'Quantity', problem = null, disabled = false, onBlur, name }: QuantityFieldProps) {
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
    setText(next);
    setRefusal('refused' in change ? change.refused : null);
    onChange(change, how);
  };
  const field = useRef<HTMLInputElement>(null);
  const decrease = useRef<HTMLButtonElement>(null);
  const increase = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the step has been drawn (a button enabled by it is enabled only then).
  const focusNext = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    focusNext.current?.current?.focus();
    focusNext.current = null;
  });
  const from = shownNumber(text) ?? quantity;
  const down = stepQuantity(from, -1, limits);
  const up = stepQuantity(from, 1, limits);
  const step = (to: number | null, delta: 1 | -1) => {
    if (to === null) return;
    apply(String(to), 'stepped');
    // The button is disabled at the bound it just reached: the focus moves to the other one (a
    // phone's keyboard stays closed) rather than falling to the page.
    if (stepQuantity(to, delta, limits) !== null) return;
    const other = delta > 0 ? decrease : increase;
    focusNext.current = stepQuantity(to, delta > 0 ? -1 : 1, limits) === null ? field : other;
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" sx={stepButton} ref={decrease} aria-label={`Decrease ${label.toLowerCase()}`} aria-controls={id} disabled={disabled || down === null} onClick={() => step(down, -1)}>
          −
        </Button>
        <FormControl error={message !== null} disabled={disabled} size="small" sx={{ width: 96 }}>
          <InputLabel htmlFor={id}>{label}</InputLabel>
          <OutlinedInput
            id={id}
            label={label}
            value={text}
            onChange={(event) => apply(event.target.value, 'typed')}
            onBlur={onBlur}
            name={name}
            inputRef={field}
            inputProps={{ inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off', 'aria-describedby': `${id}-message` }}
          />
        </FormControl>
        <Button variant="outlined" sx={stepButton} ref={increase} aria-label={`Increase ${label.toLowerCase()}`} aria-controls={id} disabled={disabled || up === null} onClick={() => step(up, 1)}>
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
