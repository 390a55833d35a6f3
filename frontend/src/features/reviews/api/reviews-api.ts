import { api } from '../../../lib/api';
import type { Review, ReviewInput, ReviewPage } from '../../../types/api';

export const REVIEWS_PAGE_SIZE = 3;

/** All reviews, or only one product's when `productId` is given. */
export interface ReviewsQuery {
  productId?: string;
}

/** One product's reviews, asked for alike by the product page's loader and its reviews list (one cache entry). */
export const productReviewsQueryArg = (productId: string): ReviewsQuery => ({ productId });

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReviews: build.infiniteQuery<ReviewPage, ReviewsQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/reviews',
        params: {
          limit: REVIEWS_PAGE_SIZE,
          ...(queryArg.productId ? { productId: queryArg.productId } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
      providesTags: ['Review'],
    }),
    /** `updated`: the shop already had this customer's review of the product and edited it (200, not 201). */
    addReview: build.mutation<{ review: Review; updated: boolean }, ReviewInput>({
      query: (body) => ({ url: '/review', method: 'POST', body }),
      transformResponse: (review: Review, meta) => ({ review, updated: meta?.response?.status === 200 }),
      invalidatesTags: ['Review', 'Product'],
    }),
  }),
});

export const { useListReviewsInfiniteQuery, useAddReviewMutation } = reviewsApi;
