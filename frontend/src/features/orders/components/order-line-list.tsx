import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatPrice } from '../../../lib/money';
import { deliveryWords, lineWords } from '../../../lib/order-lines';
import type { Order } from '../../../types/api';

/** The order's tools, one per line: "3 × Ball-Peen Hammer · $52.47", and how it is delivered. */
export function OrderLineList({ order, sx }: { order: Pick<Order, 'lines' | 'shipping' | 'country'>; sx?: SxProps<Theme> }) {
  const delivery = deliveryWords(order);
  return (
    <Box component="ul" sx={[{ pl: 2.5 }, ...(Array.isArray(sx) ? sx : [sx])]} aria-label="Tools">
      {order.lines.map((line, index) => (
        <li key={`${line.productId ?? 'deleted'}-${index}`}>
          <Typography variant="body2">
            {lineWords(line)} · {formatPrice(line.price)}
          </Typography>
        </li>
      ))}
      {delivery && (
        <li>
          <Typography variant="body2">Delivery: {delivery}</Typography>
        </li>
      )}
    </Box>
  );
}
