import { AuthPage } from '../../features/auth/components/auth-page';
import { LoginForm } from '../../features/auth/components/login-form';
import { PageTitle } from '../../components/layout/page-title';

export default function LoginRoute() {
  return (
    <AuthPage title="Login" withoutJavaScript="Logging in needs JavaScript, which is off in this browser. Turn it on to log in, or keep browsing the tools: they work without it.">
      <PageTitle>Login</PageTitle>
      <LoginForm />
    </AuthPage>
  );
}
