import { api } from '../../../lib/api';
import { cursorPages, cursorParams, DASHBOARD_PAGE_SIZE } from '../../../lib/pagination';
import type { Product, ProductDetail, ProductInput, ProductPage, ProductPatch, ProductSort } from '../../../types/api';

export const PRODUCTS_PAGE_SIZE = 6;

export interface CatalogueQuery {
  sort: ProductSort;
  q: string;
  /** Where the list starts: the cursor of a "Load more" link followed without JavaScript. */
  from?: string;
}

/** What the home page shows before the shopper sorts or searches. */
export const FIRST_CATALOGUE_QUERY: CatalogueQuery = { sort: 'newest', q: '' };

/** The home page's catalogue for its address: the first tools, or those after `?cursor=`. */
export function catalogueQueryFrom(search: URLSearchParams): CatalogueQuery {
  const from = search.get('cursor');
  return from ? { ...FIRST_CATALOGUE_QUERY, from } : FIRST_CATALOGUE_QUERY;
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
      query: ({ queryArg, pageParam }) => ({
        url: '/products',
        params: {
          limit: PRODUCTS_PAGE_SIZE,
          sort: queryArg.sort,
          ...(queryArg.q ? { q: queryArg.q } : {}),
          ...((pageParam ?? queryArg.from) ? { cursor: pageParam ?? queryArg.from } : {}),
        },
      }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<ProductDetail, string>({
      query: (id) => `/products/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    listAllProducts: build.infiniteQuery<ProductPage, void, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => ({ url: '/allProducts', params: { ...cursorParams(DASHBOARD_PAGE_SIZE, pageParam), sort: 'newest' } }),
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
    deleteProduct: build.mutation<void, string>({
      query: (id) => ({ url: `/product/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => ['Product', { type: 'Product', id }],
    }),
  }),
});

export const {
  useListProductsInfiniteQuery,
  useGetProductQuery,
  useListAllProductsInfiniteQuery,
  useAddProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = productsApi;
