import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A failed load: what went wrong, in words, and a way to try again (busy while `retrying`). */
export function ErrorState({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
