import { AuthPage } from '../../features/auth/components/auth-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { PageTitle } from '../../components/layout/page-title';

export default function LoginRoute() {
  return (
    <AuthPage title="Login" withoutJavaScript="Continue with Google needs JavaScript, which is off in this browser. Use your email and password instead: they work without it.">
      <PageTitle>Login</PageTitle>
      <LoginForm />
    </AuthPage>
  );
}
