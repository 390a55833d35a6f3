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
import { toolName } from '../sizes';
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

const caption = { display: 'block', lineHeight: 1.2 } as const;

/** A tool in sizes: its lowest price, and its page to pick one (each size has its own price, stock and minimum). */
function SizesPrice({ product, sizes, name, excludeVat }: { product: Product; sizes: NonNullable<Product['sizes']>; name: string; excludeVat: boolean }) {
  const from = `${sizes.count} sizes from ${formatPrice(sizes.fromPrice)}`;
  return (
    <>
      <Typography component="p" variant="h4" aria-label={`${from} each${excludeVat ? ', excluding VAT' : ''}`} sx={{ mr: 'auto' }}>
        <Typography component="span" variant="caption" color="text.secondary" sx={caption}>
          {sizes.count} sizes from
        </Typography>
        {formatPrice(sizes.fromPrice)}
        {excludeVat && (
          <Typography component="span" variant="caption" color="text.secondary" sx={caption}>
            excl. VAT
          </Typography>
        )}
      </Typography>
      <Button variant="contained" component={RouterLink} to={`/products/${product.slug}`} aria-label={`Choose a size: ${name}`}>
        Choose a size
      </Button>
    </>
  );
}

/** A tool of one size: its price (and trade price), and the ways to order it from the card. */
function SingleSizePrice({ product, excludeVat }: { product: Product; excludeVat: boolean }) {
  const lowest = product.priceBreaks.at(-1);
  return (
    <>
      <Typography component="p" variant="h4" aria-label={priceLabel(product, excludeVat)} sx={{ mr: 'auto' }}>
        {formatPrice(product.price)}
        {excludeVat && (
          <Typography component="span" variant="caption" color="text.secondary" sx={caption}>
            excl. VAT
          </Typography>
        )}
        {lowest && (
          <Typography component="span" variant="caption" color="text.secondary" sx={caption}>
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
    </>
  );
}

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const excludeVat = usePricesExcludeVat();
  // A tool in sizes is shown once, by its first size's row: named as the tool, priced from its cheapest size.
  const { sizes } = product;
  const name = sizes ? toolName(product) : product.name;
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} aria-labelledby={`product-${product._id}`}>
      <ProductImage
        src={product.image}
        alt={name}
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
            {name}
          </Link>
        </Typography>
        {!sizes && (
          <Stack direction="row" spacing={2} sx={{ mb: 1, color: 'text.secondary', fontSize: '0.9rem' }}>
            <span>Available: {product.available}</span>
            <span>Minimum order: {product.minimum}</span>
          </Stack>
        )}
        <Typography variant="body2" color="text.secondary">
          {previewText(product.description)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        {sizes ? (
          <SizesPrice product={product} sizes={sizes} name={name} excludeVat={excludeVat} />
        ) : (
          <SingleSizePrice product={product} excludeVat={excludeVat} />
        )}
      </CardActions>
    </Card>
  );
}
