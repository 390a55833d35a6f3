import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';

/** The seed's words after a successful payment, with the transaction id to keep and where the confirmation went. */
export function PaymentSuccess({ transactionId, email }: { transactionId: string; email: string }) {
  return (
    <Alert severity="success" sx={{ width: '100%' }}>
      <AlertTitle>Congratulations! your payment is completed</AlertTitle>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        Your Transaction Id: <strong>{transactionId}</strong>
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        We emailed a confirmation to <strong>{email}</strong>.
      </Typography>
    </Alert>
  );
}
