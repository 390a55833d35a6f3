import { api } from '../../../lib/api';
import type { ShippingQuote, ShippingQuoteRequest, ShippingSettings } from '../../../types/api';

export const shippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Where the shop delivers: the checkout's countries, and the home country it starts with.
    getShippingSettings: build.query<ShippingSettings, void>({
      query: () => '/settings/shipping',
      providesTags: ['Shipping'],
    }),
    // What delivering these lines to the country costs by each method; the server weighs and prices
    // them now, and again when the order is placed.
    quoteShipping: build.query<ShippingQuote, ShippingQuoteRequest>({
      query: (body) => ({ url: '/shipping-quotes', method: 'POST', body }),
      providesTags: ['Product', 'Shipping'],
    }),
  }),
});

export const { useGetShippingSettingsQuery, useQuoteShippingQuery } = shippingApi;
