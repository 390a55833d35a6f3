import { AuthPage } from '../../features/auth/components/auth-page';
import { RegisterForm } from '../../features/auth/components/register-form';

export default function RegisterRoute() {
  return (
    <AuthPage title="Register">
      <RegisterForm />
    </AuthPage>
  );
}
