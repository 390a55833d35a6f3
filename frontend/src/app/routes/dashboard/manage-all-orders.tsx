import { ManageAllOrders } from '../../../features/orders/components/manage-all-orders';
import { PageTitle } from '../../../components/layout/page-title';

export default function ManageAllOrdersRoute() {
  return (
    <>
      <PageTitle>Manage All Orders</PageTitle>
      <ManageAllOrders />
    </>
  );
}
