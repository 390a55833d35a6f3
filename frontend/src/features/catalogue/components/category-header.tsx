import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title';
import { useShopOrigin } from '../../../lib/shop-origin';
import type { Category } from '../../../types/api';
import { CategoryTrail } from './category-trail';

const toolCount = (tools: number) => (tools === 1 ? '1 tool' : `${tools} tools`);

/** A category page's top: where it sits, its name and tool count, and the categories under it. */
export function CategoryHeader({ trail, below }: { trail: Category[]; below: Category[] }) {
  const origin = useShopOrigin();
  const category = trail.at(-1)!;
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
      <PageTitle>{category.name}</PageTitle>
      <meta name="description" content={`${category.name} at the Hand Tool Shop: ${toolCount(category.tools)}, for trade and workshop.`} />
      <link rel="canonical" href={`${origin}/categories/${category.slug}`} />
      <CategoryTrail trail={trail} />
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {category.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{toolCount(category.tools)}</Typography>
      {below.length > 0 && (
        <Stack component="nav" aria-label={`Categories in ${category.name}`} direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
          {below.map((child) => (
            <Chip key={child.slug} component={RouterLink} to={`/categories/${child.slug}`} clickable variant="outlined" label={`${child.name} (${child.tools})`} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
