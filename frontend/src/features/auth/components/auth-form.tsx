import GoogleIcon from '@mui/icons-material/Google';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { apiBaseUrl } from '../../../lib/api';
import { useHydrated } from '../../../lib/use-hydrated';
import { signInOutcome, type AuthFormName } from '../sign-in-outcome';
import { useReturnTo } from '../use-sign-in';
import { AuthError } from './auth-error';

export interface AuthFormProps {
  /** Which form: its accessible name, its operation, the outcome it reads from the address. */
  form: AuthFormName;
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
const apiPath = new URL(apiBaseUrl).pathname;
const actions: Record<AuthFormName, string> = { login: `${apiPath}/sign-in`, register: `${apiPath}/register` };
const names: Record<AuthFormName, string> = { login: 'Login', register: 'Register' };

/**
 * What login and register share: a real form the shop's server answers (it signs in with Firebase
 * and answers with a 303), so a submit before the page's code arrives, or without JavaScript, is
 * never lost; once hydrated, the handler prevents the post and sends the same operation as JSON.
 * Continue with Google needs the page's code (Firebase's popup). `next` tells the server where to go
 * afterwards, and the outcome of a post that came back is read from the address.
 */
export function AuthForm({ form, submitLabel, onSubmit, onGoogle, pending, error, switchTo, children }: AuthFormProps) {
  const { state } = useLocation();
  const [search] = useSearchParams();
  const returnTo = useReturnTo();
  const [via, setVia] = useState<'email' | 'google'>('email');
  const ready = useHydrated();
  // Once the page's code acts, its own answer replaces what the last post came back with.
  const [posted, setPosted] = useState(false);
  const shown = error ?? (posted ? null : signInOutcome(form, search));

  return (
    <Stack spacing={3}>
      <Box
        component="form"
        aria-label={names[form]}
        noValidate={ready}
        // Never a GET: a form submitted by the browser itself would put the password in the address.
        method="post"
        action={actions[form]}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          setVia('email');
          setPosted(true);
          void onSubmit(event);
        }}
      >
        {/* Outside the Stack, whose spacing would count it as a row. */}
        <input type="hidden" name="next" value={returnTo} />
        <Stack component="fieldset" spacing={2} sx={fieldset}>
          {children}
          <Button type="submit" variant="contained" size="large" loading={pending && via === 'email'} disabled={pending}>
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
      <AuthError error={shown} />
      <Typography sx={{ textAlign: 'center' }}>
        {switchTo.prompt}{' '}
        <Link component={RouterLink} to={switchTo.to} state={state}>
          {switchTo.label}
        </Link>
      </Typography>
    </Stack>
  );
}
