import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { useCart } from '../../../lib/cart/use-cart';
import { rememberCheckout, rememberedCheckout } from '../../../lib/checkout-memory';
import { fieldProps } from '../../../lib/form-field';
import { guestOrderPath } from '../../../lib/guest-order-link';
import { problemMessage } from '../../../lib/problem';
import { useDeliveryForm } from '../../../lib/profile/use-delivery-form';
import { useSetVisitorCartLineMutation } from '../../../lib/cart/cart-api';
import type { AuthOrigin } from '../../../lib/session/require-auth';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import { z } from '../../../lib/zod';
import { useCheckoutMutation, useGuestCheckoutMutation } from '../api/checkout-api';
import { CheckoutProblem } from './checkout-problem';
import { OrderLines } from './order-lines';
import { SavedAddressPicker, SaveToAddressBook, useCheckoutAddressBook } from './saved-address-picker';

const guestSchema = z.object({ email: z.string().trim().min(1, 'Enter your email address').pipe(z.email('Enter a valid email address')) });
type Guest = z.infer<typeof guestSchema>;

const backHere: AuthOrigin = { from: { pathname: '/checkout', search: '', hash: '' } };

/**
 * `/checkout`: the whole cart as one order: where it goes (the profile's address and phone to start
 * with), then straight to paying its total. A visitor orders as a guest, with an email, and goes on
 * to the order's private link to pay; or signs in first.
 */
export function CheckoutPage() {
  const user = useAppSelector(selectUser);
  const { cart, loading, updating, error, retry } = useCart();
  // Retry goes with its error: once the cart has settled, focus goes to the heading.
  const { target: heading, retry: retryFocus } = useRetryFocus<HTMLHeadingElement>(!loading && !updating);
  const [accountCheckout, accountState] = useCheckoutMutation();
  const [guestCheckout, guestState] = useGuestCheckoutMutation();
  const checkoutState = user ? accountState : guestState;
  const navigate = useNavigate();
  const [setVisitorLine] = useSetVisitorCartLineMutation();
  // What this tab typed here before, read once: it fills the forms ahead of the profile's.
  const [typedBefore] = useState(rememberedCheckout);
  const deliveryForm = useDeliveryForm(typedBefore);
  const { register, handleSubmit, formState, filled, control } = deliveryForm;
  const addressBook = useCheckoutAddressBook();
  const guest = useForm<Guest>({ resolver: zodResolver(guestSchema), defaultValues: { email: typedBefore.email ?? '' } });
  const [address, phone] = useWatch({ control, name: ['address', 'phone'] });
  const email = useWatch({ control: guest.control, name: 'email' });
  // Only what the shopper changed is kept: the profile's own values are the profile's to give.
  const { address: addressTyped, phone: phoneTyped } = formState.dirtyFields;
  const emailTyped = guest.formState.dirtyFields.email;
  useEffect(() => {
    rememberCheckout({ ...(addressTyped ? { address } : {}), ...(phoneTyped ? { phone } : {}), ...(emailTyped ? { email } : {}) });
  }, [address, phone, email, addressTyped, phoneTyped, emailTyped]);
  const flagged = cart?.lines.some((line) => line.issue !== null) ?? false;

  const placeOrder = handleSubmit(async (delivery) => {
    if (!cart) return;
    // The total the shopper saw: if the server's is no longer that, nothing is ordered (409).
    const expectedTotal = cart.total;
    if (user) {
      const result = await accountCheckout({ address: delivery.address, phone: delivery.phone, expectedTotal });
      if (!('data' in result) || !result.data) return;
      await addressBook.saveIfAsked(delivery);
      void navigate(`/dashboard/payment/${result.data._id}`);
      return;
    }
    if (!(await guest.trigger())) return;
    const lines = cart.lines.map(({ productId, quantity }) => ({ productId, quantity }));
    const result = await guestCheckout({ email: guest.getValues('email'), address: delivery.address, phone: delivery.phone, lines, expectedTotal });
    if (!('data' in result) || !result.data) return;
    // Ordered: the lines are the order's now, and the visitor's cart lets them go. A removal that
    // fails leaves a line in the cart, not the order unreached: the shopper goes on regardless.
    await Promise.allSettled(lines.map(({ productId }) => setVisitorLine({ productId, quantity: 0 })));
    void navigate(guestOrderPath(result.data.order._id, result.data.key));
  });
  // Both forms' errors show at once: the email's is checked whatever the delivery's say.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!user) void guest.trigger();
    return placeOrder(event);
  };

  return (
    <Box component="section" aria-labelledby="checkout-title">
      <Typography id="checkout-title" ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: '2rem', mb: 3, '&:focus': { outline: 'none' } }}>
        Checkout
      </Typography>
      {loading ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your cart">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      ) : !cart ? (
        <ErrorState message={problemMessage(error)} onRetry={() => retryFocus(retry)} />
      ) : cart.lines.length === 0 && !checkoutState.isSuccess ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>Your cart is empty: there is nothing to order.</Typography>
          <Button variant="contained" component={RouterLink} to="/#tools">
            Browse the tools
          </Button>
        </Stack>
      ) : (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <OrderLines cart={cart} updating={updating} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack spacing={2}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
                Delivery
              </Typography>
              {user ? (
                <>
                  <TextField label="Name" value={user.name} slotProps={{ input: { readOnly: true } }} />
                  <TextField label="Email" value={user.email} slotProps={{ input: { readOnly: true } }} />
                </>
              ) : (
                <Typography variant="body2">
                  Order as a guest with your email, or{' '}
                  <Link component={RouterLink} to="/login" state={backHere}>
                    sign in
                  </Link>{' '}
                  to order from your account.
                </Typography>
              )}
              <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Delivery details">
                {!user && <TextField label="Email" type="email" autoComplete="email" {...fieldProps(guest.register('email'), guest.formState.errors.email)} />}
                {user && <SavedAddressPicker addressBook={addressBook} form={deliveryForm} />}
                <TextField label="Address" multiline minRows={2} autoComplete="street-address" {...fieldProps(register('address'), formState.errors.address, filled.address)} />
                <TextField label="Phone" type="tel" autoComplete="tel" {...fieldProps(register('phone'), formState.errors.phone, filled.phone)} />
                {user && <SaveToAddressBook addressBook={addressBook} form={deliveryForm} />}
                {/* A refused checkout names the lines itself (CheckoutProblem). */}
                {flagged && !checkoutState.error && (
                  <Alert
                    severity="warning"
                    action={
                      <Button color="inherit" size="small" component={RouterLink} to="/cart">
                        Fix your cart
                      </Button>
                    }
                  >
                    Some tools in your cart can’t be ordered as they are. Change or remove them first.
                  </Alert>
                )}
                {checkoutState.error && <CheckoutProblem error={checkoutState.error} />}
                <Button type="submit" variant="contained" size="large" disabled={flagged || updating} loading={checkoutState.isLoading}>
                  Confirm Order
                </Button>
                <Typography variant="body2" color="text.secondary">
                  The stock is held for you as soon as the order is placed; you pay for it on the next page.
                </Typography>
              </Stack>
            </Stack>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
