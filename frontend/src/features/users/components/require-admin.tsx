import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { useSignOut } from '../../../lib/session/use-sign-out';
import { useAdminStatus } from '../../../lib/session/use-admin-status';

/**
 * Admin-only routes. The seed's rule: a non-admin who reaches one is signed out and sent to
 * /login, with no way back to this screen after signing in (it would only refuse them again).
 */
export function RequireAdmin() {
  const { isAdmin, isLoading, isFetching, data, error, refetch } = useAdminStatus();
  const signOut = useSignOut();
  const refused = data?.admin === false && !isFetching;

  useEffect(() => {
    if (refused) signOut('/login');
  }, [refused, signOut]);

  if (isAdmin) return <Outlet />;
  if (error && !isFetching) return <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }} aria-busy={isLoading}>
      <CircularProgress aria-label="Checking your access" />
    </Box>
  );
}
