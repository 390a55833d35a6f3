import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { useGetSecuritySettingsQuery, useResetTwoFactorMutation, useUpdateSecuritySettingsMutation } from '../api/security-settings-api';

function RequireTwoFactor() {
  const settings = useGetSecuritySettingsQuery();
  const [update, { error, isLoading }] = useUpdateSecuritySettingsMutation();
  if (settings.error && !settings.isFetching) return <ErrorState message={problemMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <CircularProgress aria-label="Loading the security settings" />;
  const required = settings.data.requireStaffTwoFactor;
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={required} disabled={isLoading} onChange={(event) => void update({ requireStaffTwoFactor: event.target.checked })} />}
        label="Require two-factor sign-in for all staff"
      />
      <Typography variant="body2" color="text.secondary">
        Staff without an authenticator app are sent to set one up before they can open any staff screen. Customers are never asked.
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {problemMessage(error)}
        </Alert>
      )}
    </Stack>
  );
}

function ResetTwoFactor() {
  const [email, setEmail] = useState('');
  const [resetFor, setResetFor] = useState<string | null>(null);
  const [reset, { error, isLoading }] = useResetTwoFactorMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResetFor(null);
    const typed = email.trim();
    if (!typed) return;
    const answer = await reset(typed);
    if (!answer.error) setResetFor(typed);
  };
  return (
    <Stack component="form" aria-label="Reset two-factor sign-in" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography>A staff member lost their phone? Reset their two-factor sign-in: they set it up again at their next sign-in.</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextField label="Staff member’s email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} sx={{ flex: 1 }} />
        <Button type="submit" variant="outlined" loading={isLoading}>
          Reset two-factor
        </Button>
      </Box>
      {resetFor && (
        <Alert severity="success" role="status">
          Two-factor sign-in was reset for {resetFor}.
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {problemMessage(error)}
        </Alert>
      )}
    </Stack>
  );
}

/** The owner's Security screen: whether staff must use two-factor sign-in, and a reset for a lost phone. */
export function SecuritySettings() {
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Two-factor sign-in
          </Typography>
          <RequireTwoFactor />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Lost phone
          </Typography>
          <ResetTwoFactor />
        </CardContent>
      </Card>
    </Stack>
  );
}
