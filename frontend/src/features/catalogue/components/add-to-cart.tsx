import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BUY_NOW_PARAM, buyNowPath } from '../../../lib/buy-now';
import { useAddToCart } from '../../../lib/cart/use-cart';
import { addToVisitorCartAction } from '../../../lib/cart/visitor-cart-forms';
import type { Product } from '../../../types/api';
import type { CartOutcome } from './cart-notice';

const CartNotice = lazy(() => import('./cart-notice'));

type Tool = Pick<Product, '_id' | 'name' | 'minimum' | 'available'>;

/** Adds `amount` of the tool to the cart and says how that went. */
function useAddWithNotice(tool: Tool): { addAmount: (amount: number) => Promise<void>; pending: boolean; notice: ReactNode } {
  const { add } = useAddToCart();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<CartOutcome | null>(null);

  const addAmount = async (amount: number) => {
    setPending(true);
    setOutcome(null);
    const change = await add(tool, amount);
    setPending(false);
    if ('refused' in change) return setOutcome({ added: false, message: change.refused });
    const holds = change.quantity === amount ? '' : ` Your cart now holds ${change.quantity}.`;
    setOutcome({ added: true, message: `Added ${amount} × ${tool.name} to your cart.${holds}` });
  };

  const notice = outcome && (
    <Suspense fallback={null}>
      <CartNotice key={outcome.message} outcome={outcome} onClose={() => setOutcome(null)} />
    </Suspense>
  );
  return { addAmount, pending, notice };
}

/**
 * A card's Add to cart: the tool's minimum order, more of it at each press (the cart page sets any
 * other quantity). A real form, so a press before the page's code arrives (or without it) is posted
 * to the visitor's cart and lands on the cart page; once hydrated, the handler adds through the API.
 */
export function AddToCartButton({ product }: { product: Tool }) {
  const { addAmount, pending, notice } = useAddWithNotice(product);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void addAmount(product.minimum);
  };
  return (
    // `display: contents`: the form adds no box, so the card's actions lay out as before.
    <Box component="form" method="post" action={addToVisitorCartAction} onSubmit={submit} sx={{ display: 'contents' }}>
      <input type="hidden" name="productId" value={product._id} />
      <input type="hidden" name="quantity" value={product.minimum} />
      <Button type="submit" variant="outlined" loading={pending} aria-label={`Add to cart: ${product.name}`}>
        Add to cart
      </Button>
      {notice}
    </Box>
  );
}

const quantityBox = {
  // Narrower on a phone, so the field, Add to cart and Buy Now share one row at 390 px.
  width: { xs: 88, sm: 112 },
  height: 42,
  px: 1.5,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'rgba(0, 0, 0, 0.42)',
  borderRadius: 1,
  '&:hover:not(:disabled)': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 0, borderColor: 'primary.main' },
} as const;

/**
 * A tool's page: how many, then Add to cart or Buy Now; within [minimum, available], said before
 * anything is sent (Buy Now's checkout brings the quantity within them). A real form for the same
 * reason as the card's: posted to the visitor's cart until hydrated; Buy Now, before that, sends the
 * form to the checkout's address (`?buy=…&quantity=…`, the page's code takes it from there).
 */
export function AddToCartForm({ product, buyNow = false }: { product: Tool; buyNow?: boolean }) {
  const { addAmount, pending, notice } = useAddWithNotice(product);
  const navigate = useNavigate();
  const id = useId();
  // Left to the browser (uncontrolled): a quantity typed before the page is hydrated is kept.
  const quantity = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void addAmount(Number(quantity.current?.value));
  };
  const buy = (event: MouseEvent) => {
    event.preventDefault();
    void navigate(buyNowPath(product._id, Number(quantity.current?.value)));
  };

  return (
    <Stack
      component="form"
      method="post"
      action={addToVisitorCartAction}
      direction="row"
      spacing={2}
      useFlexGap
      onSubmit={submit}
      aria-label="Add to cart"
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
      noValidate
    >
      <input type="hidden" name="productId" value={product._id} />
      {/* A plain number field: MUI's outlined input would add ~7 KB (gzipped) to this public
          page's first load, for one box. */}
      <Stack spacing={0.5}>
        <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 600 }}>
          Quantity
        </Typography>
        <Box
          component="input"
          id={id}
          type="number"
          name="quantity"
          ref={quantity}
          defaultValue={product.minimum}
          min={product.minimum}
          max={product.available}
          step={1}
          inputMode="numeric"
          aria-describedby={`${id}-bounds`}
          sx={quantityBox}
        />
        <Typography id={`${id}-bounds`} variant="caption" color="text.secondary">
          {`${product.minimum} to ${product.available}`}
        </Typography>
      </Stack>
      {/* Level with the field's box, under its label. */}
      <Button type="submit" variant="outlined" size="large" loading={pending} sx={{ mt: '24px' }}>
        Add to cart
      </Button>
      {buyNow && (
        <Button type="submit" variant="contained" size="large" formAction="/checkout" formMethod="get" name={BUY_NOW_PARAM} value={product._id} onClick={buy} sx={{ mt: '24px' }}>
          Buy Now
        </Button>
      )}
      {notice}
    </Stack>
  );
}
