import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export function Hero() {
  return (
    <Box component="section" aria-labelledby="hero-heading" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography id="hero-heading" variant="h1" component="h1" sx={{ maxWidth: 720 }}>
          Hand tools that earn their place in the box
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, maxWidth: 600, fontSize: '1.15rem', color: '#d8dde2' }}>
          Hammers, saws, chisels and spanners for trade and workshop, at trade prices. Order by the box, pay by card, and we ship
          the same week.
        </Typography>
        <Button variant="contained" size="large" href="#tools">
          Browse our tools
        </Button>
      </Container>
    </Box>
  );
}
