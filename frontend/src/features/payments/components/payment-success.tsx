import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The seed's words after a successful payment, with the transaction id to keep. */
export function PaymentSuccess({ transactionId }: { transactionId: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success" role="status" sx={{ width: '100%' }}>
        <AlertTitle>Congratulations! your payment is completed</AlertTitle>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Your Transaction Id: <strong>{transactionId}</strong>
        </Typography>
      </Alert>
      <Button component={RouterLink} to="/dashboard" variant="outlined">
        Back to My Orders
      </Button>
    </Stack>
  );
}
