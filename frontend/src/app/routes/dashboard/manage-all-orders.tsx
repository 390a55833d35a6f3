import { ManageAllOrders } from '../../../features/orders/components/manage-all-orders';

export default ManageAllOrders;
