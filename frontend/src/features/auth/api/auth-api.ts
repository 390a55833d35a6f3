import { api } from '../../../lib/api';
import type { Session } from '../../../types/api';
import type { FirebaseIdentity } from '../firebase-auth';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The Firebase ID token proves who is asking; the server answers with the shop's own session.
    exchangeToken: build.mutation<Session, FirebaseIdentity>({
      query: ({ email, idToken }) => ({
        url: `/user/${encodeURIComponent(email)}`,
        method: 'PUT',
        headers: { Authorization: `Bearer ${idToken}` },
      }),
      // Someone else may have been signed in before: their orders, profile and role are not this user's.
      invalidatesTags: ['Order', 'Profile', 'User'],
    }),
    // Ends the session on the server; a sign-out must not hang on a dead network, hence the timeout.
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/session', method: 'DELETE', timeout: 5000 }),
    }),
  }),
});

export const { useExchangeTokenMutation, useSignOutMutation } = authApi;
