import { ManageProducts } from '../../../features/catalogue/components/manage-products';

export default ManageProducts;
