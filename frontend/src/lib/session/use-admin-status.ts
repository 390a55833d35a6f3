import { useAppSelector } from '../store';
import { useGetAdminStatusQuery } from './session-api';
import { selectUser } from './session-slice';

/** Whether the signed-in user is an admin, as the server says now (a role can change mid-session). */
export function useAdminStatus() {
  const user = useAppSelector(selectUser);
  const query = useGetAdminStatusQuery(user?.email ?? '', { skip: !user });
  return { ...query, isAdmin: query.data?.admin === true };
}
