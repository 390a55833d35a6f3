import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ErrorState } from '../../../components/ui/error-state';
import { MyOrders } from '../../../features/orders/components/my-orders';
import { ShopOverview } from '../../../features/overview/components/shop-overview';
import { useAdminStatus } from '../../../lib/session/use-admin-status';
import { problemMessage } from '../../../lib/problem';
import { PageTitle } from '../../../components/layout/page-title';

/** The dashboard's index: My Orders for customers, the shop's overview for admins. */
export default function DashboardHomeRoute() {
  const { data, error, refetch } = useAdminStatus();
  if (data?.admin)
    return (
      <>
        <PageTitle>Overview</PageTitle>
        <ShopOverview />
      </>
    );
  if (data)
    return (
      <>
        <PageTitle>My Orders</PageTitle>
        <MyOrders />
      </>
    );
  if (error) return <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading your dashboard" />
    </Box>
  );
}
