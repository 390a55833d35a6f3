import { Hero } from '../../components/layout/hero';
import { OurTools } from '../../features/catalogue/components/our-tools';
import { HomeSections } from './home-sections';

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <OurTools />
      <HomeSections />
    </>
  );
}
