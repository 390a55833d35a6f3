import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { MyOrders } from '../../../features/orders/components/my-orders';
import { useAdminStatus } from '../../../lib/session/use-admin-status';
import { problemMessage } from '../../../lib/problem';

/** The dashboard's index: My Orders for customers; admins, who have no My Orders link, start at all orders. */
export default function DashboardHomeRoute() {
  const { data, error, refetch } = useAdminStatus();
  if (data?.admin) return <Navigate to="manage-all-orders" replace />;
  if (data) return <MyOrders />;
  if (error) return <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading your dashboard" />
    </Box>
  );
}
