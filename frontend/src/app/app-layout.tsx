import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { useEffect } from 'react';
import { Footer } from '../components/layout/footer';
import { Navbar } from '../components/layout/navbar';
import { useSignOut } from '../lib/session/use-sign-out';
import { selectSession } from '../lib/session/session-slice';
import { useAppSelector } from '../lib/store';

export function AppLayout() {
  const session = useAppSelector((state) => selectSession(state));
  const signOut = useSignOut();
  const { hash, pathname } = useLocation();
  useEffect(() => {
    // Section links (/#about) scroll to their section once the page has rendered it.
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [hash, pathname]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Navbar signedIn={session !== null} onSignOut={() => signOut()} />
      {/* At least a screen tall, so the footer starts below the fold and doesn't jump as a screen's data arrives (CLS). */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
