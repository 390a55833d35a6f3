import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { PASSWORD_RULE, registerSchema, type RegisterValues } from '../auth-schemas';
import { registerWithEmail, signInWithGoogle } from '../../../lib/session/firebase-auth';
import { useSignIn } from '../use-sign-in';
import { limits } from '../../../lib/contract-limits';
import { fieldProps } from '../../../lib/form-field';
import { AuthForm } from './auth-form';

export function RegisterForm() {
  const { signIn, pending, error } = useSignIn();
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors } = formState;

  return (
    <AuthForm
      name="Register"
      submitLabel="Register"
      onSubmit={handleSubmit(({ name, email, password }) => signIn(() => registerWithEmail(name, email, password)))}
      onGoogle={() => signIn(signInWithGoogle)}
      pending={pending}
      error={error}
      switchTo={{ prompt: 'Already have an account?', label: 'Log in', to: '/login' }}
    >
      <TextField
        label="Name"
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: limits.PersonName.maxLength } }}
        {...fieldProps(register('name'), errors.name)}
      />
      <TextField label="Email" type="email" autoComplete="email" {...fieldProps(register('email'), errors.email)} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...fieldProps(register('password'), errors.password)}
        helperText={errors.password?.message ?? PASSWORD_RULE}
      />
    </AuthForm>
  );
}
