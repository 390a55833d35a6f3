import { AuthPage } from '../../features/auth/components/auth-page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { PageTitle } from '../../components/layout/page-title';

export default function RegisterRoute() {
  return (
    <AuthPage title="Register" withoutJavaScript="Continue with Google needs JavaScript, which is off in this browser. Use your email and password instead: they work without it.">
      <PageTitle>Register</PageTitle>
      <RegisterForm />
    </AuthPage>
  );
}
