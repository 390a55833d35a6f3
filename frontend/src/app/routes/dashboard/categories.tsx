import { PageTitle } from '../../../components/layout/page-title';
import { CategoriesAndBrands } from '../../../features/catalogue/components/categories-and-brands';

export default function CategoriesRoute() {
  return (
    <>
      <PageTitle>Categories and brands</PageTitle>
      <CategoriesAndBrands />
    </>
  );
}
