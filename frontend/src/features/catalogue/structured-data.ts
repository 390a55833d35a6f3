import { dollarsToCents, formatCents } from '../../lib/money';
import { priceTiers } from '../../lib/price-breaks';
import type { ProductDetail, ProductOption, ProductVariant } from '../../types/api';
import { toolName } from './sizes';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

type Offered = Pick<ProductDetail, 'price' | 'available' | 'minimum' | 'priceBreaks'>;

/**
 * A size's Offer at its price, in stock while at least the minimum order is, sold from the minimum
 * up (eligibleQuantity), its trade prices as a UnitPriceSpecification per quantity range when it
 * has breaks. Prices are the shop's dollars, as the page shows them.
 */
function offerOf(product: Offered, url: string) {
  return {
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
  };
}

/** What a tool is, whichever of its sizes: its brand and category when it has them, and its buyers' (verified) rating when it has any. */
function toolFacts(product: ProductDetail) {
  return {
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand.name } }),
    ...(product.category && { category: product.category.name }),
    ...(product.rating.average !== null &&
      product.rating.count > 0 && {
        aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 },
      }),
  };
}

// schema.org's own property for a size; any other option (a length, TPI) is named as the shop names it.
const SIZE = 'https://schema.org/size';
const isSize = (option: ProductOption) => option.name.toLowerCase() === 'size';

/**
 * schema.org's ProductGroup for a tool in sizes: the tool by its own name, what its sizes differ by
 * (variesBy), and a Product per size (hasVariant) with its SKU, its own page and its own Offer.
 * The group's id is its smallest size's, the same on every size's page.
 */
function productGroupData(product: ProductDetail, variants: ProductVariant[], option: ProductOption, origin: string, image: string) {
  const name = toolName(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name,
    description: product.description,
    image: [image],
    url: `${origin}/products/${product.slug}`,
    productGroupID: variants[0]!._id,
    variesBy: [isSize(option) ? SIZE : option.name],
    hasVariant: variants.map((size) => {
      const url = `${origin}/products/${size.slug}`;
      return {
        '@type': 'Product',
        name: `${name} ${size.option.value}`,
        ...(size.sku && { sku: size.sku }),
        url,
        image: [image],
        ...(isSize(size.option) ? { size: size.option.value } : { additionalProperty: { '@type': 'PropertyValue', name: size.option.name, value: size.option.value } }),
        offers: offerOf(size, url),
      };
    }),
    ...toolFacts(product),
  };
}

/**
 * schema.org's data for a tool's page: a Product with its Offer, or for a tool in sizes a
 * ProductGroup of them; with its SKU, brand, category and rating when it has them.
 */
export function productStructuredData(product: ProductDetail, origin: string, image: string) {
  if (product.variants && product.option) return productGroupData(product, product.variants, product.option, origin, image);
  const url = `${origin}/products/${product.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: [image],
    url,
    ...(product.sku && { sku: product.sku }),
    offers: offerOf(product, url),
    ...toolFacts(product),
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
