import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { buyNowPath } from '../../../lib/buy-now';
import { ProductImage } from '../../../components/ui/product-image';
import { previewText } from '../../../lib/format';
import { formatPrice } from '../../../lib/money';
import { usePricesExcludeVat } from '../../../lib/shop-promises';
import { outOfStock } from '../../../lib/quantity-rules';
import type { Product } from '../../../types/api';
import { AddToCartButton } from './add-to-cart';
import { SoldOutLabel } from '../../../components/ui/sold-out';

// The card's width in Our Tools' grid: one column in a 16 px (from 600 px: 24 px) padded container,
// two from 900 px, three in the 1,200 px container from 1,200 px, 24 px apart.
const imageSizes = '(min-width: 1200px) 368px, (min-width: 900px) calc(50vw - 36px), (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/** The price as it is read out: the card's lines run together otherwise. */
function priceLabel(product: Product, excludeVat: boolean): string {
  // The last break is the cheapest: the card's "from".
  const lowest = product.priceBreaks.at(-1);
  const trade = lowest ? `, from ${formatPrice(lowest.price)} each for ${lowest.minQuantity} or more` : '';
  return `Price ${formatPrice(product.price)} each${excludeVat ? ', excluding VAT' : ''}${trade}`;
}

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const excludeVat = usePricesExcludeVat();
  const lowest = product.priceBreaks.at(-1);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-labelledby={`product-${product._id}`}>
      <ProductImage
        src={product.image}
        alt={product.name}
        width={400}
        height={300}
        sizes={imageSizes}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        sx={{ aspectRatio: '4 / 3', objectFit: 'cover', backgroundColor: '#f3efe7' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={`product-${product._id}`} variant="h4" component="h3" gutterBottom>
          {/* A real link (an <a href>): the tool's own page opens with or without JavaScript. */}
          <Link component={RouterLink} to={`/products/${product.slug}`} color="inherit" underline="hover">
            {product.name}
          </Link>
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 1, color: 'text.secondary', fontSize: '0.9rem' }}>
          <span>Available: {product.available}</span>
          <span>Minimum order: {product.minimum}</span>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {previewText(product.description)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Typography component="p" variant="h4" aria-label={priceLabel(product, excludeVat)} sx={{ mr: 'auto' }}>
          {formatPrice(product.price)}
          {excludeVat && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
              excl. VAT
            </Typography>
          )}
          {lowest && (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
              from {formatPrice(lowest.price)} for {lowest.minQuantity}+
            </Typography>
          )}
        </Typography>
        {outOfStock(product) ? (
          <SoldOutLabel />
        ) : (
          <>
            <AddToCartButton product={product} />
            <Button variant="contained" component={RouterLink} to={buyNowPath(product._id, product.minimum)} aria-label={`Buy Now: ${product.name}`}>
              Buy Now
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}
