import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { ADMIN_LIST_FRESHNESS } from '../../../lib/freshness';
import { statusFilterWords } from '../../../lib/order-status';
import { problemMessage } from '../../../lib/problem';
import { useGetOverviewQuery } from '../api/overview-api';
import { DailyChart } from './daily-chart';
import { periodTotals } from './daily-figures';
import { LowStockList } from './low-stock-list';

function Figure({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 600 }}>{value}</Typography>
      {children}
    </Paper>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** How the shop is doing: the last 30 days' orders and revenue, the orders to ship and the tools running out. */
export function ShopOverview() {
  const { data, error, isLoading, isFetching, refetch } = useGetOverviewQuery(undefined, ADMIN_LIST_FRESHNESS);
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!isFetching);
  const titleId = useId();
  const totals = data ? periodTotals(data.days) : null;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} ref={heading} tabIndex={-1} variant="h2" sx={{ fontSize: '1.75rem', mb: 2, '&:focus': { outline: 'none' } }}>
        Overview
      </Typography>
      {isLoading ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label="Loading the overview">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : !data || !totals ? (
        <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} retrying={isFetching} />
      ) : (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Figure label="Orders, last 30 days" value={String(totals.orders)} />
            <Figure label="Revenue, last 30 days" value={totals.revenue} />
            <Figure label={statusFilterWords('paid')} value={String(data.awaitingShipment)}>
              {data.awaitingShipment > 0 && (
                <Link component={RouterLink} to="/dashboard/manage-all-orders?status=paid">
                  Ship them in Manage All Orders
                </Link>
              )}
            </Figure>
          </Stack>
          <Part title="Orders and revenue per day">
            {totals.orders === 0 ? (
              <Typography color="text.secondary">No orders in the last 30 days yet. They show here, day by day, once customers order.</Typography>
            ) : (
              <DailyChart days={data.days} />
            )}
          </Part>
          <Part title="Low on stock">
            <LowStockList tools={data.lowStock} />
          </Part>
        </Stack>
      )}
    </Box>
  );
}
