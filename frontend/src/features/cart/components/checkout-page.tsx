import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { useCart } from '../../../lib/cart/use-cart';
import { fieldProps } from '../../../lib/form-field';
import { problemMessage } from '../../../lib/problem';
import { useDeliveryForm } from '../../../lib/profile/use-delivery-form';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import { useCheckoutMutation } from '../api/checkout-api';
import { CheckoutProblem } from './checkout-problem';
import { OrderLines } from './order-lines';

/** `/checkout`: the whole cart as one order: where it goes (the profile's address and phone to start with), then straight to paying its total. */
export function CheckoutPage() {
  const user = useAppSelector(selectUser);
  const { cart, loading, updating, error, retry } = useCart();
  // Retry goes with its error: once the cart has settled, focus goes to the heading.
  const { target: heading, retry: retryFocus } = useRetryFocus<HTMLHeadingElement>(!loading && !updating);
  const [checkout, checkoutState] = useCheckoutMutation();
  const navigate = useNavigate();
  const { register, handleSubmit, formState, filled } = useDeliveryForm();
  const flagged = cart?.lines.some((line) => line.issue !== null) ?? false;

  const submit = handleSubmit(async (delivery) => {
    if (!cart) return;
    // The total the shopper saw: if the server's is no longer that, nothing is ordered (409).
    const result = await checkout({ address: delivery.address, phone: delivery.phone, expectedTotal: cart.total });
    if ('data' in result && result.data) void navigate(`/dashboard/payment/${result.data._id}`);
  });

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
              {user && (
                <>
                  <TextField label="Name" value={user.name} slotProps={{ input: { readOnly: true } }} />
                  <TextField label="Email" value={user.email} slotProps={{ input: { readOnly: true } }} />
                </>
              )}
              <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Delivery details">
                <TextField label="Address" multiline minRows={2} autoComplete="street-address" {...fieldProps(register('address'), formState.errors.address, filled.address)} />
                <TextField label="Phone" type="tel" autoComplete="tel" {...fieldProps(register('phone'), formState.errors.phone, filled.phone)} />
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
