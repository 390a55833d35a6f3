import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { fontFamilies } from '../../../lib/theme';

/** The recovery codes, shown this once (the shop keeps only their hashes), and the step that says they're saved. */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-factor sign-in is on.</Alert>
      <Alert severity="warning">
        Save these recovery codes somewhere safe, away from your phone. If you lose your phone, each one signs you in once. They won’t be shown again.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{ fontFamily: fontFamilies.monospace, fontSize: '1.1rem', columns: 2, m: 0, pl: 4, py: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <FormControlLabel control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />} label="I’ve saved my recovery codes" />
      <Button variant="contained" size="large" disabled={!saved} onClick={onDone}>
        Continue
      </Button>
    </Stack>
  );
}
