import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { useRetryFocus } from '../../lib/use-retry-focus';
import { useGetProductQuery } from '../../features/catalogue/api/products-api';
import { ProductDetails, ProductDetailsSkeleton } from '../../features/catalogue/components/product-details';
import { PurchaseForm, PurchaseFormSkeleton } from '../../features/orders/components/purchase-form';
import { CustomerReviews } from '../../features/reviews/components/customer-reviews';
import { problemMessage } from '../../lib/problem';
import { selectUser } from '../../lib/session/session-slice';
import { useAppSelector } from '../../lib/store';
import { PageTitle } from '../../components/layout/page-title';

const orderHeadingSx = { fontSize: '1.6rem', mb: 2 } as const;

export default function PurchaseRoute() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectUser);
  const { data: product, error, isLoading, isFetching, refetch } = useGetProductQuery(id);
  const { target: screen, retry } = useRetryFocus<HTMLDivElement>(!isFetching);

  return (
    <Container ref={screen} maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {/* One title, beside the grid: an element added inside it would renumber the grid's items, and
          React would then reuse the placeholders' boxes for different content (a layout shift). */}
      <PageTitle>{product ? `Buy ${product.name}` : 'Order a tool'}</PageTitle>
      {isLoading ? (
        <Grid container spacing={4} role="status" aria-busy="true" aria-label="Loading the tool">
          {/* The page's own layout in placeholders: the order form stays put when the tool arrives (CLS). */}
          <Grid size={{ xs: 12, md: 6 }}>
            <ProductDetailsSkeleton />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h2" component="div" sx={orderHeadingSx}>
              <Skeleton width="40%" />
            </Typography>
            <PurchaseFormSkeleton />
          </Grid>
        </Grid>
      ) : error || !product ? (
        <>
          <Typography tabIndex={-1} variant="h1" component="h1" sx={{ fontSize: '2rem', mb: 2, '&:focus': { outline: 'none' } }}>
            Order a tool
          </Typography>
          <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} />
        </>
      ) : (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ProductDetails product={product} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h2" component="h2" sx={orderHeadingSx}>
              Your order
            </Typography>
            {user && <PurchaseForm product={product} user={user} />}
          </Grid>
          <Grid size={12}>
            <CustomerReviews productId={product._id} title="Reviews of this tool" />
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
