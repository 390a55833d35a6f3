import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../../lib/money';
import type { Cart } from '../../../types/api';
import { issueMessage, lineName } from '../line-issues';

/** The checkout's summary: each tool, its quantity and the server's price for it, and the total to pay. */
export function OrderLines({ cart, updating }: { cart: Cart; updating: boolean }) {
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
        <Stack direction="row" sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>Total</Typography>
          <Typography sx={{ fontWeight: 700 }} aria-live="polite">
            {formatPrice(cart.total)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
