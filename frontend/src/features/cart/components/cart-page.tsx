import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { NeedsJavaScript } from '../../../components/ui/needs-javascript';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { useCart } from '../../../lib/cart/use-cart';
import { problemMessage } from '../../../lib/problem';
import { CartLineItem } from './cart-line-item';
import { CartOutcome } from './cart-outcome';
import { CartTotal } from './cart-total';

function CartSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading your cart">
      {[0, 1].map((row) => (
        <Skeleton key={row} variant="rounded" height={150} />
      ))}
    </Stack>
  );
}

/** `/cart`: each tool with the server's prices, its quantity to change or remove, the total and the way to checkout. */
export function CartPage() {
  const { cart, loading, updating, error, retry, setQuantity, remove } = useCart();
  // Retry goes with its error: once the cart has settled, focus goes to the heading.
  const { target: heading, retry: retryFocus } = useRetryFocus<HTMLHeadingElement>(!loading && !updating);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [busyLine, setBusyLine] = useState<string | null>(null);

  const act = async (productId: string, change: () => Promise<string | null>) => {
    setBusyLine(productId);
    const refusal = await change();
    setBusyLine(null);
    return refusal;
  };

  return (
    <Box component="section" aria-labelledby="cart-title">
      <Typography id="cart-title" ref={heading} tabIndex={-1} variant="h1" sx={{ fontSize: '2rem', mb: 3, '&:focus': { outline: 'none' } }}>
        Your cart
      </Typography>
      <CartOutcome />
      <NeedsJavaScript>
        Without JavaScript, change a quantity and press its Update button, and give your delivery details at the checkout. Paying needs JavaScript.
      </NeedsJavaScript>
      {loading ? (
        <CartSkeleton />
      ) : !cart ? (
        <ErrorState message={problemMessage(error)} onRetry={() => retryFocus(retry)} />
      ) : cart.lines.length === 0 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>Your cart is empty.</Typography>
          <Button variant="contained" component={RouterLink} to="/#tools">
            Browse the tools
          </Button>
        </Stack>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            {removeError && (
              <Alert severity="error" onClose={() => setRemoveError(null)} sx={{ mb: 2 }}>
                {removeError}
              </Alert>
            )}
            <Stack component="ul" spacing={2} aria-label="Tools in your cart" aria-busy={updating} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {cart.lines.map((line) => (
                <CartLineItem
                  key={line.productId}
                  line={line}
                  busy={busyLine === line.productId}
                  onQuantity={(quantity) => act(line.productId, () => setQuantity(line.productId, quantity))}
                  onRemove={() => void act(line.productId, () => remove(line.productId)).then(setRemoveError)}
                />
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <CartTotal cart={cart} updating={updating} />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}
