import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The seed's marketing claims, less its cash on delivery: checkout takes cards only.
const services = [
  { Icon: LocalShippingOutlinedIcon, title: 'Free shipping', text: 'Free delivery on every order of $1000 or more.' },
  { Icon: CreditCardOutlinedIcon, title: 'Secure card payment', text: 'Pay by card at checkout; your order is confirmed the moment the payment goes through.' },
  { Icon: SupportAgentOutlinedIcon, title: '24/7 service', text: 'Someone who knows the tools answers, day or night.' },
];

export function FeatureStrip() {
  return (
    <Box component="section" id="services" aria-labelledby="services-heading" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography id="services-heading" variant="h2" component="h2" sx={{ mb: 4 }}>
          Our services
        </Typography>
        <Grid container spacing={4} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {services.map(({ Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }} component="li">
              <Stack direction="row" spacing={2}>
                <Icon sx={{ fontSize: 44, color: 'primary.light' }} />
                <div>
                  <Typography variant="h4" component="h3" gutterBottom>
                    {title}
                  </Typography>
                  <Typography sx={{ color: '#d8dde2' }}>{text}</Typography>
                </div>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
