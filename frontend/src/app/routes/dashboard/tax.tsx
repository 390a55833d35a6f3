import { PageTitle } from '../../../components/layout/page-title';
import { TaxSettingsScreen } from '../../../features/tax/components/tax-settings-form';

export default function TaxRoute() {
  return (
    <>
      <PageTitle>Tax</PageTitle>
      <TaxSettingsScreen />
    </>
  );
}
