import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { fieldProps } from '../../../lib/form-field';
import { problemMessage } from '../../../lib/problem';
import { useRequestPasswordResetMutation } from '../api/password-reset-api';
import { resetRequestSchema, type ResetRequestValues } from '../auth-schemas';
import { AuthError } from './auth-error';

function BackToLogin() {
  const { state } = useLocation();
  return (
    <Typography sx={{ textAlign: 'center' }}>
      <Link component={RouterLink} to="/login" state={state}>
        Back to login
      </Link>
    </Typography>
  );
}

/**
 * Asks the shop to email a link to choose a new password. The answer is the same whether or not the
 * address has an account, so the form can't tell anyone who shops here. A failed request keeps the
 * email in the field: sending again is the retry.
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestPasswordReset, { error }] = useRequestPasswordResetMutation();
  const { register, handleSubmit, formState } = useForm<ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    const answer = await requestPasswordReset({ email });
    if (!answer.error) setSentTo(email);
  });

  if (sentTo) {
    return (
      <Stack spacing={3}>
        <Alert severity="success" role="status">
          If an account uses {sentTo}, we’ve emailed it a link to choose a new password. The link works for an hour; if nothing
          arrives in a few minutes, check your spam folder.
        </Alert>
        <BackToLogin />
      </Stack>
    );
  }

  return (
    <Stack component="form" aria-label="Reset password" noValidate spacing={2} onSubmit={submit}>
      <Typography>Enter the email you log in with, and we’ll send you a link to choose a new password.</Typography>
      <TextField label="Email" type="email" autoComplete="email" {...fieldProps(register('email'), formState.errors.email)} />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        Send reset link
      </Button>
      <AuthError error={error ? problemMessage(error) : null} />
      <BackToLogin />
    </Stack>
  );
}
