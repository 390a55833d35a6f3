import { ProductHistory } from '../../../features/audit/components/history-panel';
import { ManageProducts } from '../../../features/catalogue/components/manage-products';
import { PageTitle } from '../../../components/layout/page-title';

export default function ManageProductsRoute() {
  return (
    <>
      <PageTitle>Manage Products</PageTitle>
      {/* A tool's stock history also shows what staff did to it: composed here, as features don't import each other. */}
      <ManageProducts historyOf={(productId) => <ProductHistory productId={productId} />} />
    </>
  );
}
