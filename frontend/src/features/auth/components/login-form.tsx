import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { loginSchema, type LoginValues } from '../auth-schemas';
import { useSignInWithPasswordMutation } from '../../../lib/session/session-api';
import { useSignIn } from '../use-sign-in';
import { fieldProps } from '../../../lib/form-field';
import { AuthForm } from './auth-form';

export function LoginForm() {
  const { signIn, signInWithGoogleAccount, pending, error } = useSignIn();
  const [signInWithPassword] = useSignInWithPasswordMutation();
  // Kept for the way back: after a reset, the login still returns to the page the visitor came from.
  const { state } = useLocation();
  // No defaultValues: registering a field then keeps what was typed before the page's code arrived.
  const { register, handleSubmit, formState } = useForm<LoginValues>({ resolver: zodResolver(loginSchema) });
  const { errors } = formState;

  return (
    <AuthForm
      form="login"
      submitLabel="Login"
      onSubmit={handleSubmit((credentials) => signIn(() => signInWithPassword(credentials).unwrap()))}
      onGoogle={signInWithGoogleAccount}
      pending={pending}
      error={error}
      switchTo={{ prompt: 'New to the shop?', label: 'Create an account', to: '/register' }}
    >
      <TextField label="Email" type="email" autoComplete="email" {...fieldProps(register('email'), errors.email)} />
      <TextField label="Password" type="password" autoComplete="current-password" {...fieldProps(register('password'), errors.password)} />
      <Link component={RouterLink} to="/forgot-password" state={state} sx={{ alignSelf: 'flex-end' }}>
        Forgot password?
      </Link>
    </AuthForm>
  );
}
