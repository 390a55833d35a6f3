import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { usePricesExcludeVat } from '../../../lib/shop-promises';
import type { Cart } from '../../../types/api';
import { DeliveryEstimate } from './delivery-estimate';

const tools = (count: number) => `${count} ${count === 1 ? 'tool' : 'tools'}`;

/** The server's total of the lines that can be ordered, and the way on to the checkout once every line can be. */
export function CartTotal({ cart, updating }: { cart: Cart; updating: boolean }) {
  const flagged = cart.lines.filter((line) => line.issue !== null).length;
  // Counted as the navbar's badge counts them: 12 hacksaws are 12 tools.
  const ordered = cart.lines.reduce((count, line) => (line.issue === null ? count + line.quantity : count), 0);
  const excludeVat = usePricesExcludeVat();
  return (
    <Card variant="outlined" component="aside" aria-label="Order total">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography component="p" variant="h4">
              Total
            </Typography>
            <Typography component="p" variant="h4" aria-live="polite" aria-busy={updating}>
              {formatPrice(cart.total)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {tools(ordered)}, at today’s prices, before delivery{excludeVat ? ' and VAT' : ''}. You pay once for the whole order.
          </Typography>
          <DeliveryEstimate cart={cart} />
          {flagged > 0 && (
            <Alert severity="warning">
              {flagged === 1 ? 'One tool' : `${flagged} tools`} can’t be ordered as {flagged === 1 ? 'it stands' : 'they stand'} and {flagged === 1 ? 'is' : 'are'} not counted. Change or remove {flagged === 1 ? 'it' : 'them'} to check out.
            </Alert>
          )}
          <Button variant="contained" size="large" component={RouterLink} to="/checkout" disabled={flagged > 0 || updating}>
            Checkout
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
