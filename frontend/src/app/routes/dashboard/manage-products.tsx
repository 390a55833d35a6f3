import { ManageProducts } from '../../../features/catalog/components/manage-products';

export default ManageProducts;
