import { dollarsToCents, formatCents } from '../../lib/money';
import { priceTiers } from '../../lib/price-breaks';
import type { ProductDetail } from '../../types/api';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org's Product for a tool's page: its offer at its price, in stock while at least the
 * minimum order is, sold from the minimum up (eligibleQuantity), its trade prices as a
 * UnitPriceSpecification per quantity range when it has breaks, and its rating from buyers'
 * (verified) reviews when it has any; its SKU, brand and category when it has them. Prices are the shop's dollars, as the page shows them.
 */
export function productStructuredData(product: ProductDetail, url: string, image: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [image],
    url,
    ...(product.sku && { sku: product.sku }),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand.name } }),
    ...(product.category && { category: product.category.name }),
    offers: {
      '@type': 'Offer',
      url,
      price: formatCents(dollarsToCents(product.price)),
      priceCurrency: 'USD',
      availability: product.available >= product.minimum ? IN_STOCK : OUT_OF_STOCK,
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: product.minimum, unitCode: 'C62' },
      ...(product.priceBreaks.length > 0 && {
        priceSpecification: priceTiers(product).map((tier) => ({
          '@type': 'UnitPriceSpecification',
          price: formatCents(dollarsToCents(tier.price)),
          priceCurrency: 'USD',
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: tier.from, ...(tier.to !== null && { maxValue: tier.to }), unitCode: 'C62' },
        })),
      }),
    },
    ...(product.rating.average !== null &&
      product.rating.count > 0 && {
        aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 },
      }),
  };
}

/**
 * schema.org's BreadcrumbList for a page's trail: Home, then each category down to the page, each
 * with its address but the last, the page itself, which search engines take to be the one they are on.
 */
export function breadcrumbStructuredData(origin: string, trail: Array<{ name: string; slug: string }>, current?: string) {
  const steps = [
    { name: 'Home', url: `${origin}/` },
    ...trail.map((category) => ({ name: category.name, url: `${origin}/categories/${category.slug}` })),
    ...(current === undefined ? [] : [{ name: current, url: undefined }]),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(index < steps.length - 1 && step.url ? { item: step.url } : {}),
    })),
  };
}

/** The text of a `<script type="application/ld+json">`, escaped so that no text of the shop's can close the script early. */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
