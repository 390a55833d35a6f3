import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { replyTime, shippingThreshold, useGetShopPromisesQuery } from '../../lib/shop-promises';

// The seed's marketing claims, as far as the shop keeps them: checkout takes cards only (no cash
// on delivery), and a person answers within the working days the shop's settings say, not "24/7".
export function FeatureStrip() {
  const { data: promises } = useGetShopPromisesQuery();
  const services = [
    ...(promises?.freeShippingFrom != null
      ? [{ Icon: LocalShippingOutlinedIcon, title: 'Free shipping', text: `Free delivery on every order of ${shippingThreshold(promises.freeShippingFrom)} or more.` }]
      : []),
    { Icon: CreditCardOutlinedIcon, title: 'Secure card payment', text: 'Pay by card at checkout; your order is confirmed the moment the payment goes through.' },
    {
      Icon: SupportAgentOutlinedIcon,
      title: 'Answers from people',
      text: `Someone who knows the tools answers your message${promises ? ` within ${replyTime(promises.replyWorkingDays)}` : ''}.`,
    },
  ];
  return (
    <Box component="section" id="services" aria-labelledby="services-heading" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography id="services-heading" variant="h2" component="h2" sx={{ mb: 4 }}>
          Our services
        </Typography>
        <Grid container spacing={4} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {services.map(({ Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, md: 12 / services.length }} component="li">
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
