import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NeedsJavaScript } from '../../../components/ui/needs-javascript';

/**
 * The checkout's payment until the page's code has taken it over: the card forms need it (the
 * server renders none, so a card typed into a page that can't send it is never lost), and without
 * JavaScript the page says so.
 */
export function PaymentNeedsJavaScript() {
  return (
    <Stack component="section" spacing={2} aria-labelledby="checkout-payment-title">
      <Typography id="checkout-payment-title" variant="h2" sx={{ fontSize: '1.4rem' }}>
        Payment
      </Typography>
      <NeedsJavaScript>
        Paying needs JavaScript, which is off in this browser. Your cart and the delivery details you saved are kept here: turn JavaScript on and come back to
        pay by card.
      </NeedsJavaScript>
    </Stack>
  );
}
