import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { holdTime, replyTime, shippingThreshold, useGetShopPromisesQuery } from '../../lib/shop-promises';

// Only figures the shop's settings or its catalogue stand behind: no years in trade or customer
// counts nobody keeps, no count of tools (the catalogue's size changes with every product).
export function TrustBlock() {
  const { data: promises } = useGetShopPromisesQuery();
  const figures = [
    { value: 'Live', label: 'stock on every tool' },
    ...(promises
      ? [
          { value: holdTime(promises.orderHoldMinutes), label: 'we keep your tools while you pay' },
          { value: replyTime(promises.replyWorkingDays).replace(/^one /, '1 '), label: 'for a person to answer you' },
          ...(promises.freeShippingFrom != null ? [{ value: `${shippingThreshold(promises.freeShippingFrom)}+`, label: 'orders ship free' }] : []),
        ]
      : []),
  ];
  return (
    <Box component="section" id="about" aria-labelledby="about-heading" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography id="about-heading" variant="h2" component="h2" gutterBottom>
              Trusted by the trades
            </Typography>
            <Typography sx={{ mb: 2 }}>
              We are a small team of former joiners, fitters and mechanics who got tired of tools that bend, slip or rust. Every
              hammer, saw and spanner we list has been used on a real job before it earns a place in the catalogue.
            </Typography>
            <Typography color="text.secondary">
              Builders, workshops and schools order from us because the price on the card is the price on the invoice, stock
              counts are live, and a person who knows the tools answers when something goes wrong.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {/* A description list keeps each figure read together with what it counts. */}
            <Grid container component="dl" spacing={3} sx={{ m: 0 }}>
              {figures.map((figure) => (
                <Grid key={figure.label} size={6} sx={{ display: 'flex', flexDirection: 'column-reverse', borderLeft: 4, borderColor: 'primary.main', pl: 2 }}>
                  <Typography component="dt" color="text.secondary">
                    {figure.label}
                  </Typography>
                  <Typography component="dd" variant="h3" sx={{ m: 0, color: 'primary.main' }}>
                    {figure.value}
                  </Typography>
                </Grid>
              ))}
            </Grid>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
