import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { outOfStock } from '../../../lib/quantity-rules';
import type { ProductDetail } from '../../../types/api';
import { AddToCartForm } from './add-to-cart';
import { SoldOutNotice } from '../../../components/ui/sold-out';
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

// Buy Now is level with the quantity field's box beside it (under its label).
const buyNowLook = { variant: 'contained', size: 'large', sx: { mt: '24px' } } as const;

/** The two ways to order, side by side: Buy Now (the seed's purchase page) and the cart. */
function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {children}
    </Stack>
  );
}

/** A tool's public page: everything about it, and the ways to order it. */
export function ProductOverview({ product }: { product: ProductDetail }) {
  return (
    <OverviewLayout
      image={<ProductPicture product={product} />}
      summary={<ProductSummary product={product} />}
      action={
        outOfStock(product) ? (
          <SoldOutNotice product={product} />
        ) : (
          <Actions>
            <Button {...buyNowLook} component={RouterLink} to={`/purchase/${product._id}`}>
              Buy Now
            </Button>
            <AddToCartForm product={product} />
          </Actions>
        )
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
          // The buttons and the field themselves, hidden, size their placeholder: the same boxes as the real ones.
          <Skeleton variant="rounded" sx={{ maxWidth: 'none' }}>
            <Actions>
              <Button {...buyNowLook} tabIndex={-1}>
                Buy Now
              </Button>
              <AddToCartForm product={{ _id: '', name: '', minimum: 1, available: 1 }} />
            </Actions>
          </Skeleton>
        }
      />
    </Box>
  );
}
