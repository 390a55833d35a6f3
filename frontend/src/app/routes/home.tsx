import { Hero } from '../../components/layout/hero';
import { HydratesApart } from '../../components/layout/hydrates-apart';
import { OurTools } from '../../features/catalogue/components/our-tools';
import { HomeSections } from './home-sections';

export default function HomeRoute() {
  return (
    <>
      <HydratesApart>
        <Hero />
      </HydratesApart>
      <OurTools />
      <HomeSections />
    </>
  );
}
