import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { problemMessage } from '../../../lib/problem';
import { useVerifySecondFactorMutation } from '../api/two-factor-api';
import { useAfterSecondFactor } from '../use-after-second-factor';
import { AuthError } from './auth-error';

const APP_CODE = /^[0-9]{6}$/;
const RECOVERY_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/**
 * The code a staff member gives after signing in, from their authenticator app or, for a lost phone,
 * one of their recovery codes. Until then the server refuses every staff operation.
 */
export function SecondFactorForm() {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [verify, { error, isLoading, reset }] = useVerifySecondFactorMutation();
  const { passed, goOn } = useAfterSecondFactor();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!(recovery ? RECOVERY_CODE : APP_CODE).test(typed)) {
      setInvalid(recovery ? 'Enter one of your recovery codes, like k7m2p-9xq4r.' : 'Enter the 6 digits your authenticator app shows.');
      return;
    }
    setInvalid(null);
    const answer = await verify(typed);
    if (answer.error) return;
    passed();
    goOn();
  };

  const switchMode = () => {
    setRecovery(!recovery);
    setCode('');
    setInvalid(null);
    reset();
  };

  return (
    <Stack component="form" aria-label="Two-factor code" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each one works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Hand Tool Shop.'}
      </Typography>
      <TextField
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? 'Recovery code' : 'Code from your app'}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoFocus
        error={invalid !== null}
        helperText={invalid ?? ' '}
        slotProps={{ htmlInput: recovery ? { maxLength: 11, spellCheck: false } : { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
      />
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        Continue
      </Button>
      <AuthError error={error ? problemMessage(error) : null} />
      <Typography sx={{ textAlign: 'center' }}>
        <Link component="button" type="button" onClick={switchMode}>
          {recovery ? 'Use the code from my app instead' : 'Use a recovery code'}
        </Link>
      </Typography>
    </Stack>
  );
}
