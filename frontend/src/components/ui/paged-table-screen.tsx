import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { problemMessage } from '../../lib/problem';
import { ErrorState } from './error-state';
import { useRetryFocus } from '../../lib/use-retry-focus';
import { LoadMore } from './load-more';

/** The parts of an RTK Query infinite query that a paged table shows. */
export interface PagedQuery {
  data?: unknown;
  error?: FetchBaseQueryError | SerializedError;
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface PagedTableScreenProps {
  title: string;
  query: PagedQuery;
  rowCount: number;
  /** What the screen is a list of, for screen readers and buttons: "orders" gives "Loading orders", "All orders", "Load more orders". */
  things: string;
  emptyText: string;
  /** The success message of the last action, if any. */
  notice: string | null;
  onNoticeClose: () => void;
  skeletonHeight: number;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  headerCells: ReactNode;
  children: ReactNode;
  /** The rows as cards (RowCard) for a phone, in place of the table; without them the table scrolls sideways there. */
  cards?: ReactNode;
  /** Beside the title: the screen's own action (an export). */
  titleAction?: ReactNode;
  /** Under the title, above the list: the screen's filters and anything about the action beside the title. */
  toolbar?: ReactNode;
}

/** An admin screen's list: heading, action notice, loading/error/empty states, the table, and more pages on demand. */
export function PagedTableScreen({
  title,
  query,
  rowCount,
  things,
  emptyText,
  notice,
  onNoticeClose,
  skeletonHeight,
  minWidth,
  headerCells,
  children,
  cards,
  titleAction,
  toolbar,
}: PagedTableScreenProps) {
  const titleId = useId();
  // The dashboard renders in the browser only, so the first render can already know the width.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Retry goes with its error: once the list has settled, focus goes to the screen's heading.
  const { target: heading, retry: retryFocus } = useRetryFocus<HTMLHeadingElement>(!query.isFetching);
  const retry = () => retryFocus(query.refetch);
  return (
    <Box component="section" aria-labelledby={titleId}>
      {titleAction ? (
        <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Typography id={titleId} ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.75rem', '&:focus': { outline: 'none' } }}>
            {title}
          </Typography>
          {titleAction}
        </Stack>
      ) : (
        <Typography id={titleId} ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.75rem', mb: 2, '&:focus': { outline: 'none' } }}>
          {title}
        </Typography>
      )}
      {toolbar}
      {notice && (
        <Alert severity="success" role="status" onClose={onNoticeClose} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {query.isLoading ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={`Loading ${things}`}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={skeletonHeight} />
          ))}
        </Stack>
      ) : !query.data ? (
        <ErrorState message={problemMessage(query.error)} onRetry={retry} />
      ) : rowCount === 0 ? (
        <Typography>{emptyText}</Typography>
      ) : phone && cards ? (
        <Stack component="ul" spacing={1.5} aria-label={`All ${things}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {cards}
        </Stack>
      ) : (
        // Without cards, on a phone the table scrolls sideways inside its own frame instead of squeezing the columns.
        <TableContainer component={Paper} variant="outlined" role="region" aria-label={`All ${things}`} tabIndex={0}>
          <Table aria-labelledby={titleId} sx={{ minWidth }}>
            <TableHead>
              <TableRow>{headerCells}</TableRow>
            </TableHead>
            <TableBody>{children}</TableBody>
          </Table>
        </TableContainer>
      )}
      {/* A later page that failed: the rows already shown stay. */}
      {query.isError && query.data !== undefined && <ErrorState message={problemMessage(query.error)} onRetry={retry} />}
      <LoadMore label={`Load more ${things}`} hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={() => void query.fetchNextPage()} />
    </Box>
  );
}
