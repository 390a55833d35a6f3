import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { useSignOut } from '../../../lib/session/use-sign-out';
import { useAdminStatus } from '../../../lib/session/use-admin-status';
import { useRetryFocus } from '../../../lib/use-retry-focus';

/**
 * Admin-only routes. The seed's rule: a non-admin who reaches one is signed out and sent to
 * /login, with no way back to this screen after signing in (it would only refuse them again).
 */
export function RequireAdmin() {
  const { isAdmin, isLoading, isFetching, data, error, refetch } = useAdminStatus();
  const signOut = useSignOut();
  // After a Retry, focus goes to the heading of the screen it let in: a box that draws nothing holds it.
  const { target: screen, retry } = useRetryFocus<HTMLDivElement>(!isFetching);
  const refused = data?.admin === false && !isFetching;

  useEffect(() => {
    if (refused) signOut('/login');
  }, [refused, signOut]);

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
