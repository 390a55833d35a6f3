import { AddProduct } from '../../../features/catalogue/components/add-product';

export default AddProduct;
