// Stripe Elements, for the `stripe` provider only: this module (and Stripe.js, which Stripe
// requires to be loaded from js.stripe.com) is fetched only when the payment screen needs it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import type { FormEvent } from 'react';
import { formatPrice } from '../../../lib/money';
import { CardError, type Payment } from '../use-pay-order';
import { ResultAlert } from '../../../components/ui/result-alert';

export interface StripeCardFormProps {
  publishableKey: string;
  price: string;
  payment: Payment;
  /** Pay was pressed, before the card is sent. */
  onPayPressed?: () => void;
  disabled?: boolean;
}

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
};

function CardPayment({ price, payment, onPayPressed, disabled = false }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPayPressed?.();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    void payment.pay(async (intent, order) => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card, billing_details: { name: order.payer.name, email: order.payer.email } },
      });
      if (error) throw new CardError(error.message ?? 'Your card couldn’t be charged.');
      return paymentIntent.id;
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Card payment">
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
        <CardElement options={{ style: { base: { fontSize: '16px', color: theme.palette.text.primary } } }} />
      </Box>
      {payment.error && (
        <ResultAlert severity="error" role="alert">
          {payment.error}
        </ResultAlert>
      )}
      <Button type="submit" variant="contained" size="large" loading={payment.busy} disabled={disabled || !stripe || payment.busy}>
        Pay {formatPrice(price)}
      </Button>
    </Stack>
  );
}

export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardPayment {...props} />
    </Elements>
  );
}
