import { AddProduct } from '../../../features/catalogue/components/add-product';
import { PageTitle } from '../../../components/layout/page-title';

export default function AddProductRoute() {
  return (
    <>
      <PageTitle>Add A Product</PageTitle>
      <AddProduct />
    </>
  );
}
