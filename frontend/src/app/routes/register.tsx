import { AuthPage } from '../../features/auth/components/auth-page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { PageTitle } from '../../components/layout/page-title';

export default function RegisterRoute() {
  return (
    <AuthPage title="Register">
      <PageTitle>Register</PageTitle>
      <RegisterForm />
    </AuthPage>
  );
}
