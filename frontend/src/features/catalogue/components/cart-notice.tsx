import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Link as RouterLink } from 'react-router';

export interface CartOutcome {
  added: boolean;
  message: string;
}

/**
 * What became of an "Add to cart": over the page, so nothing on it moves. Its own chunk, loaded at
 * the first add: the public pages' first load doesn't carry a snackbar nobody has asked for yet.
 */
export default function CartNotice({ outcome, onClose }: { outcome: CartOutcome; onClose: () => void }) {
  return (
    <Snackbar open onClose={(_event, reason) => reason !== 'clickaway' && onClose()} autoHideDuration={outcome.added ? 6000 : null}>
      <Alert
        severity={outcome.added ? 'success' : 'warning'}
        role={outcome.added ? 'status' : 'alert'}
        variant="filled"
        onClose={onClose}
        action={
          outcome.added ? (
            <Button color="inherit" size="small" component={RouterLink} to="/cart" sx={{ whiteSpace: 'nowrap' }}>
              View cart
            </Button>
          ) : undefined
        }
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {outcome.message}
      </Alert>
    </Snackbar>
  );
}
