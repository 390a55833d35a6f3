import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { OperationId } from '../../../generated/operations';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { staffMay } from '../../../lib/session/staff-roles';
import { useSignOut } from '../../../lib/session/use-sign-out';
import { useAdminStatus } from '../../../lib/session/use-admin-status';
import { useRetryFocus } from '../../../lib/use-retry-focus';

/** What a staff route says of itself (router.tsx): the operation whose x-roles decide who sees it. */
export interface StaffRouteHandle {
  staffOperation: OperationId;
}

const staffOperationOf = (handle: unknown): OperationId | undefined => (handle as Partial<StaffRouteHandle> | undefined)?.staffOperation;

/**
 * Staff-only routes. The seed's rule: a customer who reaches one is signed out and sent to /login,
 * with no way back to this screen after signing in (it would only refuse them again). A staff
 * member whose role doesn't include the screen stays signed in and is told so.
 */
export function RequireAdmin() {
  const { isAdmin, isLoading, isFetching, data, error, refetch } = useAdminStatus();
  const signOut = useSignOut();
  const operation = useMatches()
    .map((match) => staffOperationOf(match.handle))
    .findLast((found) => found !== undefined);
  // After a Retry, focus goes to the heading of the screen it let in: a box that draws nothing holds it.
  const { target: screen, retry } = useRetryFocus<HTMLDivElement>(!isFetching);
  const refused = data?.admin === false && !isFetching;

  useEffect(() => {
    if (refused) signOut('/login');
  }, [refused, signOut]);

  if (isAdmin && operation && !staffMay(data?.role, operation)) {
    return <Alert severity="warning">Your role doesn’t include this screen. The dashboard’s menu lists the screens you can open.</Alert>;
  }
  if (isAdmin)
    return (
      <div ref={screen} style={{ display: 'contents' }}>
        <Outlet />
      </div>
    );
  if (error && !isFetching) return <ErrorState message={problemMessage(error)} onRetry={() => retry(refetch)} />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }} aria-busy={isLoading}>
      <CircularProgress aria-label="Checking your access" />
    </Box>
  );
}
