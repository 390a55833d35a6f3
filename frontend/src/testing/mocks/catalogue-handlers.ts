import { closestMatch } from 'leven';
import { staffMay } from '../../lib/session/staff-roles';
import { uuidLike } from '../fixtures/ids';
import { slugFromName } from '../fixtures/products';
import type { Product, ProductDetail, ProductFacets, ProductOption } from '../../types/api';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';
import { scenario } from './scenarios';

/** The id of the tool's first row (the row the catalogue shows) for any of its sizes' ids. */
const toolOf = (id: string) => mockShop.sizeOf[id] ?? id;

// "6 mm" before "12 mm": sizes read as numbers where they are numbers, as the shop orders them.
const sizeOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const compareSizes = (a: string, b: string) => sizeOrder.compare(a, b);

/** Every size of the tool with row `id`, smallest first (that row alone for a tool without sizes). */
function sizesOf(id: string): Product[] {
  const tool = toolOf(id);
  return mockShop.products
    .filter((p) => toolOf(p._id) === tool)
    .sort((a, b) => compareSizes(a.option?.value ?? '', b.option?.value ?? '') || a._id.localeCompare(b._id));
}

/** The catalogue's tools, each once by its first row, newest first. */
const everyTool = () => mockShop.products.filter((p) => !(p._id in mockShop.sizeOf));

/** The tools some of `rows` are sizes of, each once, in the list's order. */
function toolsOf(rows: Product[]): Product[] {
  const tools = new Set(rows.map((p) => toolOf(p._id)));
  return mockShop.products.filter((p) => tools.has(p._id));
}

/** As the server keeps a SKU (product-rules.ts `skuOf`): trimmed, in capitals. */
const skuOf = (sku: string | null | undefined) => (typeof sku === 'string' ? sku.trim().toUpperCase() : sku);

/** The rows a search finds: by name and description, or a whole SKU. */
const matching = (q: string) =>
  mockShop.products.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(q.toLowerCase()) || p.sku === skuOf(q));

/** As the shop does when nothing matches: each word read as the nearest word of the tools' (two letters off at most). */
function misspelled(q: string, filter: MockFilter): string | undefined {
  const known = [...new Set(mockShop.products.flatMap((p) => `${p.name} ${p.description}`.toLowerCase().split(/[^\p{L}\p{N}]+/u)))];
  const read = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length < 4 ? word : (closestMatch(word, known, { maxDistance: word.length <= 5 ? 1 : 2 }) ?? word)))
    .join(' ');
  return read !== q.toLowerCase() && filtered(toolsOf(matching(read)), filter).length > 0 ? read : undefined;
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
  /** Sizes by option name and value (`?option=Size:12 mm`). */
  options: ProductOption[] | null;
}

const NO_FILTER: MockFilter = { category: null, brands: null, minPrice: null, maxPrice: null, inStock: false, options: null };

/** `Size:12 mm` as the name and the value, split at the first colon (a name has none). */
function optionOf(text: string): ProductOption {
  const colon = text.indexOf(':');
  return { name: text.slice(0, colon), value: text.slice(colon + 1) };
}

function filterOf(searchParams: URLSearchParams): MockFilter {
  const price = (name: string) => (searchParams.has(name) ? Number(searchParams.get(name)) : null);
  const brands = searchParams.getAll('brand');
  const options = searchParams.getAll('option').map(optionOf);
  return {
    category: searchParams.get('category'),
    brands: brands.length > 0 ? brands : null,
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    inStock: searchParams.get('inStock') === 'true',
    options: options.length > 0 ? options : null,
  };
}

const inStock = (p: Product) => p.available > 0 && p.available >= p.minimum;

type FilterName = 'category' | 'brand' | 'price' | 'inStock' | 'option';

/** Whether one size meets the filters a tool's sizes differ in (price, stock, option), all of them, but `left`. */
function sizeFits(size: Product, filter: MockFilter, left?: FilterName): boolean {
  const prices = left === 'price' ? { minPrice: null, maxPrice: null } : filter;
  const options = left === 'option' ? null : filter.options;
  return (
    (prices.minPrice === null || size.price >= prices.minPrice) &&
    (prices.maxPrice === null || size.price <= prices.maxPrice) &&
    (!filter.inStock || left === 'inStock' || inStock(size)) &&
    (options === null || options.some(({ name, value }) => size.option?.name === name && size.option.value === value))
  );
}

