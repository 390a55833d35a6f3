import Alert from '@mui/material/Alert';

/** What Firebase (or the shop) said went wrong, in words, under an auth form; nothing when all is well. */
export function AuthError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  );
}
