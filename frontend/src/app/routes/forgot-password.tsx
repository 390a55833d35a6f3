import { AuthPage } from '../../features/auth/components/auth-page';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { PageTitle } from '../../components/layout/page-title';

export default function ForgotPasswordRoute() {
  return (
    <AuthPage title="Forgot password?">
      <PageTitle>Forgot password?</PageTitle>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
