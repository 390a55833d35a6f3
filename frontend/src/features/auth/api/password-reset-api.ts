import { api } from '../../../lib/api';
import type { Acknowledgement, PasswordResetRequest } from '../../../types/api';

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The shop emails the link itself; its answer is the same whether or not the address has an account.
    requestPasswordReset: build.mutation<Acknowledgement, PasswordResetRequest>({
      query: (body) => ({ url: '/password-resets', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation } = passwordResetApi;
