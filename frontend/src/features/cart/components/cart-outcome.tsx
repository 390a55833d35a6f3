import Alert, { type AlertColor } from '@mui/material/Alert';
import { useSearchParams } from 'react-router';

// What became of a cart form the browser posted itself (before or without the page's code): the
// server answers it with a 303 to /cart?cart=<outcome> (backend cart.router.ts's cartFormReturn).
const OUTCOMES: Record<string, { severity: AlertColor; message: string }> = {
  added: { severity: 'success', message: 'Added to your cart.' },
  changed: { severity: 'success', message: 'Your cart is updated.' },
  'invalid-quantity': { severity: 'error', message: 'That quantity can’t be ordered: it must be at least the tool’s minimum order and no more than is in stock. Nothing was changed.' },
  'no-stock': { severity: 'error', message: 'There isn’t enough of that tool in stock (or your cart is full). Nothing was changed.' },
  gone: { severity: 'error', message: 'That tool is no longer sold. Nothing was changed.' },
  invalid: { severity: 'error', message: 'That request couldn’t be read. Nothing was changed; please try again.' },
  busy: { severity: 'warning', message: 'The shop is busy. Nothing was changed; please try again in a moment.' },
  failed: { severity: 'error', message: 'Something went wrong on our side. Nothing was changed; please try again.' },
};

/** The outcome of the cart form last posted, if the address carries one the shop knows. */
export function CartOutcome() {
  const [searchParams] = useSearchParams();
  const outcome = OUTCOMES[searchParams.get('cart') ?? ''];
  if (!outcome) return null;
  return (
    <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'} sx={{ mb: 3 }}>
      {outcome.message}
    </Alert>
  );
}
