import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { HydratesApart } from '../../../components/layout/hydrates-apart';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import type { ProductSort } from '../../../types/api';
import { catalogueQueryFrom, FIRST_CATALOGUE_QUERY, PRODUCTS_PAGE_SIZE, useListProductsInfiniteQuery } from '../api/products-api';
import { CatalogueToolbar } from './catalogue-toolbar';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

// 3 columns on large screens, 2 on medium, 1 on small (the seed's grid).
const columns = { xs: 12, md: 6, lg: 4 } as const;

export function OurTools() {
  const [searchParams] = useSearchParams();
  const [sort, setSort] = useState<ProductSort>(FIRST_CATALOGUE_QUERY.sort);
  const [q, setQ] = useState(FIRST_CATALOGUE_QUERY.q);
  const onSearch = useCallback((text: string) => setQ(text), []);
  // The address's starting point (a Load more link followed without JavaScript) holds until the
  // shopper sorts or searches, which starts the list from its beginning.
  const fromAddress = catalogueQueryFrom(searchParams);
  const query = sort === FIRST_CATALOGUE_QUERY.sort && q === FIRST_CATALOGUE_QUERY.q ? fromAddress : { sort, q };
  const { data, error, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } = useListProductsInfiniteQuery(query);
  const products = data?.pages.flatMap((page) => page.items) ?? [];
  const nextCursor = data?.pages.at(-1)?.nextCursor;

  return (
    <Box component="section" id="tools" aria-labelledby="our-tools-heading" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography id="our-tools-heading" variant="h2" component="h2" gutterBottom>
          Our Tools
        </Typography>
        <HydratesApart>
          <CatalogueToolbar sort={sort} onSortChange={setSort} onSearch={onSearch} />
        </HydratesApart>
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
                  <HydratesApart>
                    <ProductCard product={product} eager={index < 3} />
                  </HydratesApart>
                </Grid>
              ))}
            </Grid>
            {hasNextPage && nextCursor && (
              <Box sx={{ textAlign: 'center', mt: 4 }}>
                {/* A real link to the next tools, for a page without JavaScript; with it, they are added in place. */}
                <Button
                  variant="outlined"
                  size="large"
                  component={RouterLink}
                  to={`/?cursor=${encodeURIComponent(nextCursor)}#tools`}
                  onClick={(event: MouseEvent) => {
                    event.preventDefault();
                    void fetchNextPage();
                  }}
                  loading={isFetchingNextPage}
                >
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
