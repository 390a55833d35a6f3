import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { outOfStock } from '../../../lib/quantity-rules';
import type { ProductDetail } from '../../../types/api';
import { AddToCartForm } from './add-to-cart';
import { SoldOutNotice } from '../../../components/ui/sold-out';
import { ProductPicture, ProductImageSkeleton, ProductSummary, ProductSummarySkeleton } from './product-details';
import { SizePicker } from './size-picker';

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

/** A tool's public page: everything about it, and the ways to order it. */
export function ProductOverview({ product }: { product: ProductDetail }) {
  return (
    <OverviewLayout
      image={<ProductPicture product={product} />}
      summary={
        <Stack spacing={3}>
          <ProductSummary product={product} />
          {product.variants && product.option && <SizePicker variants={product.variants} option={product.option} current={product._id} />}
        </Stack>
      }
      action={
        outOfStock(product) ? (
          <SoldOutNotice product={product} />
        ) : (
          // The two ways to order take the one quantity: Add to cart, and Buy Now's checkout of it.
          <AddToCartForm product={product} buyNow />
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
            <AddToCartForm product={{ _id: '', name: '', minimum: 1, available: 1 }} buyNow />
          </Skeleton>
        }
      />
    </Box>
  );
}
