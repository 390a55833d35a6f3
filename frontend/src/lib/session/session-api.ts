// The session's own calls, which several features make: signing in (with a password, which the
// shop's server checks with Firebase; or exchanging Firebase's proof, for Google and a rename),
// taking over a sign-in a form posted before the page's code ran, ending the session, and asking
// the server for the signed-in user's role.
import { api } from '../api';
import type { AdminStatus, PasswordRegistration, PasswordSignIn, Session } from '../../types/api';
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
    signInWithPassword: build.mutation<Session, PasswordSignIn>({
      query: (body) => ({ url: '/sign-in', method: 'POST', body }),
      invalidatesTags: ['Order', 'Profile', 'User', 'Cart'],
    }),
    registerWithPassword: build.mutation<Session, PasswordRegistration>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
      invalidatesTags: ['Order', 'Profile', 'User', 'Cart'],
    }),
    // The session a form sign-in left for this browser (its HttpOnly cookie is the proof), once.
    // Claimed as the app starts, before hydrating: invalidating the server render's data here would
    // leave hydration nothing to meet; the session is restored afterwards like any other.
    claimSignInHandOver: build.mutation<Session, void>({
      query: () => ({ url: '/sign-in/hand-over', method: 'POST', timeout: 10000 }),
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

export const { useExchangeTokenMutation, useSignInWithPasswordMutation, useRegisterWithPasswordMutation, useSignOutMutation, useGetAdminStatusQuery } = sessionApi;
