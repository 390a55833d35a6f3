import { api } from '../../../lib/api';
import type { Acknowledgement, ContactInput, NewsletterInput } from '../../../types/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<Acknowledgement, ContactInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    subscribeNewsletter: build.mutation<Acknowledgement, NewsletterInput>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation, useSubscribeNewsletterMutation } = contactApi;
