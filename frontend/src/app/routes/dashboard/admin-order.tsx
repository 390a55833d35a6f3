import { useParams } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { useGetOrderQuery } from '../../../features/orders/api/orders-api';
import { OrderHistory } from '../../../features/audit/components/history-panel';
import { AdminOrderPage } from '../../../features/orders/components/admin-order-page';
import { orderNumber } from '../../../lib/order-lines';

export default function AdminOrderRoute() {
  const { id = '' } = useParams();
  // The page's own query: the title follows the order it shows.
  const { currentData: order } = useGetOrderQuery(id);
  return (
    <>
      <PageTitle>{order ? `Order ${orderNumber(order)}` : 'Order'}</PageTitle>
      <AdminOrderPage />
      {/* What staff did to the order: composed here, as features don't import each other. */}
      {order && <OrderHistory orderId={order._id} />}
    </>
  );
}
