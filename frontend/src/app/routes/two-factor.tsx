import { SecondFactorForm } from '../../features/auth/components/second-factor-form';
import { TwoFactorPage } from '../../features/auth/components/two-factor-page';

export default function TwoFactorRoute() {
  return (
    <TwoFactorPage title="Two-factor sign-in">
      <SecondFactorForm />
    </TwoFactorPage>
  );
}
