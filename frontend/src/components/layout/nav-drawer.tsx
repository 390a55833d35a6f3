import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  links: ReadonlyArray<{ label: string; to: string }>;
}

/** The phone's menu. Its own chunk: the modal machinery loads when the menu is first opened, not with every page. */
export default function NavDrawer({ open, onClose, links }: NavDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': 'Main menu' } }}>
      <List sx={{ width: 260 }}>
        {links.map((link) => (
          <ListItem key={link.label} disablePadding>
            <ListItemButton component={RouterLink} to={link.to} onClick={onClose}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Drawer>
  );
}
