import { api } from '../../../lib/api';
import { limits } from '../../../lib/contract-limits';
import { cursorPages, cursorParams, DASHBOARD_PAGE_SIZE } from '../../../lib/pagination';
import type { AppDispatch } from '../../../lib/store';
import type { BrandList, Category, CategoryList, Product, ProductDetail, ProductFacets, ProductInput, ProductPage, ProductPatch, ProductSort, UploadedImage } from '../../../types/api';

export const PRODUCTS_PAGE_SIZE = 6;

/** The filters a catalogue's address may hold (`?brand=&option=&minPrice=&maxPrice=&inStock=true`); absent, every tool. */
export interface CatalogueFilters {
  brands?: string[];
  /** Sizes, each `Name:Value` as the facets give them (`?option=Size:12 mm`): a tool with a size of any of them. */
  options?: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
}

export interface CatalogueQuery extends CatalogueFilters {
  sort: ProductSort;
  q: string;
  /** A category page's category (its slug, from the path): its tools and those of the categories under it. */
  category?: string;
}

/** What listProductFacets counts for a catalogue: its search and filters, whatever its sort. */
export type FacetsQuery = Omit<CatalogueQuery, 'sort'>;

/** Manage Products' search (`?q=`); no words, every product. */
export interface AdminProductSearch {
  q?: string;
}

/** The search a Manage Products address holds, cut to the contract's longest. */
export function adminProductSearchFrom(search: URLSearchParams): AdminProductSearch {
  const q = search.get('q')?.trim().slice(0, limits.ProductSearch.maxLength);
  return q ? { q } : {};
}

export function searchOfAdminProductSearch({ q }: AdminProductSearch): URLSearchParams {
  return new URLSearchParams(q ? { q } : {});
}

/** What the home page shows before the shopper sorts or searches. */
export const FIRST_CATALOGUE_QUERY: CatalogueQuery = { sort: 'newest', q: '' };

const SORTS: Record<ProductSort, true> = { newest: true, price_asc: true, price_desc: true, name_asc: true };
const isSort = (value: string | null): value is ProductSort => value !== null && Object.hasOwn(SORTS, value);

/**
 * How many pages of tools an address may ask for at once (`?pages=`): enough for any shopper's
 * scrolling, and a bound on what one render of the home page fetches.
 */
export const MAX_CATALOGUE_PAGES = 20;

/** A price a shopper typed, in dollars: left out when it is empty or not one the shop takes. */
function priceBound(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const dollars = Number(text);
  return Number.isFinite(dollars) && dollars >= limits.PriceBound.minimum && dollars <= limits.PriceBound.maximum ? dollars : undefined;
}

const taxonomySlug = new RegExp(limits.TaxonomySlug.pattern);
const optionName = new RegExp(limits.OptionName.pattern);
const optionValue = new RegExp(limits.OptionValue.pattern);

/** Whether `text` is a size the shop can filter by: an option's name and value, split at the first colon. */
function isOptionFilter(text: string): boolean {
  const colon = text.indexOf(':');
  const [name, value] = [text.slice(0, colon), text.slice(colon + 1)];
  return colon > 0 && name.length <= limits.OptionName.maxLength && optionName.test(name) && value.length <= limits.OptionValue.maxLength && optionValue.test(value);
}

/** The filters an address holds; what the shop wouldn't take (a malformed brand, a price of "cheap") is left out, not sent. */
export function catalogueFiltersFrom(search: URLSearchParams): CatalogueFilters {
  const brands = [...new Set(search.getAll('brand'))]
    .filter((slug) => slug.length <= limits.TaxonomySlug.maxLength && taxonomySlug.test(slug))
    .slice(0, limits.ProductBrand.maxItems);
  const options = [...new Set(search.getAll('option'))].filter(isOptionFilter).slice(0, limits['parameters.ProductOption'].maxItems);
  const minPrice = priceBound(search.get('minPrice'));
  const maxPrice = priceBound(search.get('maxPrice'));
  return {
    ...(brands.length > 0 ? { brands } : {}),
    ...(options.length > 0 ? { options } : {}),
    ...(minPrice === undefined ? {} : { minPrice }),
    ...(maxPrice === undefined ? {} : { maxPrice }),
    ...(search.get('inStock') === 'true' ? { inStock: true } : {}),
  };
}

