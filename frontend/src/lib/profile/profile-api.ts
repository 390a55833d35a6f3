// The profile's calls live here, below the features: the profile screen edits it, and the
// purchase page and the checkout read its address and phone to fill the delivery form.
import { api } from '../api';
import type { Profile, ProfileInput } from '../../types/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, string>({
      query: (email) => `/profile/${encodeURIComponent(email)}`,
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Profile, { email: string; profile: ProfileInput }>({
      query: ({ email, profile }) => ({ url: `/profile/${encodeURIComponent(email)}`, method: 'PUT', body: profile }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
