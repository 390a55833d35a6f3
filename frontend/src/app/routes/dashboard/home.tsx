import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ErrorState } from '../../../components/ui/error-state';
import { MyOrders } from '../../../features/orders/components/my-orders';
import { ShopOverview } from '../../../features/overview/components/shop-overview';
import { useAdminStatus } from '../../../lib/session/use-admin-status';
import { problemMessage } from '../../../lib/problem';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { PageTitle } from '../../../components/layout/page-title';

/** The dashboard's index: My Orders for customers, the shop's overview for admins. */
export default function DashboardHomeRoute() {
  const { data, error, isFetching, refetch } = useAdminStatus();
  // After a Retry, focus goes to the heading of the screen it brought: a box that draws nothing holds it.
  const { target: screen, retry } = useRetryFocus<HTMLDivElement>(!isFetching);
  if (data)
    return (
      <div ref={screen} style={{ display: 'contents' }}>
        <PageTitle>{data.admin ? 'Overview' : 'My Orders'}</PageTitle>
        {data.admin ? <ShopOverview /> : <MyOrders />}
      </div>
    );
  if (error) return <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading your dashboard" />
    </Box>
  );
}
