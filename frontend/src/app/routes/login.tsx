import { AuthPage } from '../../features/auth/components/auth-page';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <AuthPage title="Login">
      <LoginForm />
    </AuthPage>
  );
}
