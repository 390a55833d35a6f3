import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addMoney, formatPrice } from '../../../lib/money';
import type { Cart, OrderShipping, OrderTax } from '../../../types/api';
import { issueMessage, lineName } from '../line-issues';
import { deliveryPrice, taxRows } from '../../../lib/order-lines';

const Row = ({ label, value, strong = false, quiet = false }: { label: string; value: string; strong?: boolean; quiet?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
    <Typography variant={quiet ? 'body2' : 'body1'} color={quiet ? 'text.secondary' : undefined} sx={strong ? { fontWeight: 700 } : undefined}>
      {label}
    </Typography>
    <Typography
      variant={quiet ? 'body2' : 'body1'}
      color={quiet ? 'text.secondary' : undefined}
      sx={{ whiteSpace: 'nowrap', ...(strong && { fontWeight: 700 }) }}
      aria-live={strong ? 'polite' : undefined}
    >
      {value}
    </Typography>
  </Stack>
);

export interface OrderLinesProps {
  cart: Cart;
  shipping: Pick<OrderShipping, 'name' | 'price'> | null;
  /** The server's total and tax for these lines and this delivery (the quote's, or the order's once placed); none yet: the tools alone. */
  charged?: { total: string; tax: OrderTax | null };
  updating: boolean;
}

/**
 * The checkout's summary: each tool, its quantity and the server's price for it, the delivery
 * chosen (none yet: the tools alone), the tax and the total to pay.
 */
export function OrderLines({ cart, shipping, charged, updating }: OrderLinesProps) {
  const tax = taxRows(charged?.tax);
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-lines-title">
      <CardContent>
        <Typography id="order-lines-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
          Your order
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-busy={updating}>
          {cart.lines.map((line) => (
            <Stack component="li" key={line.productId} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <div>
                <Typography>
                  {line.quantity} × {lineName(line)}
                </Typography>
                {line.issue ? (
                  <Typography variant="body2" color="warning.dark">
                    {issueMessage(line)}
                  </Typography>
                ) : (
                  line.unitPrice && (
                    <Typography variant="body2" color="text.secondary">
                      {formatPrice(line.unitPrice)} each
                    </Typography>
                  )
                )}
              </div>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{line.lineTotal && !line.issue ? formatPrice(line.lineTotal) : '—'}</Typography>
            </Stack>
          ))}
        </Stack>
        <Stack spacing={0.5} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 2 }}>
          {/* A free delivery adds nothing, so the tools' total is the total. */}
          {shipping && Number(shipping.price) > 0 && <Row label="Subtotal" value={formatPrice(cart.total)} />}
          {shipping && <Row label={`Delivery: ${shipping.name}`} value={deliveryPrice(shipping)} />}
          {tax.beforeTotal.map((row) => (
            <Row key={row.label} {...row} />
          ))}
          <Row label="Total" value={formatPrice(charged?.total ?? (shipping ? addMoney(cart.total, shipping.price) : cart.total))} strong />
          {tax.afterTotal.map((row) => (
            <Row key={row.label} {...row} quiet />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
