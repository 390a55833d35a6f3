/** The page's schema.org data of one type (a tool's page carries a Product or a ProductGroup, and a BreadcrumbList). */
export const structuredData = (type: string) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!)).find((data) => data['@type'] === type);

type Data = Record<string, unknown>;
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const AVAILABILITY = /^https:\/\/schema\.org\/(InStock|OutOfStock)$/;

/** An Offer's problems: a price as digits, its currency and availability. */
function offerProblems(offer: unknown, at: string): string[] {
  const { price, priceCurrency, availability } = (offer ?? {}) as Data;
  return [
    ...(typeof price === 'string' && /^\d+(\.\d{2})?$/.test(price) ? [] : [`${at}.price is not a price`]),
    ...(priceCurrency === 'USD' ? [] : [`${at}.priceCurrency is not USD`]),
    ...(typeof availability === 'string' && AVAILABILITY.test(availability) ? [] : [`${at}.availability is not schema.org's`]),
  ];
}

/** A Product's problems: a name, a picture and an Offer. */
function productProblems(product: Data, at: string): string[] {
  return [
    ...(product['@type'] === 'Product' ? [] : [`${at} is not a Product`]),
    ...(isText(product.name) ? [] : [`${at}.name is missing`]),
    ...(Array.isArray(product.image) && product.image.length > 0 ? [] : [`${at}.image is missing`]),
    ...offerProblems(product.offers, `${at}.offers`),
  ];
}

/**
 * What a search engine's product rich results need that `data` (a Product or a ProductGroup)
 * lacks, one line each; none when it has it all. A group needs its id, what its variants differ by
 * and each variant a Product that says its value of it.
 */
export function richResultProblems(data: Data): string[] {
  if (data['@type'] === 'Product') return productProblems(data, 'Product');
  if (data['@type'] !== 'ProductGroup') return [`${String(data['@type'])} is neither a Product nor a ProductGroup`];
  const variesBy = Array.isArray(data.variesBy) ? (data.variesBy as unknown[]) : [];
  const variants = Array.isArray(data.hasVariant) ? (data.hasVariant as Data[]) : [];
  return [
    ...(isText(data.name) ? [] : ['ProductGroup.name is missing']),
    ...(isText(data.productGroupID) ? [] : ['ProductGroup.productGroupID is missing']),
    ...(variesBy.length > 0 && variesBy.every(isText) ? [] : ['ProductGroup.variesBy is missing']),
    ...(variants.length > 0 ? [] : ['ProductGroup.hasVariant is empty']),
    ...variants.flatMap((variant, index) => {
      const at = `ProductGroup.hasVariant[${index}]`;
      const saysSize = !variesBy.includes('https://schema.org/size') || isText(variant.size);
      const saysOthers = variesBy.filter((name) => name !== 'https://schema.org/size').every((name) => (variant.additionalProperty as Data | undefined)?.name === name);
      return [...productProblems(variant, at), ...(saysSize && saysOthers ? [] : [`${at} doesn't say its ${variesBy.join(', ')}`])];
    }),
  ];
}
