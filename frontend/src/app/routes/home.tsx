import { Hero } from '../../components/layout/hero';
import { OurTools } from '../../features/catalog/components/our-tools';

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <OurTools />
    </>
  );
}
