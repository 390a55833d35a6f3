import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { fontFamilies } from '../../../lib/theme';
import type { TwoFactorEnrolment } from '../../../types/api';
import {
  useConfirmTwoFactorEnrolmentMutation,
  useDisableTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useStartTwoFactorEnrolmentMutation,
} from '../api/two-factor-api';
import { useAfterSecondFactor } from '../use-after-second-factor';
import { AuthError } from './auth-error';
import { RecoveryCodesStep } from './recovery-codes';
import { TotpQrCode } from './totp-qr-code';

/** The secret in groups of four, as authenticator apps' "enter a key" screens are easiest typed from. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function ScanAndConfirm({ enrolment, onConfirmed }: { enrolment: TwoFactorEnrolment; onConfirmed: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirm, { error, isLoading }] = useConfirmTwoFactorEnrolmentMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setInvalid(!/^[0-9]{6}$/.test(typed));
    if (!/^[0-9]{6}$/.test(typed)) return;
    const answer = await confirm(typed);
    if (answer.data) onConfirmed(answer.data.recoveryCodes);
  };
  return (
    <Stack component="form" aria-label="Confirm authenticator app" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography>1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <TotpQrCode uri={enrolment.otpauthUri} />
      </Box>
      <Typography>Can’t scan it? Enter this key in the app instead:</Typography>
      <Typography component="code" aria-label="Key for manual entry" sx={{ fontFamily: fontFamilies.monospace, fontSize: '1.1rem', textAlign: 'center', wordBreak: 'break-all' }}>
        {grouped(enrolment.secret)}
      </Typography>
      <Typography>2. Enter the 6-digit code the app now shows.</Typography>
      <TextField
        label="Code from your app"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        error={invalid}
        helperText={invalid ? 'Enter the 6 digits your authenticator app shows.' : ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
      />
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        Turn on two-factor sign-in
      </Button>
      <AuthError error={error ? problemMessage(error) : null} />
    </Stack>
  );
}

function TurnedOn({ required }: { required: boolean }) {
  const [disable, { error, isLoading }] = useDisableTwoFactorMutation();
  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor sign-in is on for your account. You’ll be asked for a code from your app each time you sign in.</Alert>
      {required ? (
        <Typography>The shop requires two-factor sign-in for staff, so it can’t be turned off. Lost your phone? Ask the shop owner to reset it.</Typography>
      ) : (
        <Button variant="outlined" color="error" loading={isLoading} onClick={() => void disable()}>
          Turn off two-factor sign-in
        </Button>
      )}
      <AuthError error={error ? problemMessage(error) : null} />
    </Stack>
  );
}

/**
 * Setting up an authenticator app: a new secret (QR code and key), confirmed by a code from it,
 * then the recovery codes, shown once. Staff the owner requires it of come here before any staff screen.
 */
export function EnrolTwoFactor() {
  const status = useGetTwoFactorStatusQuery();
  const [start, started] = useStartTwoFactorEnrolmentMutation();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { passed, goOn } = useAfterSecondFactor();

  // First: once confirmed, the status says "on", but the codes are shown until they're saved.
  if (recoveryCodes) return <RecoveryCodesStep codes={recoveryCodes} onDone={goOn} />;
  if (status.error && !status.isFetching) return <ErrorState message={problemMessage(status.error)} onRetry={() => void status.refetch()} />;
  if (!status.data) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading two-factor sign-in" />
      </Box>
    );
  }
  if (status.data.enrolled) return <TurnedOn required={status.data.required} />;
  if (started.data) {
    return (
      <ScanAndConfirm
        enrolment={started.data}
        onConfirmed={(codes) => {
          passed();
          setRecoveryCodes(codes);
        }}
      />
    );
  }
  return (
    <Stack spacing={2}>
      {status.data.secondFactor === 'enrolment_required' && (
        <Alert severity="info">The shop requires two-factor sign-in for staff. Set it up to open the dashboard’s staff screens.</Alert>
      )}
      <Typography>
        Two-factor sign-in asks for a code from an authenticator app on your phone each time you sign in, so your password alone can’t open the shop’s staff screens.
      </Typography>
      <Button variant="contained" size="large" loading={started.isLoading} onClick={() => void start()}>
        Set up an authenticator app
      </Button>
      <AuthError error={started.error ? problemMessage(started.error) : null} />
    </Stack>
  );
}
