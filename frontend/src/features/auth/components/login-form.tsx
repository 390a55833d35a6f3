import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { loginSchema, type LoginValues } from '../auth-schemas';
import { signInWithEmail, signInWithGoogle } from '../../../lib/session/firebase-auth';
import { useSignIn } from '../use-sign-in';
import { fieldProps } from '../../../lib/form-field';
import { AuthForm } from './auth-form';

export function LoginForm() {
  const { signIn, pending, error } = useSignIn();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  return (
    <AuthForm
      name="Login"
      submitLabel="Login"
      onSubmit={handleSubmit(({ email, password }) => signIn(() => signInWithEmail(email, password)))}
      onGoogle={() => signIn(signInWithGoogle)}
      pending={pending}
      error={error}
      switchTo={{ prompt: 'New to the shop?', label: 'Create an account', to: '/register' }}
    >
      <TextField label="Email" type="email" autoComplete="email" {...fieldProps(register('email'), errors.email)} />
      <TextField label="Password" type="password" autoComplete="current-password" {...fieldProps(register('password'), errors.password)} />
    </AuthForm>
  );
}
