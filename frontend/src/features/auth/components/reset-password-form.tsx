import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { fieldProps } from '../../../lib/form-field';
import { checkPasswordResetCode, resetPassword } from '../../../lib/session/firebase-auth';
import { newPasswordSchema, PASSWORD_RULE, type NewPasswordValues } from '../auth-schemas';
import { AuthError } from './auth-error';

type LinkCheck = { state: 'checking' } | { state: 'valid'; email: string } | { state: 'invalid'; message: string };

const INCOMPLETE_LINK = 'This link isn’t complete. Open the link from the email again, or ask for a new one.';

/** What the reset link says: its code checked with Firebase before a new password is asked for. */
function useResetLink(oobCode: string): LinkCheck {
  const [check, setCheck] = useState<LinkCheck>({ state: 'checking' });
  useEffect(() => {
    if (!oobCode) {
      setCheck({ state: 'invalid', message: INCOMPLETE_LINK });
      return;
    }
    let current = true;
    setCheck({ state: 'checking' });
    checkPasswordResetCode(oobCode).then(
      (email) => current && setCheck({ state: 'valid', email }),
      (error: unknown) => current && setCheck({ state: 'invalid', message: error instanceof Error ? error.message : INCOMPLETE_LINK }),
    );
    return () => {
      current = false;
    };
  }, [oobCode]);
  return check;
}

function AskAgain({ message }: { message: string }) {
  return (
    <Stack spacing={3}>
      <AuthError error={message} />
      <Button variant="contained" size="large" component={RouterLink} to="/forgot-password">
        Ask for a new link
      </Button>
    </Stack>
  );
}

/**
 * The page a reset email's link opens (`/reset-password?oobCode=…`, Firebase's own parameter): a
 * new password for the account the link is for, then the way to the login.
 */
export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get('oobCode') ?? '';
  const link = useResetLink(oobCode);
  const [changed, setChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await resetPassword(oobCode, password);
      setChanged(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  });

  if (link.state === 'checking') {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress aria-hidden="true" />
        <Typography>Checking your link…</Typography>
      </Stack>
    );
  }
  if (link.state === 'invalid') return <AskAgain message={link.message} />;
  if (changed) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" role="status">
          Your password is changed. Log in with your new password.
        </Alert>
        <Button variant="contained" size="large" component={RouterLink} to="/login">
          Log in
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" aria-label="Choose a new password" noValidate spacing={2} onSubmit={submit}>
      <Typography>
        Choose a new password for <strong>{link.email}</strong>.
      </Typography>
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...fieldProps(register('password'), formState.errors.password)}
        helperText={formState.errors.password?.message ?? PASSWORD_RULE}
      />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        Set new password
      </Button>
      <AuthError error={error} />
      <Typography sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to="/forgot-password">
          Ask for a new link
        </Link>
      </Typography>
    </Stack>
  );
}
