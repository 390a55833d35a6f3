// Stripe's Payment Element, for the `stripe` provider only: this module (and Stripe.js, which Stripe
// requires to be loaded from js.stripe.com) is fetched only when the payment screen needs it.
// The element is shown before any intent exists (Stripe's deferred intent: the amount and currency
// given here), because the checkout places the order only when Pay is pressed; the intent the server
// then creates for the stored order's total is confirmed with it. Cards only, as the server's
// intents are (stripe-provider.ts): a card's 3-D Secure check opens over the page, so the payment
// ends where it began and the page, not a return address, finishes it.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import type { FormEvent } from 'react';
import { dollarsToCents, formatPrice } from '../../../lib/money';
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onPayPressed?.();
    if (!stripe || !elements) return;
    // Stripe checks the element's own fields (and opens a wallet's sheet) before anything is placed
    // or charged; what it finds wrong it shows in the element itself.
    const { error: incomplete } = await elements.submit();
    if (incomplete) return;
    void payment.pay(async (intent, order) => {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret: intent.clientSecret,
        redirect: 'if_required',
        confirmParams: { payment_method_data: { billing_details: { name: order.payer.name, email: order.payer.email } } },
      });
      if (error) throw new CardError(error.message ?? 'Your card couldn’t be charged.');
      return paymentIntent.id;
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} aria-label="Card payment">
      <PaymentElement options={{ layout: 'tabs' }} />
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
  const theme = useTheme();
  const options = {
    mode: 'payment',
    amount: dollarsToCents(props.price),
    currency: 'usd',
    paymentMethodTypes: ['card'],
    appearance: { variables: { colorPrimary: theme.palette.primary.main, colorText: theme.palette.text.primary, fontSizeBase: '16px' } },
  } as const;
  return (
    <Elements stripe={stripeFor(publishableKey)} options={options}>
      <CardPayment {...props} />
    </Elements>
  );
}
