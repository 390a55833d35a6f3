import { EnrolTwoFactor } from '../../features/auth/components/enrol-two-factor';
import { TwoFactorPage } from '../../features/auth/components/two-factor-page';

export default function TwoFactorSetupRoute() {
  return (
    <TwoFactorPage title="Set up two-factor sign-in">
      <EnrolTwoFactor />
    </TwoFactorPage>
  );
}
