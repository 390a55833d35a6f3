import { ManageProducts } from '../../../features/catalogue/components/manage-products';
import { PageTitle } from '../../../components/layout/page-title';

export default function ManageProductsRoute() {
  return (
    <>
      <PageTitle>Manage Products</PageTitle>
      <ManageProducts />
    </>
  );
}
