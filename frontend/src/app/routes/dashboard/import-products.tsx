import { PageTitle } from '../../../components/layout/page-title';
import { ImportProducts } from '../../../features/catalogue/components/import-products';

export default function ImportProductsRoute() {
  return (
    <>
      <PageTitle>Import and export</PageTitle>
      <ImportProducts />
    </>
  );
}
