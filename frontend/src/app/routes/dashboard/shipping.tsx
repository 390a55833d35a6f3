import { PageTitle } from '../../../components/layout/page-title';
import { ShippingSettings } from '../../../features/shipping/components/shipping-settings';

export default function ShippingRoute() {
  return (
    <>
      <PageTitle>Shipping</PageTitle>
      <ShippingSettings />
    </>
  );
}
