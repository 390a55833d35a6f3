import { PageTitle } from '../../../components/layout/page-title';
import { SecuritySettings } from '../../../features/users/components/security-settings';

export default function SecurityRoute() {
  return (
    <>
      <PageTitle>Security</PageTitle>
      <SecuritySettings />
    </>
  );
}
