// Delivery: the owner's settings (read by the checkout, changed on the dashboard) and the quote.
import { api } from '../api';
import type { ShippingQuote, ShippingQuoteRequest, ShippingSettings } from '../../types/api';

export const shippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Where the shop delivers: the checkout's countries, and the home country it starts with.
    getShippingSettings: build.query<ShippingSettings, void>({
      query: () => '/settings/shipping',
      providesTags: ['Shipping'],
    }),
    // The owner's zones and rates, replaced whole; quotes and the checkout read them again.
    updateShippingSettings: build.mutation<ShippingSettings, ShippingSettings>({
      query: (body) => ({ url: '/settings/shipping', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Shipping'] : []),
    }),
    // What delivering these lines to the country costs by each method; the server weighs and prices
    // them now, and again when the order is placed.
    quoteShipping: build.query<ShippingQuote, ShippingQuoteRequest>({
      query: (body) => ({ url: '/shipping-quotes', method: 'POST', body }),
      providesTags: ['Product', 'Shipping'],
    }),
  }),
});

export const { useGetShippingSettingsQuery, useUpdateShippingSettingsMutation, useQuoteShippingQuery } = shippingApi;
