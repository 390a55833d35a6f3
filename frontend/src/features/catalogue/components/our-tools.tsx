import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import type { ProductSort } from '../../../types/api';
import { FIRST_CATALOGUE_QUERY, PRODUCTS_PAGE_SIZE, useListProductsInfiniteQuery } from '../api/products-api';
import { CatalogueToolbar } from './catalogue-toolbar';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

// 3 columns on large screens, 2 on medium, 1 on small (the seed's grid).
const columns = { xs: 12, md: 6, lg: 4 } as const;

export function OurTools() {
  const [sort, setSort] = useState<ProductSort>(FIRST_CATALOGUE_QUERY.sort);
  const [q, setQ] = useState(FIRST_CATALOGUE_QUERY.q);
  const onSearch = useCallback((text: string) => setQ(text), []);
  const { data, error, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } = useListProductsInfiniteQuery({ sort, q });
  const products = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box component="section" id="tools" aria-labelledby="our-tools-heading" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography id="our-tools-heading" variant="h2" component="h2" gutterBottom>
          Our Tools
        </Typography>
        <CatalogueToolbar sort={sort} onSortChange={setSort} onSearch={onSearch} />
        {isError ? (
          <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />
        ) : isLoading ? (
          <Grid container spacing={3} role="status" aria-busy="true" aria-label="Loading tools">
            {Array.from({ length: PRODUCTS_PAGE_SIZE }, (_, index) => (
              <Grid key={index} size={columns}>
                <ProductCardSkeleton />
              </Grid>
            ))}
          </Grid>
        ) : products.length === 0 ? (
          q ? (
            <Typography role="status">No tools match “{q}”. Try another word.</Typography>
          ) : (
            <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
              <CircularProgress aria-hidden="true" />
              <Typography>If the tool doesn't show please reload again</Typography>
            </Stack>
          )
        ) : (
          <>
            <Grid container spacing={3}>
              {products.map((product, index) => (
                <Grid key={product._id} size={columns}>
                  <ProductCard product={product} eager={index < 3} />
                </Grid>
              ))}
            </Grid>
            {hasNextPage && (
              <Box sx={{ textAlign: 'center', mt: 4 }}>
                <Button variant="outlined" size="large" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                  Load more tools
                </Button>
              </Box>
            )}
          </>
        )}
      </Container>
    </Box>
  );
}
