import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { CartLink } from './cart-link';
import { SHOP_NAME } from '../../lib/brand';
import { fontFamilies } from '../../lib/theme';
import { dashboardLink, navLinks, SITE_LINKS_ID } from './nav-links';

export interface NavbarProps {
  signedIn: boolean;
  onSignOut: () => void;
  /** Tools in the cart; null until known (see CartLink). */
  cartCount: number | null;
}

const NavDrawer = lazy(() => import('./nav-drawer'));

export function Navbar({ signedIn, onSignOut, cartCount }: NavbarProps) {
  const [open, setOpen] = useState(false);
  // Mounted, closed, once the browser is idle after the page's start (or at a first tap before
  // that): it then opens and closes with its usual transitions, even when a link in it is tapped
  // while it is still sliding in.
  const [menuMounted, setMenuMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMenuMounted(true);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(mount, 200);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(mount, { timeout: 3000 });
    return () => cancelIdleCallback(idle);
  }, []);
  const links = signedIn ? [...navLinks, dashboardLink] : navLinks;
  const accountLinks = signedIn
    ? [{ label: 'Logout', onClick: onSignOut }]
    : [{ label: 'Login', to: '/login' }];

  return (
    <AppBar position="sticky" color="secondary" elevation={0}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        {/* Without JavaScript (or before it starts) the menu is a link to the footer's links. */}
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Open menu"
          component="a"
          href={`#${SITE_LINKS_ID}`}
          role="button"
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            setMenuMounted(true);
            setOpen(true);
          }}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to="/"
          variant="h4"
          sx={{ color: 'inherit', textDecoration: 'none', mr: 2, fontFamily: fontFamilies.heading, letterSpacing: 1 }}
        >
          {SHOP_NAME.toUpperCase()}
        </Typography>
        {/* Links start after the name, and the account button and the cart sit at the far end, so
            the session's Dashboard link and Logout appear without moving anything already on screen. */}
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          {links.map((link) => (
            <Button key={link.label} color="inherit" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {accountLinks.map((link) =>
          'to' in link ? (
            <Button key={link.label} variant="contained" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          ) : (
            <Button key={link.label} variant="outlined" color="inherit" onClick={link.onClick}>
              {link.label}
            </Button>
          ),
        )}
        <CartLink count={cartCount} />
      </Toolbar>
      {menuMounted && (
        <Suspense fallback={null}>
          <NavDrawer open={open} onClose={() => setOpen(false)} links={links} signedIn={signedIn} />
        </Suspense>
      )}
    </AppBar>
  );
}
