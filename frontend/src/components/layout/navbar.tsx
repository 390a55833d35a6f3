import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { dashboardLink, navLinks } from './nav-links';

export interface NavbarProps {
  signedIn: boolean;
  onSignOut: () => void;
}

export function Navbar({ signedIn, onSignOut }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const links = signedIn ? [...navLinks, dashboardLink] : navLinks;
  const accountLinks = signedIn
    ? [{ label: 'Logout', onClick: onSignOut }]
    : [{ label: 'Login', to: '/login' }];

  return (
    <AppBar position="sticky" color="secondary" elevation={0}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }}>
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to="/"
          variant="h4"
          sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1, fontFamily: '"Oswald Variable", sans-serif', letterSpacing: 1 }}
        >
          HAND TOOL SHOP
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          {links.map((link) => (
            <Button key={link.label} color="inherit" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          ))}
        </Box>
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
      </Toolbar>
      <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'aria-label': 'Main menu' } }}>
        <List sx={{ width: 260 }}>
          {links.map((link) => (
            <ListItem key={link.label} disablePadding>
              <ListItemButton component={RouterLink} to={link.to} onClick={() => setOpen(false)}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </AppBar>
  );
}