/**
 * As the shop filters a list of tools: a category with those under it and brands by slug (the
 * tool's), a price range, in stock and options met together by one of its sizes; `left` is one
 * filter left out (a facet's count).
 */
function filtered(tools: Product[], filter: MockFilter, left?: FilterName): Product[] {
  const categories = filter.category === null || left === 'category' ? null : categoryAndBelow(filter.category);
  const brands = left === 'brand' ? null : filter.brands;
  return tools.filter(
    (p) =>
      (categories === null || categories.includes(p.category?.slug ?? '')) &&
      (brands === null || brands.includes(p.brand?.slug ?? '')) &&
      sizesOf(p._id).some((size) => sizeFits(size, filter, left)),
  );
}

/** A tool in sizes with their count and lowest price, as the catalogue lists it. */
function withSizes(product: Product): Product {
  const sizes = sizesOf(product._id);
  return sizes.length > 1 ? { ...product, sizes: { count: sizes.length, fromPrice: Math.min(...sizes.map((size) => size.price)) } } : product;
}

/** The search as the shop reads it: the tools (or with `everySize`, the rows) matching it as typed, or as a misspelling read. */
function searched(q: string | null, filter: MockFilter, everySize = false) {
  const found = (words: string) => (everySize ? matching(words) : toolsOf(matching(words)));
  const searchedFor = q && filtered(found(q), filter).length === 0 ? misspelled(q, filter) : undefined;
  return { tools: searchedFor ? found(searchedFor) : q ? found(q) : everySize ? mockShop.products : everyTool(), searchedFor };
}

/** A page of the catalogue, each tool once with its sizes' summary; the dashboard's (`everySize`) has every row. */
function page(limit: number, cursor: string | null, q: string | null, filter: MockFilter = NO_FILTER, everySize = false) {
  const { tools, searchedFor } = searched(q, filter, everySize);
  const found = filtered(tools, filter);
  const start = cursor ? Number(cursor) : 0;
  const items = found.slice(start, start + limit).map((p) => (everySize ? p : withSizes(p)));
  return { items, nextCursor: start + limit < found.length ? String(start + limit) : null, ...(searchedFor ? { searchedFor } : {}) };
}

/** Each option's values with the tools that have a size of it meeting the other filters; a ticked value stays, at 0, to untick. */
function optionFacets(tools: Product[], filter: MockFilter): ProductFacets['options'] {
  const names = new Map<string, Map<string, Set<string>>>();
  const valuesOf = (name: string) => names.get(name) ?? names.set(name, new Map()).get(name)!;
  for (const { name, value } of filter.options ?? []) valuesOf(name).set(value, new Set());
  for (const tool of filtered(tools, filter, 'option')) {
    for (const { option } of sizesOf(tool._id).filter((size) => sizeFits(size, filter, 'option'))) {
      if (!option) continue;
      const values = valuesOf(option.name);
      values.set(option.value, (values.get(option.value) ?? new Set()).add(tool._id));
    }
  }
  return [...names]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, values]) => ({ name, values: [...values].sort(([a], [b]) => compareSizes(a, b)).map(([value, ids]) => ({ value, tools: ids.size })) }));
}

