import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useListCategoriesQuery } from '../api/products-api';

/**
 * The top of the category tree as links to each category's page, on the home page (the navbar's
 * Categories leads here). Without categories, or while they are away, nothing shows: the tools
 * below are the shop either way.
 */
export function ShopByCategory() {
  const { data } = useListCategoriesQuery();
  const top = data?.items.filter((category) => category.parent === null) ?? [];
  if (top.length === 0) return null;
  return (
    <Box component="section" id="categories" aria-labelledby="categories-heading" sx={{ pt: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography id="categories-heading" variant="h2" component="h2" gutterBottom>
          Shop by category
        </Typography>
        <Stack component="ul" direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
          {top.map((category) => (
            <li key={category.slug}>
              <Chip component={RouterLink} to={`/categories/${category.slug}`} clickable variant="outlined" label={`${category.name} (${category.tools})`} sx={{ fontSize: '1rem', py: 2.5, px: 1 }} />
            </li>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
