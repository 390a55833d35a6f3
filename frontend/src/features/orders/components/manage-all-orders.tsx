import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { LoadMore } from '../../../components/ui/load-more';
import { ResultNotice } from '../../../components/ui/result-notice';
import { problemMessage } from '../../../lib/problem';
import { useListAllOrdersInfiniteQuery } from '../api/orders-api';
import { hasFilters, useOrderFilters } from '../order-filters';
import { useExportOrders } from '../use-export-orders';
import { AdminOrderCard } from './admin-order-card';
import { OrderFilterBar } from './order-filter-bar';
import { useOrderActions } from './use-order-actions';

/** How often the open list asks for new orders while its window has focus. */
export const ORDERS_POLL_MS = 20_000;
// A refresh asks again for every page on screen (so none vanishes); past this many the poll stops
// and only focus refreshes, so an admin deep in the list doesn't send a burst every interval.
const MAX_POLLED_PAGES = 3;

/** Every customer's order, found by status, day range and search; the admin ships, refunds and exports them. */
export function ManageAllOrders() {
  const titleId = useId();
  const [filters, setFilters] = useOrderFilters();
  // Read first, to set the poll below: how many pages this list has on screen.
  const pagesLoaded = useListAllOrdersInfiniteQuery(filters, { selectFromResult: ({ currentData }) => ({ pages: currentData?.pages.length ?? 0 }) }).pages;
  const query = useListAllOrdersInfiniteQuery(filters, {
    refetchOnFocus: true,
    pollingInterval: pagesLoaded <= MAX_POLLED_PAGES ? ORDERS_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  // Retry goes with its error: once the orders have settled, focus goes to the heading.
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!query.isFetching);
  const { exportCsv, busy: exporting, error: exportError } = useExportOrders(filters);
  const actions = useOrderActions();
  // The current filters' orders only: while another search loads, the last one's don't linger.
  const shown = query.currentData;
  const orders = shown?.pages.flatMap((page) => page.items) ?? [];
  const filtered = hasFilters(filters);

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id={titleId} ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.75rem', '&:focus': { outline: 'none' } }}>
          Manage All Orders
        </Typography>
        <Button variant="outlined" onClick={() => void exportCsv()} loading={exporting}>
          Export CSV
        </Button>
      </Stack>
      {exportError && (
        <Box sx={{ mb: 2 }}>
          <ErrorState message={`The export failed: ${exportError}`} onRetry={() => void exportCsv()} retrying={exporting} />
        </Box>
      )}
      <OrderFilterBar filters={filters} onChange={setFilters} />
      {actions.notice && (
        <ResultNotice onClose={actions.clearNotice} sx={{ mb: 2 }}>
          {actions.notice}
        </ResultNotice>
      )}
      {query.isFetching && !shown ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading orders">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : !shown ? (
        <ErrorState message={problemMessage(query.error)} onRetry={() => retry(query.refetch)} />
      ) : orders.length === 0 ? (
        filtered ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>No orders match these filters.</Typography>
            <Button onClick={() => setFilters({})}>Clear filters</Button>
          </Stack>
        ) : (
          <Typography>There are no orders yet.</Typography>
        )
      ) : (
        <Stack component="ul" spacing={1.5} aria-label={filtered ? 'Orders found' : 'All orders'} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {orders.map((order) => (
            <AdminOrderCard key={order._id} order={order} onShip={() => actions.askShip(order)} onRefund={() => actions.askRefund(order)} />
          ))}
        </Stack>
      )}
      {/* A later page or a refresh that failed: the orders already shown stay, the error sits by the button. */}
      {query.isError && shown !== undefined && (
        <Box sx={{ mt: 2 }}>
          <ErrorState
            message={problemMessage(query.error)}
            onRetry={() => retry(query.isFetchNextPageError ? query.fetchNextPage : query.refetch)}
            retrying={query.isFetching}
          />
        </Box>
      )}
      <LoadMore label="Load more orders" hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
      {actions.dialogs}
    </Box>
  );
}
