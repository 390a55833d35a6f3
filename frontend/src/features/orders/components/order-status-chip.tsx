import Chip from '@mui/material/Chip';
import type { OrderStatus, Role } from '../../../types/api';

// The admin table keeps the seed's words: a paid order waits to be shipped, so it is "Pending".
const adminLabels: Record<OrderStatus, string> = { unpaid: 'UnPaid', paid: 'Pending', shipped: 'Shipped', cancelled: 'Cancelled', refunded: 'Refunded' };
const customerLabels: Record<OrderStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', shipped: 'Shipped', cancelled: 'Cancelled', refunded: 'Refunded' };
const colours = { unpaid: 'warning', paid: 'success', shipped: 'info', cancelled: 'default', refunded: 'default' } as const;

/** `refunded`: a cancelled order whose late payment went back to the customer, which is what they need to see. */
export function OrderStatusChip({ status, refunded = false, audience }: { status: OrderStatus; refunded?: boolean; audience: Role }) {
  if (refunded) return <Chip size="small" label="Refunded" color="default" variant="filled" />;
  const label = (audience === 'admin' ? adminLabels : customerLabels)[status];
  return <Chip size="small" label={label} color={colours[status]} variant={status === 'cancelled' ? 'outlined' : 'filled'} />;
}
