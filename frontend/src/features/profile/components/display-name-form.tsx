import { zodResolver } from '@hookform/resolvers/zod';
import GoogleIcon from '@mui/icons-material/Google';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { limits } from '../../../lib/contract-limits';
import { z } from '../../../lib/zod';
import { fieldProps } from '../../../lib/form-field';
import { useChangeDisplayName } from '../use-change-display-name';

const NAME_MAX = limits.PersonName.maxLength;

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(NAME_MAX, `Keep your name under ${NAME_MAX} characters`),
  password: z.string(),
});
type DisplayNameValues = z.infer<typeof schema>;

/** Renames the account: the name on reviews, orders and this page. */
export function DisplayNameForm({ currentName }: { currentName: string }) {
  const { change, pending, needsProof, error, changedTo } = useChangeDisplayName();
  const { register, handleSubmit, formState, setError, resetField } = useForm<DisplayNameValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: currentName, password: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ name, password }) => {
    if (needsProof && !password) {
      setError('password', { message: 'Password is required' }, { shouldFocus: true });
      return;
    }
    await change(name, needsProof ? { password } : undefined);
    resetField('password');
  });

  const confirmWithGoogle = handleSubmit(({ name }) => change(name, { google: true }));

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="display-name-title">
      <Typography id="display-name-title" variant="h3" sx={{ fontSize: '1.25rem' }}>
        Display name
      </Typography>
      <Typography color="text.secondary">The name on your reviews and orders.</Typography>
      <TextField label="Display name" autoComplete="name" {...fieldProps(register('name'), errors.name)} />
      {needsProof && (
        <>
          <Alert severity="info" role="status">For your security, confirm it’s you: enter your password, or continue with Google if that’s how you sign in.</Alert>
          <TextField label="Password" type="password" autoComplete="current-password" {...fieldProps(register('password'), errors.password)} />
        </>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {changedTo && (
        <Alert severity="success" role="status">
          Your name is now {changedTo}.
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button type="submit" variant="contained" loading={pending}>
          {needsProof ? 'Confirm and change name' : 'Change name'}
        </Button>
        {needsProof && (
          <Button variant="outlined" startIcon={<GoogleIcon />} disabled={pending} onClick={() => void confirmWithGoogle()}>
            Confirm with Google
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
