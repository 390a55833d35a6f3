import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { fulfilmentWords, SEED_TABLE_STATUS_WORDS, STATUS_WORDS, statusOf } from '../../lib/order-status';
import type { Order } from '../../types/api';

const colours = { unpaid: 'warning', paid: 'success', shipped: 'info', cancelled: 'default', refunded: 'default' } as const;

/**
 * Where an order stands: its status, and beside it whether the tools have left when the status
 * doesn't say. `seedTable`: the words of the admin's orders list, which the seed specifies.
 */
export function OrderStatusChips({ order, seedTable = false, sx }: { order: Pick<Order, 'status' | 'refundedAt' | 'shippedAt'>; seedTable?: boolean; sx?: SxProps<Theme> }) {
  const status = statusOf(order);
  const fulfilment = fulfilmentWords(order);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={[{ flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Chip size="small" label={(seedTable ? SEED_TABLE_STATUS_WORDS : STATUS_WORDS)[status]} color={colours[status]} variant={status === 'cancelled' ? 'outlined' : 'filled'} />
      {fulfilment && <Chip size="small" variant="outlined" color={fulfilment === 'Shipped' ? 'default' : 'warning'} label={fulfilment} />}
    </Stack>
  );
}
