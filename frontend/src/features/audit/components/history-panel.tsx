import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/load-more';
import { formatDateTime } from '../../../lib/format';
import { problemMessage } from '../../../lib/problem';
import type { AuditEntryPage } from '../../../types/api';
import type { PagedQuery } from '../../../components/ui/paged-table-screen';
import { useListOrderHistoryInfiniteQuery, useListProductHistoryInfiniteQuery } from '../api/audit-api';
import { changesOf, KIND_WORDS } from './audit-words';

/** What the panel reads of a history's infinite query. */
interface HistoryQuery extends Omit<PagedQuery, 'data'> {
  data?: { pages: AuditEntryPage[] };
}

/** A tool's or an order's own audit trail ("Staff actions"), newest first, on its admin page. */
function HistoryPanel({ query }: { query: HistoryQuery }) {
  const titleId = useId();
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, mt: 3 }}>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Staff actions
      </Typography>
      {query.isLoading ? (
        <Box role="status" aria-busy="true" aria-label="Loading the staff actions">
          <Skeleton variant="rounded" height={64} />
        </Box>
      ) : query.isError && !query.data ? (
        <ErrorState message={problemMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <Typography color="text.secondary">No staff action yet.</Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => (
            <ListItem key={entry._id} disableGutters>
              <ListItemText
                primary={`${KIND_WORDS[entry.kind]} by ${entry.actor.email}, ${formatDateTime(entry.createdAt)}`}
                secondary={changesOf(entry).join('; ') || undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
      <LoadMore label="Load more history" hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </Paper>
  );
}

export const OrderHistory = ({ orderId }: { orderId: string }) => <HistoryPanel query={useListOrderHistoryInfiniteQuery(orderId)} />;
export const ProductHistory = ({ productId }: { productId: string }) => <HistoryPanel query={useListProductHistoryInfiniteQuery(productId)} />;
