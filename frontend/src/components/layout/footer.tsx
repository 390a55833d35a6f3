import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SHOP_NAME } from '../../lib/brand';
import { navLinks, SITE_LINKS_ID } from './nav-links';

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', py: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2">© {new Date().getFullYear()} {SHOP_NAME}. Tools for trade and workshop.</Typography>
          {/* On a phone the links go on as many lines as they need rather than past the screen's edge. */}
          <Stack component="nav" id={SITE_LINKS_ID} aria-label="Footer" direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {navLinks.map((link) => (
              <Link key={link.label} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
