import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { QuantityField } from '../../../components/ui/quantity-field';
import { SoldOutNotice } from '../../../components/ui/sold-out';
import { fieldProps } from '../../../lib/form-field';
import { formatPrice, orderPrices } from '../../../lib/money';
import { unitPriceAt } from '../../../lib/price-breaks';
import { problemMessage } from '../../../lib/problem';
import { useDeliveryForm } from '../../../lib/profile/use-delivery-form';
import { outOfStock, type QuantityChange } from '../../../lib/quantity-rules';
import type { Product, User } from '../../../types/api';
import { usePlaceOrderMutation } from '../api/orders-api';

export function PurchaseForm({ product, user }: { product: Product; user: User }) {
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(product.minimum);
  const [quantityHolds, setQuantityHolds] = useState(true);
  const [placeOrder, { error, isLoading }] = usePlaceOrderMutation();
  const { register, handleSubmit, formState, filled } = useDeliveryForm();

  if (outOfStock(product)) {
    return (
      <SoldOutNotice product={product}>
        <Typography component="p" sx={{ mt: 1 }}>
          <Link component={RouterLink} to="/#tools">
            See the other tools
          </Link>
        </Typography>
      </SoldOutNotice>
    );
  }

  const onQuantity = (change: QuantityChange) => {
    setQuantityHolds(!('refused' in change));
    if (!('refused' in change)) setQuantity(change.quantity);
  };

  const submit = handleSubmit(async (delivery) => {
    // Only what the shopper chooses is sent: the server decides price, name and email.
    const result = await placeOrder({ productId: product._id, quantity, address: delivery.address, phone: delivery.phone });
    // Straight on to paying: the stock is held for this order until it is paid or its hold runs out.
    if (result.data) void navigate(`/dashboard/payment/${result.data._id}`);
  });

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Order details">
      <TextField label="Name" value={user.name} slotProps={{ input: { readOnly: true } }} />
      <TextField label="Email" value={user.email} slotProps={{ input: { readOnly: true } }} />
      <QuantityField quantity={quantity} limits={product} onChange={onQuantity} />
      <TextField label="Address" multiline minRows={2} autoComplete="street-address" {...fieldProps(register('address'), formState.errors.address, filled.address)} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...fieldProps(register('phone'), formState.errors.phone, filled.phone)} />
      {/* No total for a quantity that can't be ordered: the last one that could is no longer on screen. */}
      <Typography variant="h4" component="p" aria-live="polite">
        Total: {quantityHolds ? formatPrice(orderPrices(unitPriceAt(product, quantity), quantity).price) : '—'}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {problemMessage(error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={!quantityHolds} loading={isLoading}>
        Confirm Order
      </Button>
      <Typography variant="body2" color="text.secondary">
        You pay on the next page; the tools are held for you until then.
      </Typography>
    </Stack>
  );
}

/** The order form's placeholder while the tool loads: its fields' shapes at their heights. */
export function PurchaseFormSkeleton() {
  const field = (height: number) => <Skeleton variant="rounded" height={height} />;
  return (
    <Stack spacing={2}>
      {field(56)}
      {field(56)}
      {/* The quantity: − field + on one line, its bounds below. */}
      <Stack spacing={0.5}>
        <Skeleton variant="rounded" width={212} height={40} />
        <Typography variant="caption" component="div">
          <Skeleton width={60} />
        </Typography>
      </Stack>
      {field(79)}
      {field(56)}
      <Typography variant="h4" component="div">
        <Skeleton width="40%" />
      </Typography>
      {field(42)}
      <Typography variant="body2" component="div">
        <Skeleton width="80%" />
      </Typography>
    </Stack>
  );
}
