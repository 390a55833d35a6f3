// Who the shop is in law: read and changed by the owner on the dashboard; every email states it.
import { api } from '../api';
import type { BusinessDetails } from '../../types/api';

export const businessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBusinessDetails: build.query<BusinessDetails, void>({
      query: () => '/settings/business',
      providesTags: ['Business'],
    }),
    updateBusinessDetails: build.mutation<BusinessDetails, BusinessDetails>({
      query: (body) => ({ url: '/settings/business', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Business'] : []),
    }),
  }),
});

export const { useGetBusinessDetailsQuery, useUpdateBusinessDetailsMutation } = businessApi;
