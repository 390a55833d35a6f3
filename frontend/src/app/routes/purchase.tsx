import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { useGetProductQuery } from '../../features/catalog/api/products-api';
import { ProductDetails } from '../../features/catalog/components/product-details';
import { PurchaseForm } from '../../features/orders/components/purchase-form';
import { CustomerReviews } from '../../features/reviews/components/customer-reviews';
import { problemMessage } from '../../lib/problem';
import { selectUser } from '../../lib/session-slice';
import { useAppSelector } from '../../lib/store';

export default function PurchaseRoute() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectUser);
  const { data: product, error, isLoading, refetch } = useGetProductQuery(id);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      {isLoading ? (
        <Grid container spacing={4} role="status" aria-busy="true" aria-label="Loading the tool">
          <Grid size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="rectangular" height={240} />
          </Grid>
        </Grid>
      ) : error || !product ? (
        <>
          <Typography variant="h1" component="h1" sx={{ fontSize: '2rem', mb: 2 }}>
            Order a tool
          </Typography>
          <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />
        </>
      ) : (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ProductDetails product={product} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
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
