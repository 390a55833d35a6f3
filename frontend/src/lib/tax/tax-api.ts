// How the shop charges tax: read and changed by the owner on the dashboard; orders placed after a change are charged by it.
import { api } from '../api';
import type { TaxSettings } from '../../types/api';

export const taxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTaxSettings: build.query<TaxSettings, void>({
      query: () => '/settings/tax',
      providesTags: ['Tax'],
    }),
    updateTaxSettings: build.mutation<TaxSettings, TaxSettings>({
      query: (body) => ({ url: '/settings/tax', method: 'PUT', body }),
      // The quotes' totals and tax follow the settings.
      invalidatesTags: (result) => (result ? ['Tax', 'Shipping'] : []),
    }),
  }),
});

export const { useGetTaxSettingsQuery, useUpdateTaxSettingsMutation } = taxApi;
