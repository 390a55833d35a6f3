import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useShopOrigin } from '../../../lib/shop-origin';
import type { Category } from '../../../types/api';
import { breadcrumbStructuredData, jsonLdText } from '../structured-data';

/**
 * Where a page sits in the catalogue: Home › Saws › Hand saws, each a link but the page itself
 * (`current`, when the page is a tool's; otherwise the last category is the page), and the same
 * trail as schema.org's BreadcrumbList for search engines.
 */
export function CategoryTrail({ trail, current }: { trail: Category[]; current?: string }) {
  const origin = useShopOrigin();
  const here = current ?? trail.at(-1)?.name;
  const links = current === undefined ? trail.slice(0, -1) : trail;
  return (
    <>
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbStructuredData(origin, trail, current)) }} />
    <Breadcrumbs aria-label="Where this is in the shop" sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/" color="inherit" underline="hover">
        Home
      </Link>
      {links.map((category) => (
        <Link key={category.slug} component={RouterLink} to={`/categories/${category.slug}`} color="inherit" underline="hover">
          {category.name}
        </Link>
      ))}
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        {here}
      </Typography>
    </Breadcrumbs>
    </>
  );
}
