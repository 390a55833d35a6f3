import { AddProduct } from '../../../features/catalog/components/add-product';

export default AddProduct;
