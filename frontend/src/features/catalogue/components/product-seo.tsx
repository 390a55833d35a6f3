import type { ProductDetail } from '../../../types/api';
import { previewText } from '../../../lib/format';
import { formatPrice } from '../../../lib/money';
import { useShopOrigin } from '../../../lib/shop-origin';
import { jsonLdText, productStructuredData } from '../structured-data';

const SHOP = 'Hand Tool Shop';

/**
 * What a search engine and a shared link show of a tool: its title and description, its one
 * address (canonical), a social card with its photo, and schema.org's Product (or, for a tool in
 * sizes, ProductGroup) for rich results.
 * React puts the title, meta and link tags in the page's head.
 */
export function ProductSeo({ product }: { product: ProductDetail }) {
  const origin = useShopOrigin();
  const url = `${origin}/products/${product.slug}`;
  const image = new URL(product.image, origin).href;
  const title = `${product.name} | ${SHOP}`;
  const description = `${formatPrice(product.price)} each. ${previewText(product.description, 150)}`;
  const jsonLd = jsonLdText(productStructuredData(product, origin, image));
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="product" />
      <meta property="og:site_name" content={SHOP} />
      <meta property="og:title" content={product.name} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={product.name} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
