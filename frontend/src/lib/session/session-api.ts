// The session's own calls, which several features make: exchanging Firebase's proof for the shop's
// session (sign-in, rename), ending it, and asking the server for the signed-in user's role.
import { api } from '../api';
import type { AdminStatus, Session } from '../../types/api';
import type { FirebaseIdentity } from './firebase-auth';

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The Firebase ID token proves who is asking; the server answers with the shop's own session.
    exchangeToken: build.mutation<Session, FirebaseIdentity>({
      query: ({ email, idToken }) => ({
        url: `/user/${encodeURIComponent(email)}`,
        method: 'PUT',
        headers: { Authorization: `Bearer ${idToken}` },
      }),
      // Someone else may have been signed in before: their orders, profile, role and cart are not this user's.
      invalidatesTags: ['Order', 'Profile', 'User', 'Cart'],
    }),
    // Ends the session on the server; a sign-out must not hang on a dead network, hence the timeout.
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/session', method: 'DELETE', timeout: 5000 }),
    }),
    // The server's word on the role, never the one remembered in the session.
    getAdminStatus: build.query<AdminStatus, string>({
      query: (email) => `/admin/${encodeURIComponent(email)}`,
      providesTags: (_result, _error, email) => [{ type: 'User', id: email }],
    }),
  }),
});

export const { useExchangeTokenMutation, useSignOutMutation, useGetAdminStatusQuery } = sessionApi;
