import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export default function NotFoundRoute() {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '2rem', mb: 3 }}>
        Page not found
      </Typography>
      <img src="/images/not-found.svg" alt="Page not found: a bent nail beside the number 404" width={480} height={320} style={{ maxWidth: '100%', height: 'auto' }} />
      <Button variant="contained" component={RouterLink} to="/" sx={{ mt: 3 }}>
        Back to the shop
      </Button>
    </Container>
  );
}
