import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from '../../../lib/zod';
import { fieldProps } from '../../../lib/form-field';
import { formatPrice } from '../../../lib/money';
import { formatCardNumber, formatCvc, formatExpiry } from '../card-format';
import type { Payer, Payment } from '../use-pay-order';
import { ResultAlert } from '../../../components/ui/result-alert';

// Only the card's shape is checked here; the (simulated) card network decides the rest and
// words its own refusals, as Stripe would.
const schema = z.object({
  number: z
    .string()
    .trim()
    .min(1, 'Enter your card number')
    .regex(/^[0-9][0-9 ]{10,21}[0-9]$/, 'A card number has 12 to 19 digits'),
  expiry: z
    .string()
    .trim()
    .min(1, 'Enter the expiry date')
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?[0-9]{2}$/, 'Write the expiry as MM/YY, like 12/30'),
  cvc: z
    .string()
    .trim()
    .min(1, 'Enter the CVC')
    .regex(/^[0-9]{3,4}$/, 'The CVC is the 3 or 4 digits on the back of the card'),
});
type Card = z.infer<typeof schema>;

export interface TestCardFormProps {
  price: string;
  /** Who pays, shown above Pay when the page doesn't say it already (the card is billed to the order's payer). */
  user?: Payer;
  payment: Payment;
  /** Pay was pressed, before the card's fields are checked. */
  onPayPressed?: () => void;
  disabled?: boolean;
}

/** A field's registration whose value is reshaped as it is typed, before the form reads it. */
function shaped(registration: UseFormRegisterReturn, format: (value: string) => string): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = format(input.value);
      return registration.onChange(event);
    },
  };
}

// Digits only, so phones show the number pad.
const numeric = { htmlInput: { inputMode: 'numeric' } } as const;

/** The `test` provider's card form: Stripe's published test cards decide the outcome. */
export function TestCardForm({ price, user, payment, onPayPressed, disabled = false }: TestCardFormProps) {
  const { register, handleSubmit, formState } = useForm<Card>({ resolver: zodResolver(schema), defaultValues: { number: '', expiry: '', cvc: '' } });

  const checkAndPay = handleSubmit((card) =>
    payment.pay(async (intent, order) => {
      const result = await payment.confirmTestPayment(order, {
        clientSecret: intent.clientSecret,
        card: { number: card.number, expiry: card.expiry.replaceAll(' ', ''), cvc: card.cvc },
        billingDetails: { name: order.payer.name, email: order.payer.email },
      });
      return result.paymentIntentId;
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    onPayPressed?.();
    return checkAndPay(event);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Card payment">
      <Typography variant="body2" color="text.secondary">
        This shop runs on test payments: pay with 4242 4242 4242 4242, any future expiry date and any CVC.
      </Typography>
      <TextField label="Card number" autoComplete="cc-number" slotProps={numeric} {...fieldProps(shaped(register('number'), formatCardNumber), formState.errors.number)} />
      <Grid container spacing={2}>
        <Grid size={6}>
          <TextField fullWidth label="Expiry (MM/YY)" autoComplete="cc-exp" slotProps={numeric} {...fieldProps(shaped(register('expiry'), formatExpiry), formState.errors.expiry)} />
        </Grid>
        <Grid size={6}>
          <TextField fullWidth label="CVC" autoComplete="cc-csc" slotProps={numeric} {...fieldProps(shaped(register('cvc'), formatCvc), formState.errors.cvc)} />
        </Grid>
      </Grid>
      {user && (
        <>
          <TextField label="Name on the card" value={user.name} slotProps={{ input: { readOnly: true } }} />
          <TextField label="Billing email" value={user.email} slotProps={{ input: { readOnly: true } }} />
        </>
      )}
      {payment.error && (
        <ResultAlert severity="error" role="alert">
          {payment.error}
        </ResultAlert>
      )}
      <Button type="submit" variant="contained" size="large" loading={payment.busy} disabled={disabled || payment.busy}>
        Pay {formatPrice(price)}
      </Button>
    </Stack>
  );
}
