import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { useEffect, useRef } from 'react';
import { Footer } from '../components/layout/footer';
import { HydratesApart } from '../components/layout/hydrates-apart';
import { Navbar } from '../components/layout/navbar';
import { useCartCount, useMergeVisitorCart } from '../lib/cart/use-cart';
import { useSignOut } from '../lib/session/use-sign-out';
import { selectSession } from '../lib/session/session-slice';
import { useAppSelector } from '../lib/store';

export function AppLayout() {
  const session = useAppSelector((state) => selectSession(state));
  const signOut = useSignOut();
  const cartCount = useCartCount();
  useMergeVisitorCart();
  const { hash, key } = useLocation();
  // The page the browser opened is scrolled by the browser (to its #section too). Scrolling it again
  // when the app takes over a server-rendered page would throw a shopper who has already scrolled
  // back to the top, under their finger: a tap on a tool then landed on whatever moved there.
  const scrolledFor = useRef(key);
  useEffect(() => {
    if (scrolledFor.current === key) return;
    scrolledFor.current = key;
    // Section links (/#about) scroll to their section once the page has rendered it.
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [hash, key]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <HydratesApart>
        <Navbar signedIn={session !== null} onSignOut={() => signOut()} cartCount={cartCount} />
      </HydratesApart>
      {/* At least a screen tall, so the footer starts below the fold and doesn't jump as a screen's data arrives (CLS). */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Outlet />
      </Box>
      <HydratesApart>
        <Footer />
      </HydratesApart>
    </Box>
  );
}