/** As the shop counts its filters' values: each count leaves its own filter out; a tool counts once, whichever of its sizes match. */
function facets(q: string | null, filter: MockFilter) {
  const { tools, searchedFor } = searched(q, filter);
  const prices = filtered(tools, filter, 'price').flatMap((tool) => sizesOf(tool._id).filter((size) => sizeFits(size, filter, 'price')).map((size) => size.price));
  const byCategory = filtered(tools, filter, 'category');
  const byBrand = filtered(tools, filter, 'brand');
  return {
    tools: filtered(tools, filter).length,
    categories: mockShop.categories
      .map(({ slug, name, parent }) => ({ slug, name, parent, tools: byCategory.filter((p) => categoryAndBelow(slug).includes(p.category?.slug ?? '')).length })),
    brands: mockShop.brands.map(({ slug, name }) => ({ slug, name, tools: byBrand.filter((p) => p.brand?.slug === slug).length })),
    options: optionFacets(tools, filter),
    inStock: filtered(tools, { ...filter, inStock: true }).length,
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

/** A tool's page: the row, its rating and, for a tool in sizes, every size to pick from. */
function detailOf(product: Product): ProductDetail {
  const variants = sizesOf(product._id).flatMap(({ _id, slug, sku, option, available, minimum, price, priceBreaks }) =>
    option ? [{ _id, slug, sku, option, available, minimum, price, priceBreaks }] : [],
  );
  return {
    ...product,
    rating: ratingOf(product._id),
    ...(variants.length > 1 && { sizes: { count: variants.length, fromPrice: Math.min(...variants.map((size) => size.price)) }, variants }),
  };
}

const trimmed = (option: ProductOption): ProductOption => ({ name: option.name.trim(), value: option.value.trim() });

/** As the server's checkSizeFits: refused unless `option` can be a size among `sizes` (one option name, no value twice). */
function sizeRefusal(option: ProductOption | null, sizes: Product[], toolName: string) {
  if (sizes.length === 0) return undefined;
  if (option === null) return problem(409, 'Conflict', `“${toolName}” comes in other sizes, so this one needs its own: give its option and value, or delete it.`);
  const name = sizes[0]?.option?.name;
  if (name && name.toLowerCase() !== option.name.toLowerCase()) return problem(400, 'Bad Request', `The sizes of “${toolName}” differ by ${name}: give this one a ${name} too.`);
  const same = sizes.find((size) => size.option !== null && compareSizes(size.option.value, option.value) === 0);
  return same && problem(409, 'Conflict', `“${toolName}” already has a ${option.name} ${same.option?.value ?? ''} (“${same.name}”).`);
}

/** The tool a new size joins (`sizeOf`, any of its sizes' ids): its first row, or why it can't. */
function toolToJoin(sizeOf: string, option: ProductOption | null) {
  const target = mockShop.products.find((p) => p._id === sizeOf);
  if (!target) return { refused: problem(400, 'Bad Request', 'There is no tool with that id to add a size to.') } as const;
  const first = mockShop.products.find((p) => p._id === toolOf(sizeOf)) ?? target;
  if (option === null) return { refused: problem(400, 'Bad Request', `Say which size this is: its ${first.option?.name ?? 'option'} and value.`) } as const;
  if (first.option === null) return { refused: problem(409, 'Conflict', `Give “${first.name}” its own ${option.name} first (in its form), then add its other sizes.`) } as const;
  const refused = sizeRefusal(option, sizesOf(first._id), first.name);
  return refused ? ({ refused } as const) : ({ first, optionName: first.option.name } as const);
}

const onlyAdmins = problem(403, 'Forbidden', 'Your role doesn’t allow this.');
const noSuchProduct = problem(404, 'Not Found', 'No product with that id.');
const noProductAtSlug = problem(404, 'Not Found', 'No product at that address.');

/** The server's refusal of a SKU another tool has already (product-rules.ts `checkSkuFree`). */
function skuTaken(sku: string | null | undefined, id?: string) {
  const code = skuOf(sku);
  const holder = code ? mockShop.products.find((product) => product.sku === code && product._id !== id) : undefined;
  return holder ? problem(409, 'Conflict', `The SKU ${code} is already on “${holder.name}”: give this tool another.`) : null;
}

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
  // Tools, each once whatever its sizes, as the server counts a category's and a brand's.
  http.get('/categories', ({ response }) =>
    response(200).json({ items: mockShop.categories.map((category) => ({ ...category, tools: filtered(everyTool(), { ...NO_FILTER, category: category.slug }).length })) }),
  ),
  http.get('/brands', ({ response }) =>
    response(200).json({ items: mockShop.brands.map((brand) => ({ ...brand, tools: filtered(everyTool(), { ...NO_FILTER, brands: [brand.slug] }).length })) }),
  ),
  http.get('/products/{id}', ({ params, response }) => {
    const product = mockShop.products.find((p) => p._id === params.id);
    if (!product) return response(404).json(noSuchProduct);
    return response(200).json(detailOf(product));
  }),
  http.get('/products-by-slug/{slug}', ({ params, response }) => {
    const product = mockShop.products.find((p) => p.slug === params.slug);
    if (!product) return response(404).json(noProductAtSlug);
    return response(200).json(detailOf(product));
  }),
  http.get('/allProducts', ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'listAllProducts')) return response(403).json(onlyAdmins);
    const url = new URL(request.url);
    return response(200).json(page(Number(url.searchParams.get('limit') ?? 12), url.searchParams.get('cursor'), url.searchParams.get('q'), NO_FILTER, true));
  }),
  http.post('/productAdd', async ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'addProduct')) return response(403).json(onlyAdmins);
    const { category, brand, sizeOf, option: typed, ...input } = await request.json();
    const where = placeOf(category, brand);
    if (!where.ok) return response(400).json(where.problem);
    const taken = skuTaken(input.sku);
    if (taken) return response(409).json(taken);
    const option = typed ? trimmed(typed) : null;
    // A new size takes its tool's category, brand and option name.
    const joined = sizeOf === undefined ? undefined : toolToJoin(sizeOf, option);
    if (joined?.refused) return joined.refused.status === 409 ? response(409).json(joined.refused) : response(400).json(joined.refused);
    const place = joined ? { ...(joined.first.category && { category: joined.first.category }), ...(joined.first.brand && { brand: joined.first.brand }) } : where.place;
    const _id = uuidLike(mockShop.products.length + 1000);
    const product: Product = {
      _id,
      slug: freeSlug(input.name, _id),
      ...input,
      sku: skuOf(input.sku) ?? null,
      priceBreaks: byQuantity(input.priceBreaks ?? []),
      weightGrams: input.weightGrams ?? null,
      taxClass: input.taxClass ?? 'standard',
      option: joined && option ? { name: joined.optionName, value: option.value } : option,
      ...place,
    };
    mockShop.products.unshift(product);
    if (joined) mockShop.sizeOf[_id] = joined.first._id;
    return response(201).json(product);
  }),
  http.patch('/product/{id}', async ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'updateProduct')) return response(403).json(onlyAdmins);
    const product = mockShop.products.find((p) => p._id === params.id);
    if (!product) return response(404).json(noSuchProduct);
    const { category, brand, option, ...patch } = await request.json();
    const where = placeOf(category, brand);
    if (!where.ok) return response(400).json(where.problem);
    const taken = skuTaken(patch.sku, product._id);
    if (taken) return response(409).json(taken);
    if (option !== undefined) {
      // A size's new option must still fit among its tool's other sizes (their name, no value twice).
      const next = option === null ? null : trimmed(option);
      const others = sizesOf(product._id).filter((size) => size._id !== product._id);
      const refused = sizeRefusal(next, others, product.name);
      if (refused) return refused.status === 409 ? response(409).json(refused) : response(400).json(refused);
      product.option = next && { name: others[0]?.option?.name ?? next.name, value: next.value };
    }
    Object.assign(product, patch, where.place, patch.priceBreaks && { priceBreaks: byQuantity(patch.priceBreaks) }, patch.sku && { sku: skuOf(patch.sku) });
    // null takes the tool out of its category, or leaves it with no brand.
    if (category === null) delete product.category;
    if (brand === null) delete product.brand;
    // A tool's sizes share its category and brand, whichever size the change was made on.
    if (category !== undefined || brand !== undefined) {
      for (const size of sizesOf(product._id)) Object.assign(size, { category: product.category, brand: product.brand });
      for (const size of sizesOf(product._id)) for (const key of ['category', 'brand'] as const) if (size[key] === undefined) delete size[key];
    }
    return response(200).json(product);
  }),
  http.delete('/product/{id}', ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'deleteProduct')) return response(403).json(onlyAdmins);
    const index = mockShop.products.findIndex((p) => p._id === params.id);
    if (index < 0) return response(404).json(noSuchProduct);
    const [removed] = mockShop.products.splice(index, 1);
    if (removed!._id in mockShop.sizeOf) {
      delete mockShop.sizeOf[removed!._id];
    } else {
      // A tool's first row gone, its smallest other size becomes the row the catalogue shows.
      const [next, ...others] = sizesOf(removed!._id);
      if (next) delete mockShop.sizeOf[next._id];
      for (const size of others) mockShop.sizeOf[size._id] = next!._id;
    }
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
