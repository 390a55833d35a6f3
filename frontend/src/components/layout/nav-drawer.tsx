import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { accountLinks, type NavLink } from './nav-links';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The navbar's own links (with Dashboard once signed in). */
  links: ReadonlyArray<NavLink>;
  signedIn: boolean;
}

function LinkList({ label, links, onClose }: { label: string; links: ReadonlyArray<NavLink>; onClose: () => void }) {
  const id = `menu-${label.toLowerCase()}`;
  return (
    <List aria-labelledby={id} subheader={<ListSubheader id={id}>{label}</ListSubheader>}>
      {links.map((link) => (
        <ListItem key={link.label} disablePadding>
          <ListItemButton component={RouterLink} to={link.to} onClick={onClose}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The phone's menu: the shop and its pages, then the account (sign in, or the shopper's orders and
 * profile), with a close button. Its own chunk: the modal machinery loads when the menu is first
 * opened, not with every page.
 */
export default function NavDrawer({ open, onClose, links, signedIn }: NavDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Main menu', sx: { width: 280 } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', pl: 2, pr: 1, py: 1 }}>
        <Typography component="p" variant="h4" sx={{ fontSize: '1.1rem' }}>
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <LinkList label="Shop" links={links} onClose={onClose} />
      <Divider />
      <LinkList label="Account" links={accountLinks(signedIn)} onClose={onClose} />
    </Drawer>
  );
}
