import { closestMatch } from 'leven';
import { staffMay } from '../../lib/session/staff-roles';
import { uuidLike } from '../fixtures/ids';
import { slugFromName } from '../fixtures/products';
import type { Product } from '../../types/api';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';
import { scenario } from './scenarios';

const matching = (q: string) =>
  mockShop.products.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(q.toLowerCase()) || p.sku === q.trim().toUpperCase());

/** As the shop does when nothing matches: each word read as the nearest word of the tools' (two letters off at most). */
function misspelled(q: string, filter: MockFilter): string | undefined {
  const known = [...new Set(mockShop.products.flatMap((p) => `${p.name} ${p.description}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)))];
  const read = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length < 4 ? word : (closestMatch(word, known, { maxDistance: word.length <= 5 ? 1 : 2 }) ?? word)))
    .join(' ');
  return read !== q.toLowerCase() && filtered(matching(read), filter).length > 0 ? read : undefined;
}

/** The category at `slug` and every one under it, in the mock shop's tree. */
export function categoryAndBelow(slug: string): string[] {
  return [slug, ...mockShop.categories.filter((category) => category.parent === slug).flatMap((category) => categoryAndBelow(category.slug))];
}

const categoryRef = (slug: string) => ({ slug, name: mockShop.categories.find((category) => category.slug === slug)!.name });
const brandRef = (slug: string) => ({ slug, name: mockShop.brands.find((brand) => brand.slug === slug)!.name });

/** What a list or its facets are filtered by, read from the address as the shop reads it. */
interface MockFilter {
  category: string | null;
  brands: string[] | null;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
}

const NO_FILTER: MockFilter = { category: null, brands: null, minPrice: null, maxPrice: null, inStock: false };

function filterOf(searchParams: URLSearchParams): MockFilter {
  const price = (name: string) => (searchParams.has(name) ? Number(searchParams.get(name)) : null);
  const brands = searchParams.getAll('brand');
  return {
    category: searchParams.get('category'),
    brands: brands.length > 0 ? brands : null,
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    inStock: searchParams.get('inStock') === 'true',
  };
}

const inStock = (p: Product) => p.available > 0 && p.available >= p.minimum;

/** As the shop filters a list: a category with those under it, brands by slug, a price range, in stock; `left` is one filter left out (a facet's count). */
function filtered(products: Product[], filter: MockFilter, left?: 'category' | 'brand' | 'price' | 'inStock'): Product[] {
  const categories = filter.category === null || left === 'category' ? null : categoryAndBelow(filter.category);
  const brands = left === 'brand' ? null : filter.brands;
  const prices = left === 'price' ? { minPrice: null, maxPrice: null } : filter;
  return products.filter(
    (p) =>
      (categories === null || categories.includes(p.category?.slug ?? '')) &&
      (brands === null || brands.includes(p.brand?.slug ?? '')) &&
      (prices.minPrice === null || p.price >= prices.minPrice) &&
      (prices.maxPrice === null || p.price <= prices.maxPrice) &&
      (!filter.inStock || left === 'inStock' || inStock(p)),
  );
}

/** The search as the shop reads it: the tools matching it as typed, or as a misspelling read. */
function searched(q: string | null, filter: MockFilter) {
  const searchedFor = q && filtered(matching(q), filter).length === 0 ? misspelled(q, filter) : undefined;
  return { tools: searchedFor ? matching(searchedFor) : q ? matching(q) : mockShop.products, searchedFor };
}

function page(limit: number, cursor: string | null, q: string | null, filter: MockFilter = NO_FILTER) {
  const { tools, searchedFor } = searched(q, filter);
  const found = filtered(tools, filter);
  const start = cursor ? Number(cursor) : 0;
  const items = found.slice(start, start + limit);
  return { items, nextCursor: start + limit < found.length ? String(start + limit) : null, ...(searchedFor ? { searchedFor } : {}) };
}

/** As the shop counts its filters' values: each count leaves its own filter out. */
function facets(q: string | null, filter: MockFilter) {
  const { tools, searchedFor } = searched(q, filter);
  const prices = filtered(tools, filter, 'price').map((p) => p.price);
  const byCategory = filtered(tools, filter, 'category');
  const byBrand = filtered(tools, filter, 'brand');
  return {
    tools: filtered(tools, filter).length,
    categories: mockShop.categories
      .map(({ slug, name, parent }) => ({ slug, name, parent, tools: byCategory.filter((p) => categoryAndBelow(slug).includes(p.category?.slug ?? '')).length })),
    brands: mockShop.brands.map(({ slug, name }) => ({ slug, name, tools: byBrand.filter((p) => p.brand?.slug === slug).length })),
    inStock: filtered(tools, filter, 'inStock').filter(inStock).length,
    price: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    ...(searchedFor ? { searchedFor } : {}),
  };
}

/** As the shop rates a tool: the mean of its buyers' (verified) reviews to one decimal, or null without any. */
function ratingOf(productId: string): { average: number | null; count: number } {
  const ratings = mockShop.reviews.filter((review) => review.productId === productId && review.verifiedPurchase).map((review) => review.rating);
  const average = ratings.length ? Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10 : null;
  return { average, count: ratings.length };
}

const onlyAdmins = problem(403, 'Forbidden', 'Your role doesn’t allow this.');
const noSuchProduct = problem(404, 'Not Found', 'No product with that id.');
const noProductAtSlug = problem(404, 'Not Found', 'No product at that address.');

/** A category's and brand's names for their slugs, as the shop stores a tool's place; an unknown one is a 400. */
function placeOf(category: string | null | undefined, brand: string | null | undefined) {
  if (typeof category === 'string' && !mockShop.categories.some((known) => known.slug === category)) {
    return { ok: false, problem: problem(400, 'Bad Request', `There is no category “${category}”.`) } as const;
  }
  if (typeof brand === 'string' && !mockShop.brands.some((known) => known.slug === brand)) {
    return { ok: false, problem: problem(400, 'Bad Request', `There is no brand “${brand}”.`) } as const;
  }
  return { ok: true, place: { ...(category ? { category: categoryRef(category) } : {}), ...(brand ? { brand: brandRef(brand) } : {}) } } as const;
}

/** The name's slug, or with the end of the id when another tool has it, as the shop gives them. */
/** The breaks smallest quantity first, as the server keeps them. */
const byQuantity = (breaks: Product['priceBreaks']) => [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);

function freeSlug(name: string, id: string) {
  const slug = slugFromName(name);
  return mockShop.products.some((product) => product.slug === slug) ? `${slug}-${id.replaceAll('-', '').slice(-8)}` : slug;
}

export const catalogueHandlers = [
  http.get('/products', ({ request, response }) => {
    const { searchParams } = new URL(request.url);
    return response(200).json(page(Number(searchParams.get('limit') ?? 12), searchParams.get('cursor'), searchParams.get('q'), filterOf(searchParams)));
  }),
  http.get('/product-facets', ({ request, response }) => {
    const { searchParams } = new URL(request.url);
    return response(200).json(facets(searchParams.get('q'), filterOf(searchParams)));
  }),
  http.get('/categories', ({ response }) =>
    response(200).json({ items: mockShop.categories.map((category) => ({ ...category, tools: filtered(mockShop.products, { ...NO_FILTER, category: category.slug }).length })) }),
  ),
  http.get('/brands', ({ response }) =>
    response(200).json({ items: mockShop.brands.map((brand) => ({ ...brand, tools: filtered(mockShop.products, { ...NO_FILTER, brands: [brand.slug] }).length })) }),
  ),
  http.get('/products/{id}', ({ params, response }) => {
    const product = mockShop.products.find((p) => p._id === params.id);
    if (!product) return response(404).json(noSuchProduct);
    return response(200).json({ ...product, rating: ratingOf(product._id) });
  }),
  http.get('/products-by-slug/{slug}', ({ params, response }) => {
    const product = mockShop.products.find((p) => p.slug === params.slug);
    if (!product) return response(404).json(noProductAtSlug);
    return response(200).json({ ...product, rating: ratingOf(product._id) });
  }),
  http.get('/allProducts', ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'listAllProducts')) return response(403).json(onlyAdmins);
    const url = new URL(request.url);
    return response(200).json(page(Number(url.searchParams.get('limit') ?? 12), url.searchParams.get('cursor'), url.searchParams.get('q')));
  }),
  http.post('/productAdd', async ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'addProduct')) return response(403).json(onlyAdmins);
    const { category, brand, ...input } = await request.json();
    const where = placeOf(category, brand);
    if (!where.ok) return response(400).json(where.problem);
    const _id = uuidLike(mockShop.products.length + 1000);
    const product = { _id, slug: freeSlug(input.name, _id), ...input, sku: input.sku?.toUpperCase() ?? null, priceBreaks: byQuantity(input.priceBreaks ?? []), weightGrams: input.weightGrams ?? null, taxClass: input.taxClass ?? 'standard', ...where.place };
    mockShop.products.unshift(product);
    return response(201).json(product);
  }),
  http.patch('/product/{id}', async ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'updateProduct')) return response(403).json(onlyAdmins);
    const product = mockShop.products.find((p) => p._id === params.id);
    if (!product) return response(404).json(noSuchProduct);
    const { category, brand, ...patch } = await request.json();
    const where = placeOf(category, brand);
    if (!where.ok) return response(400).json(where.problem);
    Object.assign(product, patch, where.place, patch.priceBreaks && { priceBreaks: byQuantity(patch.priceBreaks) }, patch.sku && { sku: patch.sku.toUpperCase() });
    // null takes the tool out of its category, or leaves it with no brand.
    if (category === null) delete product.category;
    if (brand === null) delete product.brand;
    return response(200).json(product);
  }),
  http.delete('/product/{id}', ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'deleteProduct')) return response(403).json(onlyAdmins);
    const index = mockShop.products.findIndex((p) => p._id === params.id);
    if (index < 0) return response(404).json(noSuchProduct);
    mockShop.products.splice(index, 1);
    return response(204).empty();
  }),
];

const serverError = problem(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.');

export const catalogueScenarios = {
  empty: scenario('listProducts', 'empty'),
  /** The first page answers; every page after it (Load more) fails. */
  nextPageServerError: http.get('/products', ({ request, response }) =>
    new URL(request.url).searchParams.has('cursor') ? response(500).json(serverError) : undefined,
  ),
  serverError: scenario('listProducts', 'serverError'),
  productNotFound: scenario('getProduct', 'notFound'),
  productServerError: scenario('getProduct', 'serverError'),
  productAtSlugNotFound: scenario('getProductBySlug', 'notFound'),
  productAtSlugServerError: scenario('getProductBySlug', 'serverError'),
};
