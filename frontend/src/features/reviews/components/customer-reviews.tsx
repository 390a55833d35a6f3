import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { productReviewsQueryArg, REVIEWS_PAGE_SIZE, useListReviewsInfiniteQuery } from '../api/reviews-api';
import { ReviewCard } from './review-card';
import { ReviewCardSkeleton } from './review-card-skeleton';

const columns = { xs: 12, md: 6, lg: 4 } as const;

/**
 * The shop's newest reviews, or one product's when `productId` is given (the product and purchase
 * pages). `null` is a tool whose id isn't known yet (its page by slug, while the tool loads): the
 * section holds its place, loading, so nothing below it moves when the tool arrives.
 */
export function CustomerReviews({ productId, title = 'Customer Reviews', writeReview = false }: { productId?: string | null; title?: string; writeReview?: boolean }) {
  const forTool = productId !== undefined;
  const query = useListReviewsInfiniteQuery(productId ? productReviewsQueryArg(productId) : productId === null ? skipToken : {});
  const { data, error, isError, isFetching, isFetchNextPageError, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } = query;
  const isLoading = query.isLoading || productId === null;
  const { target: heading, retry } = useRetryFocus<HTMLHeadingElement>(!isFetching);
  const reviews = data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box component="section" id={forTool ? undefined : 'reviews'} aria-labelledby="customer-reviews-heading" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg" disableGutters={forTool}>
        <Typography id="customer-reviews-heading" ref={heading} tabIndex={-1} variant="h2" component="h2" gutterBottom sx={{ '&:focus': { outline: 'none' } }}>
          {title}
        </Typography>
        {/* A plain link: it works before the section hydrates, and a visitor is asked to log in first. */}
        {/* Before the tool is known, the form's own picker chooses it. */}
        {forTool && writeReview && (
          <Button variant="outlined" component={RouterLink} to={productId ? `/dashboard/add-review?product=${productId}` : '/dashboard/add-review'} sx={{ mb: 3 }}>
            Write a review
          </Button>
        )}
        {isError && reviews.length === 0 ? (
          <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} />
        ) : isLoading ? (
          <Grid container spacing={3} role="status" aria-busy="true" aria-label="Loading reviews">
            {Array.from({ length: REVIEWS_PAGE_SIZE }, (_, index) => (
              <Grid key={index} size={columns}>
                <ReviewCardSkeleton />
              </Grid>
            ))}
          </Grid>
        ) : reviews.length === 0 ? (
          <Typography role="status">No reviews yet. Bought a tool from us? Tell the next trade how it did.</Typography>
        ) : (
          <>
            <Grid container spacing={3}>
              {reviews.map((review) => (
                <Grid key={review._id} size={columns}>
                  <ReviewCard review={review} />
                </Grid>
              ))}
            </Grid>
            {/* A failed next page keeps the reviews already shown and retries only the page that failed. */}
            {isFetchNextPageError && (
              <Box sx={{ mt: 3 }}>
                <ErrorState message={problemMessage(error)} onRetry={() => retry(fetchNextPage)} />
              </Box>
            )}
            {hasNextPage && !isFetchNextPageError && (
              <Box sx={{ textAlign: 'center', mt: 4 }}>
                <Button variant="outlined" size="large" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
                  More reviews
                </Button>
              </Box>
            )}
          </>
        )}
      </Container>
    </Box>
  );
}
