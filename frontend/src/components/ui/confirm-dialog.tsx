import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Shown inside the dialog when the confirmed action failed, so the user can try Yes again. */
  error?: string;
  busy?: boolean;
  /** The buttons' words; the seed's Yes and No unless the action deserves its own. */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The seed's Yes/No confirmation before anything that can't be undone. */
export function ConfirmDialog({ open, title, message, error, busy = false, confirmLabel = 'Yes', cancelLabel = 'No', onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  // Callers forget what was being confirmed as soon as it closes; the closing fade keeps showing it.
  const [shown, setShown] = useState({ title, message });
  if (open && (shown.title !== title || shown.message !== message)) setShown({ title, message });
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{shown.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{shown.message}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
