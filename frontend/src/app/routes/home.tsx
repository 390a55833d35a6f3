import { Hero } from '../../components/layout/hero';
import { HydratesApart } from '../../components/layout/hydrates-apart';
import { OurTools } from '../../features/catalogue/components/our-tools';
import { ShopByCategory } from '../../features/catalogue/components/shop-by-category';
import { HomeSections } from './home-sections';
import { PageTitle } from '../../components/layout/page-title';

export default function HomeRoute() {
  return (
    <>
      <PageTitle>Hand tools for trade and workshop</PageTitle>
      <HydratesApart>
        <Hero />
      </HydratesApart>
      <ShopByCategory />
      <OurTools />
      <HomeSections />
    </>
  );
}
