import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QuantityField } from '../../../components/ui/quantity-field';
import { useCart } from '../../../lib/cart/use-cart';
import type { CheckoutPaymentSlot } from '../../../lib/checkout-payment';
import { outOfStock, setQuantity, type StockLimits } from '../../../lib/quantity-rules';
import { usePriceLinesQuery } from '../api/checkout-api';
import { fixInCart } from './checkout-problem';
import { CheckoutForm } from './checkout-form';

// Buy Now's address, as lib/buy-now.ts makes it. Not imported from there: the tool's page and card
// share that module, and one more importer would give it a file of its own on their first load.
const BUY_NOW_PARAM = 'buy';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The contract's largest quantity a line may ask for; more is brought down to the stock anyway.
const MAX_ASKED = 1_000_000;

/** The quantity in the address, if it is a whole number of 1 or more. */
function askedQuantity(text: string | null): number | null {
  const number = Number(text ?? Number.NaN);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, MAX_ASKED) : null;
}

const clamp = (quantity: number, { minimum, available }: StockLimits) => Math.min(Math.max(quantity, minimum), available);

/**
 * `/checkout`: the cart as one order, or (`?buy=`) Buy Now's one tool; its delivery and its payment
 * on one page (the app gives the payment: app/routes/checkout.tsx).
 */
export function CheckoutPage({ payment }: { payment: CheckoutPaymentSlot }) {
  const [params] = useSearchParams();
  const buy = params.get(BUY_NOW_PARAM);
  return buy === null ? <CartCheckout payment={payment} /> : <BuyNowCheckout key={buy} productId={buy} asked={askedQuantity(params.get('quantity'))} payment={payment} />;
}

function CartCheckout({ payment }: { payment: CheckoutPaymentSlot }) {
  const { cart, loading, updating, error, retry } = useCart();
  return (
    <CheckoutForm
      checkout="cart"
      lines={{ cart, loading, updating, error, retry }}
      ordering={(ordered) => ({ cart: ordered })}
      fix={fixInCart}
      empty={
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>Your cart is empty: there is nothing to order.</Typography>
          <Button variant="contained" component={RouterLink} to="/#tools">
            Browse the tools
          </Button>
        </Stack>
      }
      payment={payment}
    />
  );
}

/**
 * Buy Now: exactly the tool and quantity it was pressed with, priced by the server, the cart left
 * as it is. The quantity asked for is brought within the tool's minimum and stock (said so when it
 * was), and can be changed here with the same control as everywhere.
 */
function BuyNowCheckout({ productId, asked, payment }: { productId: string; asked: number | null; payment: CheckoutPaymentSlot }) {
  const [, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<number | null>(null);
  const [holds, setHolds] = useState(true);
  const known = ID.test(productId);
  // Priced with the quantity asked for first; once the tool's bounds are known (the last answer's,
  // kept while the next is read), with that quantity brought within them.
  const [last, setLast] = useState<StockLimits | null>(null);
  const wanted = chosen ?? asked;
  const quantity = last && !outOfStock(last) ? clamp(wanted ?? last.minimum, last) : (wanted ?? 1);
  const priced = usePriceLinesQuery(known ? { lines: [{ productId, quantity }] } : skipToken);
  const line = priced.data?.lines[0];
  const limits = line && line.minimum !== null ? { minimum: line.minimum, available: line.available } : null;
  if (limits && (limits.minimum !== last?.minimum || limits.available !== last.available)) setLast(limits);

  const adjusted = chosen === null && asked !== null && limits && !outOfStock(limits) && asked !== quantity ? setQuantity(asked, limits) : null;
  const ready = line?.quantity === quantity;

  return (
    <CheckoutForm
      checkout={`buy:${productId}:${asked ?? ''}`}
      lines={{
        cart: known ? priced.data : { lines: [], total: '0.00' },
        loading: known && !priced.data && !priced.isError,
        updating: priced.isFetching || !ready,
        error: priced.error,
        retry: () => {
          if (known) void priced.refetch();
        },
      }}
      ordering={() => ({ line: { productId, quantity } })}
      fix={{ to: `/products/${productId}`, label: 'Back to the tool' }}
      blocked={!holds}
      editor={
        limits &&
        !outOfStock(limits) && (
          <Stack spacing={1}>
            {adjusted && 'refused' in adjusted && (
              <Alert severity="info" role="status">
                {adjusted.refused} The quantity is {quantity}.
              </Alert>
            )}
            <QuantityField
              quantity={quantity}
              limits={limits}
              onChange={(change) => {
                setHolds(!('refused' in change));
                if ('refused' in change) return;
                setChosen(change.quantity);
                // The address says what is bought: a reload keeps it.
                setParams({ [BUY_NOW_PARAM]: productId, quantity: String(change.quantity) }, { replace: true });
              }}
            />
          </Stack>
        )
      }
      empty={
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>This tool can’t be found: there is nothing to order.</Typography>
          <Button variant="contained" component={RouterLink} to="/#tools">
            Browse the tools
          </Button>
        </Stack>
      }
      payment={payment}
    />
  );
}
