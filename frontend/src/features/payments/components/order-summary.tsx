import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../../../lib/money';
import { deliveryWords, hasSeveralLines, lineWords, toolCount } from '../../../lib/order-lines';
import type { Order } from '../../../types/api';

const Row = ({ label, value, total = false }: { label: string; value: string; total?: boolean }) => (
  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, ...(total && { borderTop: 1, borderColor: 'divider', pt: 1, fontWeight: 700 }) }}>
    <Typography component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
      {value}
    </Typography>
  </Stack>
);

export function OrderSummary({ order }: { order: Order }) {
  const several = hasSeveralLines(order);
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-summary-title">
      <CardContent>
        <Typography id="order-summary-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 700, mb: 1 }}>
          Hello, {order.userName}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Please pay for <strong>{several ? toolCount(order) : order.productName}</strong>.
        </Typography>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {several ? (
            order.lines.map((line, index) => <Row key={`${line.productId ?? 'deleted'}-${index}`} label={lineWords(line)} value={formatPrice(line.price)} />)
          ) : (
            <>
              <Row label="Quantity" value={String(order.quantity)} />
              <Row label="Unit price" value={formatPrice(order.unitPrice)} />
            </>
          )}
          <Row label="Deliver to" value={order.address} />
          {order.shipping && <Row label="Delivery" value={deliveryWords(order)!} />}
          <Row label="Total" value={formatPrice(order.price)} total />
        </Stack>
      </CardContent>
    </Card>
  );
}
