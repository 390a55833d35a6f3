import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
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

const fieldset = { border: 0, p: 0, m: 0, minWidth: 0 } as const;

/**
 * What login and register share: the submit and Google buttons, the provider's error, the link to
 * the other page. Signing in is Firebase's, in the browser: until the page's code is there (a
 * server-rendered page, still hydrating or without JavaScript) the form takes nothing, so nothing
 * typed is lost and no password is ever sent anywhere but to Firebase.
 */
export function AuthForm({ name, submitLabel, onSubmit, onGoogle, pending, error, switchTo, children }: AuthFormProps) {
  const { state } = useLocation();
  const [via, setVia] = useState<'email' | 'google'>('email');
  const ready = useHydrated();

  return (
    <Stack spacing={3}>
      <Box
        component="form"
        aria-label={name}
        noValidate
        // Never a GET: a form submitted by the browser itself would put the password in the address.
        method="post"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          setVia('email');
          void onSubmit(event);
        }}
      >
        <Stack component="fieldset" disabled={!ready} spacing={2} sx={fieldset}>
          {children}
          <Button type="submit" variant="contained" size="large" loading={pending && via === 'email'} disabled={pending || !ready}>
            {submitLabel}
          </Button>
        </Stack>
      </Box>
      <Divider>or</Divider>
      <Button
        variant="outlined"
        size="large"
        startIcon={<GoogleIcon />}
        loading={pending && via === 'google'}
        disabled={pending || !ready}
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
