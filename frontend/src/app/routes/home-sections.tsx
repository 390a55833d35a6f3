import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { FeatureStrip } from '../../components/layout/feature-strip';
import { TrustBlock } from '../../components/layout/trust-block';
import { ContactForm } from '../../features/contact/components/contact-form';
import { NewsletterBox } from '../../features/contact/components/newsletter-box';
import { CustomerReviews } from '../../features/reviews/components/customer-reviews';

/** Everything the home page shows after the catalogue: who we are, what customers say, what we promise, how to reach us. */
export function HomeSections() {
  return (
    <>
      <TrustBlock />
      <CustomerReviews />
      <FeatureStrip />
      <Box sx={{ py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Grid container spacing={6}>
            <Grid size={{ xs: 12, md: 7 }}>
              <ContactForm />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <NewsletterBox />
            </Grid>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
