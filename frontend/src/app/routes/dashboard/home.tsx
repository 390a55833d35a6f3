import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { MyOrders } from '../../../features/orders/components/my-orders';
import { ShopOverview } from '../../../features/overview/components/shop-overview';
import { useAdminStatus } from '../../../lib/session/use-admin-status';
import { problemMessage } from '../../../lib/problem';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { PageTitle } from '../../../components/layout/page-title';
import { staffScreensOf } from '../../dashboard/sidebar-links';

/** The dashboard's index: My Orders for customers, the shop's overview for the owner, a staff role's first screen for the others. */
export default function DashboardHomeRoute() {
  const { data, error, isFetching, refetch } = useAdminStatus();
  // After a Retry, focus goes to the heading of the screen it brought: a box that draws nothing holds it.
  const { target: screen, retry } = useRetryFocus<HTMLDivElement>(!isFetching);
  if (data) {
    const first = data.admin ? staffScreensOf(data.role)[0] : undefined;
    if (first && first.to !== '/dashboard') return <Navigate to={first.to} replace />;
    return (
      <div ref={screen} style={{ display: 'contents' }}>
        <PageTitle>{data.admin ? 'Overview' : 'My Orders'}</PageTitle>
        {data.admin ? <ShopOverview /> : <MyOrders />}
      </div>
    );
  }
  if (error) return <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading your dashboard" />
    </Box>
  );
}
