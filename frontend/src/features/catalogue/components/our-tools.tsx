import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { HydratesApart } from '../../../components/layout/hydrates-apart';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import {
  catalogueQueryFrom,
  cataloguePagesFrom,
  catalogueHref,
  catalogueSearch,
  facetsQueryOf,
  isFiltered,
  PRODUCTS_PAGE_SIZE,
  useListProductFacetsQuery,
  useListProductsInfiniteQuery,
  type CatalogueQuery,
} from '../api/products-api';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueToolbar } from './catalogue-toolbar';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

// 3 columns on large screens, 2 on medium, 1 on small (the seed's grid).
const columns = { xs: 12, md: 6, lg: 4 } as const;

/**
 * The catalogue with its search, sort and the pages loaded, all held in the address (`?q=&sort=&pages=`):
 * the server renders that same list, and Back from a tool finds it as it was.
 */
export function OurTools({ category, title = 'Our Tools' }: { category?: string; title?: string } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = searchParams.toString();
  const query = useMemo(() => catalogueQueryFrom(new URLSearchParams(address), category), [address, category]);
  // A category's page lists its own tools; its search, sort and pages stay on that page.
  const path = category ? `/categories/${category}` : '/';
  const pagesWanted = cataloguePagesFrom(searchParams);
  const { data, error, isLoading, isError, isFetching, isFetchNextPageError, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } =
    useListProductsInfiniteQuery(query);
  const products = data?.pages.flatMap((page) => page.items) ?? [];
  // The shop read a misspelled search as words it has ("chisle" as "chisel").
  const searchedFor = data?.pages[0]?.searchedFor;
  const pagesLoaded = data?.pages.length ?? 0;

  // Replaced, not pushed: Back leaves the catalogue as the shopper last had it, not step by step.
  const show = useCallback(
    (next: CatalogueQuery, pages: number) => setSearchParams(catalogueSearch(next, pages), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );
  const onToolbarChange = useCallback(
    (next: CatalogueQuery) => {
      // A new search, sort or filter starts the list from its beginning.
      if (catalogueSearch(next, 1).toString() !== catalogueSearch(query, 1).toString()) show(next, 1);
    },
    [query, show],
  );
  const facets = useListProductFacetsQuery(facetsQueryOf(query));
  // An address asking for more pages than the store holds (Back once the cache let go of them)
  // loads them, one after another; a failure stops it at the page that failed, with Retry.
  useEffect(() => {
    if (pagesLoaded > 0 && pagesLoaded < pagesWanted && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [pagesLoaded, pagesWanted, hasNextPage, isFetching, isError, fetchNextPage]);
  // The address counts the pages once they are here (Load more, a Retry): a link shared or a reload
  // then shows what the shopper saw, never a page that failed to load. Not while fetching: `data`
  // is still the last search's until the new one's arrives.
  useEffect(() => {
    if (!isFetching && pagesLoaded > pagesWanted) show(query, pagesLoaded);
  }, [isFetching, pagesLoaded, pagesWanted, query, show]);

  // After a Retry the button is gone with its error: focus goes to the first tool it brought.
  const list = useRef<HTMLDivElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const retry = (load: () => unknown) => {
    setFocusFrom(products.length);
    void load();
  };
  useEffect(() => {
    if (focusFrom === null || isFetching || products.length <= focusFrom) return;
    list.current?.querySelectorAll<HTMLElement>('article h3 a')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom, isFetching, products.length]);

  return (
    <Box component="section" id="tools" aria-labelledby="our-tools-heading" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Typography id="our-tools-heading" variant="h2" component="h2" gutterBottom>
          {title}
        </Typography>
        <HydratesApart>
          <CatalogueToolbar query={query} onChange={onToolbarChange} action={path}>
            <CatalogueFilters
              query={query}
              facets={facets.data}
              facetsFailed={facets.isError}
              onRetryFacets={() => void facets.refetch()}
              onChange={onToolbarChange}
              path={path}
            />
          </CatalogueToolbar>
        </HydratesApart>
        {isError && products.length === 0 ? (
          <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} retrying={isFetching} />
        ) : isLoading ? (
          <Grid container spacing={3} role="status" aria-busy="true" aria-label="Loading tools">
            {Array.from({ length: PRODUCTS_PAGE_SIZE }, (_, index) => (
              <Grid key={index} size={columns}>
                <ProductCardSkeleton />
              </Grid>
            ))}
          </Grid>
        ) : products.length === 0 ? (
          isFiltered(query) ? (
            <Typography role="status">
              No tools match these filters.{' '}
              <Link component={RouterLink} to={catalogueHref(path, { sort: query.sort, q: query.q })}>
                Clear filters
              </Link>
            </Typography>
          ) : query.q ? (
            <Typography role="status">No tools match “{query.q}”. Try another word.</Typography>
          ) : category ? (
            <Typography role="status">There are no tools in this category yet; the rest of our tools are on the home page.</Typography>
          ) : (
            <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
              <CircularProgress aria-hidden="true" />
              <Typography>If the tool doesn't show please reload again</Typography>
            </Stack>
          )
        ) : (
          <>
            {searchedFor && (
              <Typography role="status" sx={{ mb: 3 }}>
                No tools match “{query.q}”. Showing tools for “{searchedFor}”.
              </Typography>
            )}
            <Grid container spacing={3} ref={list}>
              {products.map((product, index) => (
                <Grid key={product._id} size={columns}>
                  <HydratesApart>
                    <ProductCard product={product} eager={index < 3} />
                  </HydratesApart>
                </Grid>
              ))}
            </Grid>
            {/* A failed next page keeps the tools already shown and retries only the page that failed. */}
            {isFetchNextPageError ? (
              <Box sx={{ mt: 4, mx: 'auto', maxWidth: 560 }}>
                <ErrorState message={problemMessage(error)} onRetry={() => retry(fetchNextPage)} retrying={isFetchingNextPage} />
              </Box>
            ) : (
              hasNextPage && (
                <Box sx={{ textAlign: 'center', mt: 4 }}>
                  {/* A real link to the address with one more page, for a page without JavaScript; with it, the page is added in place. */}
                  <Button
                    variant="outlined"
                    size="large"
                    component={RouterLink}
                    to={catalogueHref(path, query, pagesLoaded + 1)}
                    onClick={(event: MouseEvent) => {
                      event.preventDefault();
                      void fetchNextPage();
                    }}
                    loading={isFetchingNextPage}
                  >
                    Load more tools
                  </Button>
                </Box>
              )
            )}
          </>
        )}
      </Container>
    </Box>
  );
}