/** Whether any filter narrows the list. */
export const isFiltered = ({ brands, options, minPrice, maxPrice, inStock }: CatalogueFilters): boolean =>
  (brands?.length ?? 0) > 0 || (options?.length ?? 0) > 0 || minPrice !== undefined || maxPrice !== undefined || inStock === true;

/** The catalogue an address asks for (`?q=&sort=` and the filters): they live in the URL, so Back and a shared link keep them. */
export function catalogueQueryFrom(search: URLSearchParams, category?: string): CatalogueQuery {
  const sort = search.get('sort');
  return {
    sort: isSort(sort) ? sort : FIRST_CATALOGUE_QUERY.sort,
    q: (search.get('q') ?? '').trim().slice(0, limits.ProductSearch.maxLength),
    ...(category ? { category } : {}),
    ...catalogueFiltersFrom(search),
  };
}

/** The filters as the API and the address spell them (a brand once per brand, a size once per size, as a form's checkboxes send them). */
export function filterParams({ brands, options, minPrice, maxPrice, inStock }: CatalogueFilters, search = new URLSearchParams()): URLSearchParams {
  for (const brand of brands ?? []) search.append('brand', brand);
  for (const option of options ?? []) search.append('option', option);
  if (minPrice !== undefined) search.set('minPrice', String(minPrice));
  if (maxPrice !== undefined) search.set('maxPrice', String(maxPrice));
  if (inStock) search.set('inStock', 'true');
  return search;
}

/** A catalogue's address on its page (`/` or a category's), at its list: `/categories/saws?brand=oakridge#tools`. */
export function catalogueHref(path: string, query: CatalogueQuery, pages = 1): string {
  const search = catalogueSearch(query, pages).toString();
  return `${path}${search ? `?${search}` : ''}#tools`;
}

export const facetsQueryOf = ({ sort: _sort, ...facets }: CatalogueQuery): FacetsQuery => facets;

/** The categories from the top down to the one at `slug`, or undefined when the shop has none there. */
export function categoryTrail(categories: Category[], slug: string): Category[] | undefined {
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const trail: Category[] = [];
  for (let at = bySlug.get(slug); at && !trail.includes(at); at = at.parent === null ? undefined : bySlug.get(at.parent)) trail.unshift(at);
  return trail.length > 0 ? trail : undefined;
}

/** How many pages of tools the address says were loaded (`?pages=`), within [1, MAX_CATALOGUE_PAGES]. */
export function cataloguePagesFrom(search: URLSearchParams): number {
  const pages = Number.parseInt(search.get('pages') ?? '', 10);
  return Number.isInteger(pages) ? Math.min(Math.max(pages, 1), MAX_CATALOGUE_PAGES) : 1;
}

/** The address of a catalogue: only what differs from the first view, so `/` stays `/`. */
export function catalogueSearch(query: CatalogueQuery, pages: number): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.sort !== FIRST_CATALOGUE_QUERY.sort) search.set('sort', query.sort);
  filterParams(query, search);
  if (pages > 1) search.set('pages', String(pages));
  return search;
}

/**
 * The getProduct argument for a tool's id. The route's loader (on the server and in the browser)
 * and the page ask with this one, so they share one cache entry.
 */
