import { api } from '../../../lib/api';
import type { LiveSessionList } from '../../../types/api';

/** The signed-in person's own sessions: listed, and ended one at a time or all but this one. */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMySessions: build.query<LiveSessionList, void>({
      query: () => '/sessions',
      providesTags: ['LiveSession'],
    }),
    endMySession: build.mutation<void, string>({
      query: (id) => ({ url: `/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['LiveSession'],
    }),
    endOtherSessions: build.mutation<void, void>({
      query: () => ({ url: '/sessions', method: 'DELETE' }),
      invalidatesTags: ['LiveSession'],
    }),
  }),
});

export const { useListMySessionsQuery, useEndMySessionMutation, useEndOtherSessionsMutation } = sessionsApi;
