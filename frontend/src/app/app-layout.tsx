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

/**
 * The navbar with what only this browser knows: the session and the cart's count. Apart from the
 * layout, so that their changes (the session restored, the cart fetched again) re-render the navbar
 * alone: in the layout they re-rendered the whole page in one task, ~200 ms on a phone.
 */
function ShopNavbar() {
  const session = useAppSelector((state) => selectSession(state));
  const signOut = useSignOut();
  const cartCount = useCartCount();
  return <Navbar signedIn={session !== null} onSignOut={() => signOut()} cartCount={cartCount} />;
}

/** The visitor's cart merged into a shopper's, for the whole app; apart from the layout for the same reason. */
function VisitorCartMerge() {
  useMergeVisitorCart();
  return null;
}

export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  const announcement = useFocusOnNavigation(main);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <HydratesApart>
        <ShopNavbar />
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
      <VisitorCartMerge />
    </Box>
  );
}
