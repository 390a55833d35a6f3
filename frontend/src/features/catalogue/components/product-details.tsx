import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductImage } from '../../../components/ui/product-image';
import { formatWeight } from '../../../lib/format';
import { formatPrice } from '../../../lib/money';
import { usePricesExcludeVat } from '../../../lib/shop-promises';
import type { ProductDetail } from '../../../types/api';
import { PriceBreakTable } from './price-break-table';

const imageSx = { width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: 1 } as const;
// Half the purchase page's row beside the order form from 900 px (32 px apart), the whole row below.
const imageSizes = '(min-width: 1200px) 560px, (min-width: 900px) calc(50vw - 40px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';
const nameSx = { fontSize: { xs: '2rem', md: '2.4rem' } } as const;

/** The tool's picture, the page's largest element: asked for first and at once (LCP), its box sized before it arrives (CLS). */
export function ProductPicture({ product }: { product: Pick<ProductDetail, 'image' | 'name'> }) {
  return (
    <ProductImage
      src={product.image}
      alt={product.name}
      width={800}
      height={600}
      sizes={imageSizes}
      loading="eager"
      fetchPriority="high"
      sx={{ ...imageSx, objectFit: 'cover', bgcolor: '#f3efe7' }}
    />
  );
}

export function ProductImageSkeleton() {
  return <Skeleton variant="rectangular" sx={imageSx} />;
}

/** The tool's name (the page's heading), rating, price, stock and full description. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const { average, count } = product.rating;
  const excludeVat = usePricesExcludeVat();
  return (
    <Stack spacing={2}>
      {/* Focusable from code only (a Retry brings the tool): no ring, as it is no control. */}
      <Typography variant="h1" component="h1" tabIndex={-1} sx={{ ...nameSx, '&:focus': { outline: 'none' } }}>
        {product.name}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {average === null ? (
          <Typography color="text.secondary">No reviews yet</Typography>
        ) : (
          <>
            <Rating value={average} precision={0.1} readOnly aria-hidden="true" />
            <Typography>
              {average} out of 5 from {count} {count === 1 ? 'review' : 'reviews'}
            </Typography>
          </>
        )}
      </Stack>
      <Typography variant="h3" component="p">
        {formatPrice(product.price)}{' '}
        <Typography component="span" color="text.secondary">
          {excludeVat ? 'each, excl. VAT' : 'each'}
        </Typography>
      </Typography>
      <PriceBreakTable product={product} excludeVat={excludeVat} />
      <Typography component="div" color="text.secondary">
        <Stack direction="row" spacing={3}>
          <span>Available: {product.available}</span>
          <span>Minimum order: {product.minimum}</span>
        </Stack>
        {/* A line of its own: beside the others it wrapped on a phone, a line the placeholder didn't hold. */}
        {(product.option || product.weightGrams !== null || product.sku) && (
          <div>
            {[product.option && `${product.option.name}: ${product.option.value}`, product.weightGrams !== null && `Weight: ${formatWeight(product.weightGrams)}`, product.sku && `SKU: ${product.sku}`]
              .filter(Boolean)
              .join(' · ')}
          </div>
        )}
      </Typography>
      <Typography>{product.description}</Typography>
    </Stack>
  );
}

/**
 * The summary's placeholder while the tool loads: the same blocks in the same type styles, with one
 * line of name and four lines of description on a phone (three in a half-width column), as most
 * tools have. What follows it is then already where it will stay: a placeholder of the picture
 * alone pushed the purchase page's order form down when the tool arrived, a layout shift
 * Lighthouse counted (docs/performance.md has the figures).
 */
export function ProductSummarySkeleton() {
  return (
    <Stack spacing={2}>
      <Typography variant="h1" component="div" sx={nameSx}>
        <Skeleton width="80%" />
      </Typography>
      <Typography component="div">
        <Skeleton width="60%" />
      </Typography>
      {/* The price's line mixes the heading's size with the body's ("each"): its height comes from both. */}
      <Typography variant="h3" component="div">
        <Skeleton width="35%" sx={{ display: 'inline-block' }} />
        <Typography component="span">&nbsp;</Typography>
      </Typography>
      {/* Stock and minimum, then the weight (a tool not weighed yet has no such line). */}
      <Typography component="div">
        <Skeleton width="70%" />
        <Skeleton width="30%" />
      </Typography>
      <Typography component="div">
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
        {/* The fourth line on a phone; in a half-width column the lines are longer. */}
        <Skeleton width="50%" sx={{ display: { md: 'none' } }} />
      </Typography>
    </Stack>
  );
}

/** Picture above summary, as the purchase page shows the tool beside its order form. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  return (
    <Stack spacing={2}>
      <ProductPicture product={product} />
      <ProductSummary product={product} />
    </Stack>
  );
}

export function ProductDetailsSkeleton() {
  return (
    <Stack spacing={2}>
      <ProductImageSkeleton />
      <ProductSummarySkeleton />
    </Stack>
  );
}
