import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { AuthError } from './auth-error';

export interface AuthFormProps {
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onGoogle: () => Promise<void>;
  pending: boolean;
  error: string | null;
  /** The other auth page; the link keeps the page the visitor came from. */
  switchTo: { prompt: string; label: string; to: string };
  children: ReactNode;
}

/** What login and register share: the submit and Google buttons, the provider's error, the link to the other page. */
export function AuthForm({ name, submitLabel, onSubmit, onGoogle, pending, error, switchTo, children }: AuthFormProps) {
  const { state } = useLocation();
  const [via, setVia] = useState<'email' | 'google'>('email');

  return (
    <Stack spacing={3}>
      <Stack
        component="form"
        aria-label={name}
        noValidate
        spacing={2}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          setVia('email');
          void onSubmit(event);
        }}
      >
        {children}
        <Button type="submit" variant="contained" size="large" loading={pending && via === 'email'} disabled={pending}>
          {submitLabel}
        </Button>
      </Stack>
      <Divider>or</Divider>
      <Button
        variant="outlined"
        size="large"
        startIcon={<GoogleIcon />}
        loading={pending && via === 'google'}
        disabled={pending}
        onClick={() => {
          setVia('google');
          void onGoogle();
        }}
      >
        Continue with Google
      </Button>
      <AuthError error={error} />
      <Typography sx={{ textAlign: 'center' }}>
        {switchTo.prompt}{' '}
        <Link component={RouterLink} to={switchTo.to} state={state}>
          {switchTo.label}
        </Link>
      </Typography>
    </Stack>
  );
}
