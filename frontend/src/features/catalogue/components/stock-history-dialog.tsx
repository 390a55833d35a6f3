import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { LoadMore } from '../../../components/ui/load-more';
import { formatDateTime } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem';
import type { Product, StockMovement, StockMovementReason } from '../../../types/api';
import { useListStockMovementsInfiniteQuery } from '../api/stock-api';

const kindOf: Record<StockMovementReason, string> = {
  initial: 'Starting stock',
  reserved: 'Reserved by an order',
  cancelled: 'Released by a cancel',
  expired: 'Released by an expired hold',
  refunded: 'Returned by a refund',
  adjusted: 'Adjusted by an admin',
};

/** "+10" or "−2", with a true minus sign (read as "minus"). */
const signed = (change: number) => (change > 0 ? `+${change}` : `−${-change}`);

/**
 * What each movement left in stock. The history is newest first and the available count is the sum
 * of every movement, so walking back from today's count undoes one movement at a time.
 */
export function withResultingStock(movements: StockMovement[], available: number) {
  let after = available;
  return movements.map((movement) => {
    const row = { movement, after };
    after -= movement.change;
    return row;
  });
}

function MovementItem({ movement, after }: { movement: StockMovement; after: number }) {
  const who = movement.actor ?? 'the shop';
  const order = movement.orderId ? ` · order ${movement.orderId}` : '';
  return (
    <ListItem divider disableGutters sx={{ display: 'block' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>{kindOf[movement.reason]}</Typography>
        <Typography sx={{ whiteSpace: 'nowrap', color: movement.change < 0 ? 'error.main' : 'success.main', fontWeight: 600 }}>
          {signed(movement.change)} · now {after}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {who} · {formatDateTime(movement.createdAt)}
        {order}
      </Typography>
      {movement.note && <Typography variant="body2">“{movement.note}”</Typography>}
    </ListItem>
  );
}

/** A tool's stock movements, newest first: why, who, when, the change and the stock it left. */
/** `staffActions`: the tool's audit trail, composed in by the app (a feature of its own). */
export function StockHistoryDialog({ product, onClose, staffActions }: { product: Product; onClose: () => void; staffActions?: ReactNode }) {
  const query = useListStockMovementsInfiniteQuery(product._id);
  const titleId = useId();
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!query.isFetching);
  const movements = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId} ref={heading} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>Stock history of {product.name}</DialogTitle>
      {/* A long history scrolls inside the dialog: focusable, so a keyboard can scroll it too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <Typography sx={{ mb: 1 }}>
          In stock now: <strong>{product.available}</strong>
        </Typography>
        {query.isLoading ? (
          <Box role="status" aria-busy="true" aria-label="Loading the stock history">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={64} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : !query.data ? (
          <ErrorState message={problemMessage(query.error)} onRetry={() => retry(query.refetch)} retrying={query.isFetching} />
        ) : movements.length === 0 ? (
          <Typography color="text.secondary">No stock movements yet.</Typography>
        ) : (
          <List aria-label="Stock movements, newest first" disablePadding>
            {withResultingStock(movements, product.available).map(({ movement, after }) => (
              <MovementItem key={movement._id} movement={movement} after={after} />
            ))}
          </List>
        )}
        {query.isError && query.data !== undefined && <ErrorState message={problemMessage(query.error)} onRetry={() => retry(query.fetchNextPage)} />}
        <LoadMore label="Load more movements" hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
        {staffActions}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
