import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRef } from 'react';
import { Footer } from '../components/layout/footer';
import { HydratesApart } from '../components/layout/hydrates-apart';
import { Navbar } from '../components/layout/navbar';
import { useCartCount, useMergeVisitorCart } from '../lib/cart/use-cart';
import { useSignOut } from '../lib/session/use-sign-out';
import { selectSession } from '../lib/session/session-slice';
import { useAppSelector } from '../lib/store';
import { useFocusOnNavigation } from './navigation/use-focus-on-navigation';

export function AppLayout() {
  const session = useAppSelector((state) => selectSession(state));
  const signOut = useSignOut();
  const cartCount = useCartCount();
  useMergeVisitorCart();
  const main = useRef<HTMLElement>(null);
  const announcement = useFocusOnNavigation(main);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <HydratesApart>
        <Navbar signedIn={session !== null} onSignOut={() => signOut()} cartCount={cartCount} />
      </HydratesApart>
      {/* At least a screen tall, so the footer starts below the fold and doesn't jump as a screen's data arrives (CLS). */}
      <Box component="main" ref={main} sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <HydratesApart>
        <Footer />
      </HydratesApart>
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
      {/* A new page starts at its top (or its #section); Back and Forward return where the shopper
          was. Not on the page the browser opened: the app taking over a server-rendered page must
          not scroll it under a shopper's finger (the router leaves a hydrated first page alone). */}
      <ScrollRestoration />
    </Box>
  );
}
