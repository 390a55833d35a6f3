import { api } from '../../../lib/api';
import { cursorPages, cursorParams, DASHBOARD_PAGE_SIZE } from '../../../lib/pagination';
import type { User, UserPage } from '../../../types/api';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.infiniteQuery<UserPage, void, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => ({ url: '/users', params: cursorParams(DASHBOARD_PAGE_SIZE, pageParam) }),
      providesTags: ['User'],
    }),
    makeAdmin: build.mutation<User, string>({
      query: (email) => ({ url: `/user/admin/${encodeURIComponent(email)}`, method: 'PUT' }),
      invalidatesTags: ['User'],
    }),
    removeAdmin: build.mutation<User, string>({
      query: (email) => ({ url: `/user/admin/${encodeURIComponent(email)}`, method: 'DELETE' }),
      invalidatesTags: ['User'],
    }),
    disableUser: build.mutation<User, string>({
      query: (email) => ({ url: `/user/disabled/${encodeURIComponent(email)}`, method: 'PUT' }),
      invalidatesTags: ['User'],
    }),
    enableUser: build.mutation<User, string>({
      query: (email) => ({ url: `/user/disabled/${encodeURIComponent(email)}`, method: 'DELETE' }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useListUsersInfiniteQuery,
  useMakeAdminMutation,
  useRemoveAdminMutation,
  useDisableUserMutation,
  useEnableUserMutation,
} = usersApi;
