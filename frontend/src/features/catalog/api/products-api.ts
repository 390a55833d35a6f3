import { api } from '../../../lib/api';
import type { ProductDetail, ProductPage, ProductSort } from '../../../types/api';

export const PRODUCTS_PAGE_SIZE = 6;

export interface CatalogQuery {
  sort: ProductSort;
  q: string;
}

export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.infiniteQuery<ProductPage, CatalogQuery, string | null>({
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
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: ['Product'],
    }),
    getProduct: build.query<ProductDetail, string>({
      query: (id) => `/products/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useListProductsInfiniteQuery, useGetProductQuery } = productsApi;
