import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { NotFoundNotice } from '../../components/layout/not-found-notice';
import { PageTitle } from '../../components/layout/page-title';
import { ErrorState } from '../../components/ui/error-state';
import { categoryTrail, useListCategoriesQuery } from '../../features/catalogue/api/products-api';
import { CategoryHeader } from '../../features/catalogue/components/category-header';
import { OurTools } from '../../features/catalogue/components/our-tools';
import { isSlug } from '../../lib/contract-limits';
import { problemMessage } from '../../lib/problem';

function CategoryNotFound() {
  return (
    <NotFoundNotice title="Category not found">
      <PageTitle>Category not found</PageTitle>
      <Typography sx={{ mb: 3 }}>We have no category at this address; all our tools are in the shop.</Typography>
    </NotFoundNotice>
  );
}

/** A category's page (/categories/:slug): where it sits, the categories under it, and its tools with search and sort. */
export default function CategoryRoute() {
  const { slug = '' } = useParams();
  const { data, error, isFetching, refetch } = useListCategoriesQuery(undefined, { skip: !isSlug(slug) });
  if (!isSlug(slug)) return <CategoryNotFound />;
  if (!data) {
    return (
      <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
        {error ? (
          <>
            <PageTitle>This category didn’t load</PageTitle>
            <Typography variant="h1" component="h1" sx={{ fontSize: '2rem', mb: 2 }}>
              This category didn’t load
            </Typography>
            <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />
          </>
        ) : (
          <Skeleton variant="text" role="status" aria-label="Loading the category" sx={{ fontSize: '2.5rem', width: '40%' }} />
        )}
      </Container>
    );
  }
  const trail = categoryTrail(data.items, slug);
  if (!trail) return <CategoryNotFound />;
  return (
    <>
      <CategoryHeader trail={trail} below={data.items.filter((category) => category.parent === slug)} />
      <OurTools key={slug} category={slug} title={`${trail.at(-1)!.name}: our tools`} />
    </>
  );
}
