import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductDetail } from '../../../types/api';
import { ProductPicture, ProductImageSkeleton, ProductSummary, ProductSummarySkeleton } from './product-details';

/** Picture beside the details on a wide screen, above them on a phone; the placeholder fills the same boxes. */
function OverviewLayout({ image, summary, action }: { image: ReactNode; summary: ReactNode; action: ReactNode }) {
  return (
    <Grid container spacing={{ xs: 3, md: 5 }}>
      <Grid size={{ xs: 12, md: 6 }}>{image}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={3}>
          {summary}
          <Box>{action}</Box>
        </Stack>
      </Grid>
    </Grid>
  );
}

const buyNowLook = { variant: 'contained', size: 'large' } as const;

/** A tool's public page: everything about it, and the way to order it (the purchase page). */
export function ProductOverview({ product }: { product: ProductDetail }) {
  return (
    <OverviewLayout
      image={<ProductPicture product={product} />}
      summary={<ProductSummary product={product} />}
      action={
        <Button {...buyNowLook} component={RouterLink} to={`/purchase/${product._id}`}>
          Buy Now
        </Button>
      }
    />
  );
}

export function ProductOverviewSkeleton() {
  return (
    <Box role="status" aria-busy="true" aria-label="Loading the tool">
      <OverviewLayout
        image={<ProductImageSkeleton />}
        summary={<ProductSummarySkeleton />}
        action={
          // The button itself, hidden, sizes its placeholder: the same box as the real one.
          <Skeleton variant="rounded">
            <Button {...buyNowLook} tabIndex={-1}>
              Buy Now
            </Button>
          </Skeleton>
        }
      />
    </Box>
  );
}
