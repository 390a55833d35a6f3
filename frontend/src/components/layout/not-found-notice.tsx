import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The seed's not-found picture under a heading, with the way back to the shop. */
export function NotFoundNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: '2rem', mb: 3 }}>
        {title}
      </Typography>
      {children}
      <img src="/images/not-found.svg" alt="Page not found: a bent nail beside the number 404" width={480} height={320} style={{ maxWidth: '100%', height: 'auto' }} />
      <Button variant="contained" component={RouterLink} to="/" sx={{ mt: 3 }}>
        Back to the shop
      </Button>
    </Container>
  );
}
