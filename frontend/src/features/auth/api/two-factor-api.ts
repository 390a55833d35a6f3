import { api } from '../../../lib/api';
import type { RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '../../../types/api';

export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => '/two-factor',
      providesTags: ['TwoFactor'],
    }),
    // A new secret each time: the page shows it until a code confirms it.
    startTwoFactorEnrolment: build.mutation<TwoFactorEnrolment, void>({
      query: () => ({ url: '/two-factor/enrolment', method: 'POST' }),
    }),
    confirmTwoFactorEnrolment: build.mutation<RecoveryCodes, string>({
      query: (code) => ({ url: '/two-factor/enrolment', method: 'PUT', body: { code } }),
      // Staff screens open now: the role and the audit trail are read again.
      invalidatesTags: (result) => (result ? ['TwoFactor', 'User', 'Audit'] : []),
    }),
    verifySecondFactor: build.mutation<TwoFactorStatus, string>({
      query: (code) => ({ url: '/session/second-factor', method: 'POST', body: { code } }),
      invalidatesTags: (result) => (result ? ['TwoFactor', 'User'] : []),
    }),
    disableTwoFactor: build.mutation<void, void>({
      query: () => ({ url: '/two-factor', method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['TwoFactor', 'Audit']),
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTwoFactorEnrolmentMutation,
  useConfirmTwoFactorEnrolmentMutation,
  useVerifySecondFactorMutation,
  useDisableTwoFactorMutation,
} = twoFactorApi;
