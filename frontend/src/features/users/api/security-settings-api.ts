import { api } from '../../../lib/api';
import type { SecuritySettings } from '../../../types/api';

export const securitySettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSecuritySettings: build.query<SecuritySettings, void>({
      query: () => '/settings/security',
      providesTags: ['TwoFactor'],
    }),
    updateSecuritySettings: build.mutation<SecuritySettings, SecuritySettings>({
      query: (body) => ({ url: '/settings/security', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['TwoFactor', 'Audit'] : []),
    }),
    // A lost phone: the staff member enrols again at their next sign-in.
    resetTwoFactor: build.mutation<void, string>({
      query: (email) => ({ url: `/users/${encodeURIComponent(email)}/two-factor`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Audit']),
    }),
  }),
});

export const { useGetSecuritySettingsQuery, useUpdateSecuritySettingsMutation, useResetTwoFactorMutation } = securitySettingsApi;
