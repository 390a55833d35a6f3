import { PageTitle } from '../../../components/layout/page-title';
import { BusinessDetailsSettings } from '../../../features/business/components/business-details-form';

export default function BusinessRoute() {
  return (
    <>
      <PageTitle>Business details</PageTitle>
      <BusinessDetailsSettings />
    </>
  );
}
