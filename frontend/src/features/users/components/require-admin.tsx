import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { useSignOut } from '../../auth/use-sign-out';
import { useAdminStatus } from '../use-admin-status';

/**
 * Admin-only routes. The seed's rule: a non-admin who reaches one is sent to /login and signed
 * out. Navigating first matters: signing out while still here would make the login guard keep
 * this page as the place to return to, and the user would land back on it after signing in.
 */
export function RequireAdmin() {
  const { isAdmin, isLoading, isFetching, data, error, refetch } = useAdminStatus();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const refused = data?.admin === false && !isFetching;

  useEffect(() => {
    if (!refused) return;
    void Promise.resolve(navigate('/login', { replace: true })).then(signOut);
  }, [refused, navigate, signOut]);

  if (isAdmin) return <Outlet />;
  if (error && !isFetching) return <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }} aria-busy={isLoading}>
      <CircularProgress aria-label="Checking your access" />
    </Box>
  );
}
