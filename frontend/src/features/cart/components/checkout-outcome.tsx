import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import { problemMessage } from '../../../lib/problem';
import { DETAILS_HINTS, type DetailsField } from '../guest-details';

// What became of the address step the browser posted itself (before or without the page's code): the
// server answers it with a 303 to /checkout?checkout=<outcome> (backend cart.router.ts's
// checkoutDetailsFormReturn). Only the outcome travels: what was typed never does.
const OUTCOMES: Record<string, { severity: AlertColor; message: string }> = {
  saved: { severity: 'success', message: 'Your delivery details are saved.' },
  invalid: { severity: 'error', message: 'Those details couldn’t be read. Nothing was saved; please fill them in again.' },
  empty: { severity: 'warning', message: 'Your cart is empty, so there was nothing to save the details for.' },
  busy: { severity: 'warning', message: 'The shop is busy. Nothing was saved; please try again in a moment.' },
  failed: { severity: 'error', message: 'Something went wrong on our side. Nothing was saved; please try again.' },
};
const FIELDS_AT_FAULT = /^invalid-((?:email|address|phone)(?:-(?:email|address|phone))*)$/;

/** The outcome in the address: its message, and each field the server found at fault with what to put right. */
export function useCheckoutOutcome(): { severity: AlertColor; message: string; fields: Partial<Record<DetailsField, string>> } | null {
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('checkout') ?? '';
  const named = FIELDS_AT_FAULT.exec(outcome)?.[1];
  if (named) {
    const fields = Object.fromEntries(named.split('-').map((field) => [field, DETAILS_HINTS[field as DetailsField]]));
    return { severity: 'error', message: 'Some details need correcting (marked below). Nothing was saved; please fill them in again.', fields };
  }
  const known = OUTCOMES[outcome];
  return known ? { ...known, fields: {} } : null;
}

export function CheckoutOutcome({ outcome }: { outcome: ReturnType<typeof useCheckoutOutcome> }) {
  if (!outcome) return null;
  return (
    <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'}>
      {outcome.message}
    </Alert>
  );
}

/** The address step's submit (the browser posts it before the page's code is here), and what became of its save after. */
export function ContinueToPayment({ saving }: { saving: { isLoading: boolean; isSuccess: boolean; isError: boolean; error?: Parameters<typeof problemMessage>[0] } }) {
  return (
    <>
      <Box>
        <Button type="submit" variant="outlined" disabled={saving.isLoading}>
          Continue to payment
        </Button>
      </Box>
      {saving.isSuccess && (
        <Alert severity="success" role="status">
          Your delivery details are saved.
        </Alert>
      )}
      {saving.isError && <Alert severity="error">{problemMessage(saving.error)}</Alert>}
    </>
  );
}
