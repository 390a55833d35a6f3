import { api } from '../../../lib/api';
import type { Overview } from '../../../types/api';

export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<Overview, void>({
      query: () => '/overview',
      // Orders placed, paid, shipped or refunded and stock moved all change the figures.
      providesTags: ['Order', 'Product'],
    }),
  }),
});

export const { useGetOverviewQuery } = overviewApi;
