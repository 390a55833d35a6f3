import { AuthPage } from '../../features/auth/components/auth-page';
import { RegisterForm } from '../../features/auth/components/register-form';
import { PageTitle } from '../../components/layout/page-title';

export default function RegisterRoute() {
  return (
    <AuthPage title="Register" withoutJavaScript="Creating an account needs JavaScript, which is off in this browser. Turn it on to register, or keep browsing the tools: they work without it.">
      <PageTitle>Register</PageTitle>
      <RegisterForm />
    </AuthPage>
  );
}
