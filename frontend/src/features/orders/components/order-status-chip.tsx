import Chip from '@mui/material/Chip';
import type { OrderStatus } from '../../../types/api';

// The admin table keeps the seed's words: a paid order waits to be shipped, so it is "Pending".
const adminLabels: Record<OrderStatus, string> = { unpaid: 'UnPaid', paid: 'Pending', shipped: 'Shipped', cancelled: 'Cancelled' };
const customerLabels: Record<OrderStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', shipped: 'Shipped', cancelled: 'Cancelled' };
const colours = { unpaid: 'warning', paid: 'success', shipped: 'info', cancelled: 'default' } as const;

export function OrderStatusChip({ status, audience }: { status: OrderStatus; audience: 'admin' | 'customer' }) {
  const label = (audience === 'admin' ? adminLabels : customerLabels)[status];
  return <Chip size="small" label={label} color={colours[status]} variant={status === 'cancelled' ? 'outlined' : 'filled'} />;
}
