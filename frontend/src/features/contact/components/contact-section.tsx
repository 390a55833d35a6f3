import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { ContactForm } from './contact-form';
import { NewsletterBox } from './newsletter-box';

/** The contact form beside the newsletter box, at the foot of the home page. */
export default function ContactSection() {
  return (
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
  );
}
