import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { useEffect } from 'react';
import { signedOut, selectSession } from '../../lib/session-slice';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { Footer } from './footer';
import { Navbar } from './navbar';

export function AppLayout() {
  const session = useAppSelector((state) => selectSession(state));
  const dispatch = useAppDispatch();
  const { hash, pathname } = useLocation();
  useEffect(() => {
    // Section links (/#about) scroll to their section once the page has rendered it.
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [hash, pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Navbar signedIn={session !== null} onSignOut={() => dispatch(signedOut())} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