export const productQueryArg = (id: string): string => id;

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.infiniteQuery<ProductPage, CatalogueQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => {
        const params = new URLSearchParams({ limit: String(PRODUCTS_PAGE_SIZE), sort: queryArg.sort });
        if (queryArg.q) params.set('q', queryArg.q);
        if (queryArg.category) params.set('category', queryArg.category);
        if (pageParam) params.set('cursor', pageParam);
        // Built here rather than as `params`, which would send brands and sizes joined by commas.
        return `/products?${filterParams(queryArg, params).toString()}`;
      },
      providesTags: ['Product'],
      // Kept a while after the home page is left, so Back from a tool finds the loaded pages and
      // the scroll position lands where it was.
      keepUnusedDataFor: 300,
    }),
    // A few dozen rows: kept a while, as every category page and breadcrumb reads them.
    listCategories: build.query<CategoryList, void>({
      query: () => '/categories',
      providesTags: ['Product'],
      keepUnusedDataFor: 300,
    }),
    // Counted for the filters beside a list: as fresh as the list, kept as long.
    listProductFacets: build.query<ProductFacets, FacetsQuery>({
      query: (facets) => {
        const params = new URLSearchParams();
        if (facets.q) params.set('q', facets.q);
        if (facets.category) params.set('category', facets.category);
        return `/product-facets?${filterParams(facets, params).toString()}`;
      },
      providesTags: ['Product'],
      keepUnusedDataFor: 300,
    }),
    listBrands: build.query<BrandList, void>({
      query: () => '/brands',
      providesTags: ['Product'],
      keepUnusedDataFor: 300,
    }),
    getProduct: build.query<ProductDetail, string>({
      query: (id) => `/products/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getProductBySlug: build.query<ProductDetail, string>({
      query: (slug) => `/products-by-slug/${slug}`,
      providesTags: (result) => (result ? [{ type: 'Product', id: result._id }] : ['Product']),
    }),
    listAllProducts: build.infiniteQuery<ProductPage, AdminProductSearch, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg, pageParam }) => ({
        url: '/allProducts',
        params: { ...cursorParams(DASHBOARD_PAGE_SIZE, pageParam), sort: 'newest', ...(queryArg.q ? { q: queryArg.q } : {}) },
      }),
      providesTags: ['Product'],
    }),
    addProduct: build.mutation<Product, ProductInput>({
      query: (body) => ({ url: '/productAdd', method: 'POST', body }),
      invalidatesTags: ['Product'],
    }),
    updateProduct: build.mutation<Product, { id: string; patch: ProductPatch }>({
      query: ({ id, patch }) => ({ url: `/product/${id}`, method: 'PATCH', body: patch }),
      invalidatesTags: (_result, _error, { id }) => ['Product', { type: 'Product', id }],
    }),
    // The file's bytes as the body: the server reads what they are, so the declared type is only a courtesy.
    uploadImage: build.mutation<UploadedImage, File>({
      query: (file) => ({ url: '/images', method: 'POST', body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } }),
    }),
    deleteProduct: build.mutation<void, string>({
      query: (id) => ({ url: `/product/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => ['Product', { type: 'Product', id }],
    }),
  }),
});

export const {
  useListProductsInfiniteQuery,
  useListCategoriesQuery,
  useListBrandsQuery,
  useListProductFacetsQuery,
  useGetProductQuery,
  useGetProductBySlugQuery,
  useListAllProductsInfiniteQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useUploadImageMutation,
} = productsApi;

/**
 * Loads the first `pages` pages of a catalogue one after another (each needs the cursor of the
 * one before): a server render of `/?pages=3` shows what the shopper had loaded.
 */
export async function loadCataloguePages(dispatch: AppDispatch, query: CatalogueQuery, pages: number): Promise<{ error?: unknown }> {
  const first = await dispatch(productsApi.endpoints.listProducts.initiate(query, { subscribe: false }));
  let outcome: { error?: unknown; data?: { pages: ProductPage[] } } = first;
  for (let loaded = 1; loaded < pages && !outcome.error && outcome.data?.pages.at(-1)?.nextCursor; loaded += 1) {
    outcome = await dispatch(productsApi.endpoints.listProducts.initiate(query, { subscribe: false, direction: 'forward' }));
  }
  return outcome;
}
