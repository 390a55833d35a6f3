import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { NavLink } from 'react-router';
import type { Role } from '../../types/api';
import { sidebarLinks } from './sidebar-links';

export interface DashboardSidebarProps {
  /** null while the server hasn't said yet: no links are guessed. */
  role: Role | null;
  onNavigate?: () => void;
}

export function DashboardSidebar({ role, onNavigate }: DashboardSidebarProps) {
  if (role === null) {
    return (
      <Box role="status" aria-busy="true" aria-label="Loading the dashboard menu" sx={{ px: 2, py: 1 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="text" height={44} />
        ))}
      </Box>
    );
  }
  return (
    <List component="nav" aria-label="Dashboard">
      {sidebarLinks(role).map((link) => (
        <ListItemButton
          key={link.to}
          component={NavLink}
          to={link.to}
          end
          onClick={onNavigate}
          sx={{ '&.active': { bgcolor: 'action.selected', borderLeft: 4, borderColor: 'primary.main', fontWeight: 700 } }}
        >
          <ListItemText primary={link.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
