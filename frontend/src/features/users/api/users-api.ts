import { api } from '../../../lib/api';
import { cursorPages, cursorParams, DASHBOARD_PAGE_SIZE } from '../../../lib/pagination';
import type { Role, User, UserPage } from '../../../types/api';

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.infiniteQuery<UserPage, void, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ pageParam }) => ({ url: '/users', params: cursorParams(DASHBOARD_PAGE_SIZE, pageParam) }),
      providesTags: ['User'],
    }),
    // The seed's Make Admin and Remove Admin (PUT and DELETE /user/admin/{email}) are this with
    // `owner` and `customer`; the screen offers every role.
    setUserRole: build.mutation<User, { email: string; role: Role }>({
      query: ({ email, role }) => ({ url: `/users/${encodeURIComponent(email)}/role`, method: 'PUT', body: { role } }),
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
  useSetUserRoleMutation,
  useDisableUserMutation,
  useEnableUserMutation,
} = usersApi;
