import { AuthPage } from '../../features/auth/components/auth-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { PageTitle } from '../../components/layout/page-title';

export default function LoginRoute() {
  return (
    <AuthPage title="Login">
      <PageTitle>Login</PageTitle>
      <LoginForm />
    </AuthPage>
  );
}
