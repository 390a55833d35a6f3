import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProductImage } from '../../../components/ui/product-image';
import { visitorCartLineAction } from '../../../lib/cart/visitor-cart-forms';
import { formatPrice } from '../../../lib/money';
import type { CartLine } from '../../../types/api';
import { issueMessage, lineName, quantityFixable } from '../line-issues';
import { LineQuantityForm } from './line-quantity-form';

const price = (amount: string | null) => (amount === null ? '—' : formatPrice(amount));

export interface CartLineItemProps {
  line: CartLine;
  /** Resolves to null once done, else why not. */
  onQuantity: (quantity: number) => Promise<string | null>;
  onRemove: () => void;
  busy: boolean;
}

/** One tool in the cart: the server's price for it, its quantity to change, and what stops it being ordered, if anything. */
export function CartLineItem({ line, onQuantity, onRemove, busy }: CartLineItemProps) {
  const name = lineName(line);
  const issue = issueMessage(line);
  const remove = (event: FormEvent) => {
    event.preventDefault();
    onRemove();
  };
  return (
    <Card component="li" variant="outlined" aria-label={name} sx={{ p: 2, ...(issue && { borderColor: 'warning.main' }) }}>
      <Stack direction="row" spacing={2}>
        <Box sx={{ width: { xs: 72, sm: 112 }, flexShrink: 0 }}>
          {line.image && (
            <ProductImage src={line.image} alt="" width={400} height={300} sizes="112px" sx={{ aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, bgcolor: '#f3efe7' }} />
          )}
        </Box>
        <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
              {line.issue === 'product_deleted' ? (
                name
              ) : (
                <Link component={RouterLink} to={`/products/${line.productId}`} color="inherit" underline="hover">
                  {name}
                </Link>
              )}
            </Typography>
            <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} aria-label={`Line total ${price(line.lineTotal)}`}>
              {price(line.lineTotal)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {price(line.unitPrice)} each · quantity {line.quantity}
            {line.minimum !== null && ` · minimum ${line.minimum}, ${line.available} available`}
          </Typography>
          {line.nextBreak && !issue && (
            <Typography variant="body2" sx={{ color: 'success.dark', fontWeight: 600 }}>
              {line.nextBreak.more} more for {formatPrice(line.nextBreak.unitPrice)} each
            </Typography>
          )}
          {issue && (
            <Alert severity="warning" sx={{ py: 0 }}>
              {issue}
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {quantityFixable(line) && line.minimum !== null && (
              <LineQuantityForm productId={line.productId} name={name} quantity={line.quantity} limits={{ minimum: line.minimum, available: line.available }} onSubmit={onQuantity} />
            )}
            {/* A form of its own, posted as quantity 0 before or without the page's code; `display: contents` adds no box. */}
            <Box component="form" method="post" action={visitorCartLineAction(line.productId)} onSubmit={remove} sx={{ display: 'contents' }}>
              <input type="hidden" name="quantity" value="0" />
              <Button type="submit" color="error" disabled={busy} aria-label={`Remove ${name} from the cart`} sx={{ mt: '2px' }}>
                Remove
              </Button>
            </Box>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
