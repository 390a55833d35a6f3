// The rules a tool's fields keep and how its changes are recorded, shared by the product form's
// operations (products.service.ts) and the CSV import (product-import.ts).
import type { AuditValues } from '../../shared/audit.js';
import type { Product, ProductInput } from '../../shared/api-types.js';
import { centsToDollars, dollarsToCents } from '../../shared/money.js';
import type { PriceBreak } from '../../shared/price-breaks.js';
import { badRequest, conflict } from '../../shared/problem.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import type { NewProduct, ProductRecord } from './products.repository.js';
import type { Taxonomy } from './taxonomy.js';

export const actorOf = (caller: AuthenticatedUser) => ({ id: caller.id, email: caller.email });

/** A tool's fields as the contract shows them (the price in dollars): what its audit entries hold. */
export const auditedOf = ({ _id, category, brand, priceBreaks, option, sizes: _counted, ...fields }: Product): AuditValues => ({
  ...fields,
  option: optionText(option),
  priceBreaks: breaksText(priceBreaks),
  category: category?.slug ?? null,
  brand: brand?.slug ?? null,
});

/** The breaks as an audit entry shows them: "10+ at 21.5, 50+ at 19.5", or "none". */
export const breaksText = (breaks: Product['priceBreaks']): string => (breaks.length === 0 ? 'none' : breaks.map((step) => `${step.minQuantity}+ at ${step.price}`).join(', '));
/** A size as an audit entry shows it: "Size: 12 mm", or null for none. */
export const optionText = (option: Product['option']): string | null => (option ? `${option.name}: ${option.value}` : null);
export const subjectOf = (id: string) => ({ type: 'product', id }) as const;

/** SKUs are kept in capitals: "oak-ch-12" on a label and "OAK-CH-12" in the shop are one code. */
export const skuOf = <T extends string | null | undefined>(sku: T): T => (typeof sku === 'string' ? (sku.trim().toUpperCase() as T) : sku);

/** Refused when another tool has the SKU already; `id` is the tool being changed, if any. */
export function checkSkuFree(sku: string | null | undefined, holder: Pick<ProductRecord, 'id' | 'name'> | undefined, id?: string): void {
  if (sku && holder && holder.id !== id) throw conflict(`The SKU ${sku} is already on “${holder.name}”: give this tool another.`);
}

export function checkMinimumWithinStock(product: Pick<NewProduct, 'available' | 'minimum'>): void {
  if (product.minimum > product.available) {
    throw badRequest('The minimum order can’t be more than the available stock.');
  }
}

/** The ids of the category and brand named by slug (null for none), refused with a 400 when the shop has no such one. */
export function placeOf(taxonomy: Taxonomy, { category, brand }: { category?: string | null; brand?: string | null }): Partial<Pick<NewProduct, 'categoryId' | 'brandId'>> {
  const categoryId = category === undefined || category === null ? category : taxonomy.categoryIdOf(category);
  if (typeof category === 'string' && categoryId === undefined) throw badRequest(`There is no category “${category}”.`);
  const brandId = brand === undefined || brand === null ? brand : taxonomy.brandIdOf(brand);
  if (typeof brand === 'string' && brandId === undefined) throw badRequest(`There is no brand “${brand}”.`);
  return { ...(categoryId === undefined ? {} : { categoryId }), ...(brandId === undefined ? {} : { brandId }) };
}

export const breaksInCents = (breaks: ProductInput['priceBreaks']): PriceBreak[] | undefined =>
  breaks?.map((step) => ({ minQuantity: step.minQuantity, priceCents: dollarsToCents(step.price) }));

/** A tool as the contract shows it, with its category's and brand's names when it has them. */
export function toProductDto(product: ProductRecord, taxonomy: Taxonomy): Product {
  const category = taxonomy.categoryOf(product.categoryId);
  const brand = taxonomy.brandOf(product.brandId);
  return {
    _id: product.id,
    slug: product.slug,
    sku: product.sku,
    name: product.name,
    image: product.image,
    available: product.available,
    minimum: product.minimum,
    price: centsToDollars(product.priceCents),
    priceBreaks: product.priceBreaks.map((step) => ({ minQuantity: step.minQuantity, price: centsToDollars(step.priceCents) })),
    description: product.description,
    weightGrams: product.weightGrams,
    taxClass: product.taxClass,
    ...(category ? { category } : {}),
    ...(brand ? { brand } : {}),
    option: optionOf(product),
  };
}

/** The row's size as the contract shows it, or null for a tool without sizes. */
export const optionOf = (product: Pick<ProductRecord, 'optionName' | 'optionValue'>): Product['option'] =>
  product.optionName === null || product.optionValue === null ? null : { name: product.optionName, value: product.optionValue };

// "6 mm" before "12 mm": sizes are read as numbers where they are numbers.
const sizeOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const compareSizes = (a: string, b: string): number => sizeOrder.compare(a, b);

/** A tool's sizes smallest first (by their values as a shopper reads them), then by when they were added. */
export const bySize = (a: Pick<ProductRecord, 'id' | 'optionValue'>, b: Pick<ProductRecord, 'id' | 'optionValue'>): number =>
  compareSizes(a.optionValue ?? '', b.optionValue ?? '') || a.id.localeCompare(b.id);

/** Option names and values as typed, with the spaces at their ends left off. */
export const trimmedOption = (option: { name: string; value: string }) => ({ name: option.name.trim(), value: option.value.trim() });

/** The contract's limit on a tool's sizes (`ProductDetail.variants`). */
export const MAX_SIZES = 1000;

/**
 * Refused unless `option` can be a size of a tool whose sizes are `sizes` (the row being changed,
 * if any, left out): the tool's sizes share an option name and no two have one value.
 */
export function checkSizeFits(option: { name: string; value: string } | null, sizes: Array<Pick<ProductRecord, 'name' | 'optionName' | 'optionValue'>>, toolName: string): void {
  if (sizes.length === 0) return;
  if (sizes.length >= MAX_SIZES) throw conflict(`“${toolName}” has ${MAX_SIZES} sizes, as many as a tool may have.`);
  if (option === null) throw conflict(`“${toolName}” comes in other sizes, so this one needs its own: give its option and value, or delete it.`);
  const name = sizes[0]?.optionName;
  if (name && name.toLowerCase() !== option.name.toLowerCase()) throw badRequest(`The sizes of “${toolName}” differ by ${name}: give this one a ${name} too.`);
  const same = sizes.find((size) => size.optionValue !== null && compareSizes(size.optionValue, option.value) === 0);
  if (same) throw conflict(`“${toolName}” already has a ${option.name} ${same.optionValue} (“${same.name}”).`);
}
