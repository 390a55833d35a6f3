import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { PASSWORD_RULE, registerSchema, type RegisterValues } from '../auth-schemas';
import { useRegisterWithPasswordMutation } from '../../../lib/session/session-api';
import { useSignIn } from '../use-sign-in';
import { limits } from '../../../lib/contract-limits';
import { fieldProps } from '../../../lib/form-field';
import { AuthForm } from './auth-form';

export function RegisterForm() {
  const { signIn, signInWithGoogleAccount, pending, error } = useSignIn();
  const [registerWithPassword] = useRegisterWithPasswordMutation();
  // No defaultValues: registering a field then keeps what was typed before the page's code arrived.
  const { register, handleSubmit, formState } = useForm<RegisterValues>({ resolver: zodResolver(registerSchema) });
  const { errors } = formState;

  return (
    <AuthForm
      form="register"
      submitLabel="Register"
      onSubmit={handleSubmit((account) => signIn(() => registerWithPassword(account).unwrap()))}
      onGoogle={signInWithGoogleAccount}
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
        slotProps={{ htmlInput: { minLength: 6 } }}
        {...fieldProps(register('password'), errors.password)}
        helperText={errors.password?.message ?? PASSWORD_RULE}
      />
    </AuthForm>
  );
}
