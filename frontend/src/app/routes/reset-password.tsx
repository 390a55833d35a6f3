import { AuthPage } from '../../features/auth/components/auth-page';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { PageTitle } from '../../components/layout/page-title';

export default function ResetPasswordRoute() {
  return (
    <AuthPage title="Choose a new password">
      <PageTitle>Choose a new password</PageTitle>
      <ResetPasswordForm />
    </AuthPage>
  );
}
