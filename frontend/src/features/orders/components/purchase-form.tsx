import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { deliverySchema, type Delivery } from '../../../lib/delivery';
import { fieldProps } from '../../../lib/form-field';
import { formatPrice, orderPrices } from '../../../lib/money';
import { problemMessage } from '../../../lib/problem';
import type { Product, User } from '../../../types/api';
import { usePlaceOrderMutation } from '../api/orders-api';
import { QuantityControl } from './quantity-control';

export function PurchaseForm({ product, user }: { product: Product; user: User }) {
  const [quantity, setQuantity] = useState(product.minimum);
  const [placeOrder, { data: order, error, isLoading }] = usePlaceOrderMutation();
  const { register, handleSubmit, formState } = useForm<Delivery>({ resolver: zodResolver(deliverySchema), defaultValues: { address: '', phone: '' } });
  const outOfRange = quantity > product.available || quantity < product.minimum;

  const submit = handleSubmit(async (delivery) => {
    // Only what the shopper chooses is sent: the server decides price, name and email.
    await placeOrder({ productId: product._id, quantity, address: delivery.address, phone: delivery.phone });
  });

  if (order) {
    return (
      <Alert severity="success" role="status">
        <Typography component="p" sx={{ fontWeight: 600 }}>
          Order placed: {order.quantity} × {order.productName} for {formatPrice(order.price)}.
        </Typography>
        <Typography component="p">
          The stock is held for you until you pay.{' '}
          <Link component={RouterLink} to={`/dashboard/payment/${order._id}`}>
            Pay now in your dashboard
          </Link>
        </Typography>
      </Alert>
    );
  }

  return (
    // The quantity's increase and decrease forms sit beside the order form, not inside it: a form
    // inside a form is invalid HTML, and Enter in one would send the other.
    <Stack spacing={2}>
      <TextField label="Name" value={user.name} slotProps={{ input: { readOnly: true } }} />
      <TextField label="Email" value={user.email} slotProps={{ input: { readOnly: true } }} />
      <QuantityControl quantity={quantity} limits={product} onChange={setQuantity} />
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Order details">
        <TextField
          label="Address"
          multiline
          minRows={2}
          {...fieldProps(register('address'), formState.errors.address)}
        />
        <TextField
          label="Phone"
          type="tel"
          {...fieldProps(register('phone'), formState.errors.phone)}
        />
        <Typography variant="h4" component="p" aria-live="polite">
          Total: {formatPrice(orderPrices(product.price, quantity).price)}
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {problemMessage(error)}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={outOfRange} loading={isLoading}>
          Confirm Order
        </Button>
      </Stack>
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
      <Stack spacing={2}>
        <Typography component="div">
          <Skeleton width="70%" />
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Skeleton variant="rounded" height={40} sx={{ flex: { sm: 1 } }} />
          <Skeleton variant="rounded" height={40} sx={{ flex: { sm: 1 } }} />
        </Stack>
      </Stack>
      {field(79)}
      {field(56)}
      <Typography variant="h4" component="div">
        <Skeleton width="40%" />
      </Typography>
      {field(42)}
    </Stack>
  );
}
