import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useAppSelector } from '../store';
import { selectExit, selectSession } from './session-slice';

/** What RequireAuth leaves in the location state of /login and /register. */
export interface AuthOrigin {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Login-required routes: a visitor goes to /login, which brings them back here afterwards. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useAppSelector((state) => selectSession(state));
  const exit = useAppSelector(selectExit);
  const { pathname, search, hash } = useLocation();
  if (!session && exit?.from === pathname) return <Navigate to={exit.to} replace />;
  if (!session) {
    const origin: AuthOrigin = { from: { pathname, search, hash } };
    return <Navigate to="/login" replace state={origin} />;
  }
  return children ?? <Outlet />;
}
