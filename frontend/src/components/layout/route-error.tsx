import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A screen that failed to load (a lost connection while fetching its code, most often). */
export function RouteError() {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h2" component="h1" gutterBottom>
        This page didn’t load
      </Typography>
      <Typography sx={{ mb: 3 }}>Check your connection, then try again.</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </Container>
  );
}
