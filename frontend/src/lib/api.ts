// One RTK Query API for the whole app; each feature injects its endpoints (features/*/api), and the
// session its own (lib/session/session-api).
// Every call carries the access token when there is one, and a 401 ends the session; a 403 for a
// missing second factor says so to the session.
import { createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { SecondFactorState } from '../types/api';
import { secondFactorChanged, selectToken, signedOut, type SessionState } from './session/session-slice';

/** The API lives on the page's own origin; absolute so it also resolves outside a browser (tests). */
export const apiBaseUrl = new URL('/api', globalThis.location?.href ?? 'http://localhost').href;

/** What a store is made with besides its state: on the server, how the API is reached in process. */
export interface StoreExtra {
  fetchApi?: typeof fetch;
}

const fetchBaseQueryOptions = {
  baseUrl: apiBaseUrl,
  prepareHeaders: (headers: Headers, { getState }: { getState: () => unknown }) => {
    const token = selectToken({ session: (getState() as { session: SessionState }).session });
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
};
const browserBaseQuery = fetchBaseQuery(fetchBaseQueryOptions);
const inProcessBaseQueries = new WeakMap<typeof fetch, typeof browserBaseQuery>();

// A server render's store carries its own way to the API (the services, in process), so two shops
// in one process, or a render and a test, never share one.
const rawBaseQuery: typeof browserBaseQuery = (args, api, extraOptions) => {
  const fetchApi = (api.extra as StoreExtra | undefined)?.fetchApi;
  if (!fetchApi) return browserBaseQuery(args, api, extraOptions);
  let baseQuery = inProcessBaseQueries.get(fetchApi);
  if (!baseQuery) inProcessBaseQueries.set(fetchApi, (baseQuery = fetchBaseQuery({ ...fetchBaseQueryOptions, fetchFn: fetchApi })));
  return baseQuery(args, api, extraOptions);
};

/** Carries a server render's API cache into the browser's store, so the page doesn't ask again. */
export const serverDataArrived = createAction<Record<string, unknown>>('api/serverDataArrived');

/**
 * Screens with their own rule for a refused session. My Orders (the seed's rule) signs out and goes
 * home, not to /login: ending the session here would let the login guard redirect first. Signing
 * out ends the local session itself, after the server's answer, with the page's own exit.
 */
const handlesItsOwn401 = new Set(['listMyOrders', 'signOut']);

/** The refusals of a staff operation to a session short of its second factor (shared/auth/second-factor.ts). */
const secondFactorRefusals: Record<string, SecondFactorState> = {
  second_factor_required: 'code_required',
  second_factor_enrolment_required: 'enrolment_required',
};

// The meta carries the response, for an answer whose status means something (200 edited, 201 added).
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && !handlesItsOwn401.has(api.endpoint)) api.dispatch(signedOut());
  // The staff guard then sends the user to the code (or enrolment) screen.
  const code = result.error?.status === 403 ? (result.error.data as { code?: unknown } | undefined)?.code : undefined;
  const needed = typeof code === 'string' ? secondFactorRefusals[code] : undefined;
  if (needed) api.dispatch(secondFactorChanged(needed));
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Product', 'Review', 'Order', 'User', 'Profile', 'Cart', 'Audit', 'Address', 'TwoFactor', 'LiveSession', 'Shipping', 'Business', 'Tax'],
  extractRehydrationInfo: (action, { reducerPath }) => (serverDataArrived.match(action) ? (action.payload[reducerPath] as never) : undefined),
  endpoints: () => ({}),
});
