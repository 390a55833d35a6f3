import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSecondFactorRedirect } from '../../lib/session/second-factor-gate';
import { useAdminStatus } from '../../lib/session/use-admin-status';
import { DashboardSidebar } from './dashboard-sidebar';

const SIDEBAR_WIDTH = 240;

/** The dashboard's frame, for a session that has what it needs of the second factor: the sidebar beside the screen on wide windows, a drawer on phones. */
export function DashboardLayout() {
  const [open, setOpen] = useState(false);
  const { data } = useAdminStatus();
  const role = data ? data.role : null;
  // No dashboard before the second factor: the server would refuse every staff call on it anyway.
  const gate = useSecondFactorRedirect();
  if (gate) return <Navigate to={gate.to} state={gate.state} replace />;

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { md: 3 }, px: { xs: 2, md: 3 }, py: { xs: 2, md: 4 }, maxWidth: 1400, mx: 'auto' }}>
      <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
          Dashboard
        </Typography>
        <Button variant="outlined" startIcon={<MenuIcon />} onClick={() => setOpen(true)} aria-label="Open dashboard menu">
          Menu
        </Button>
      </Box>
      <Drawer open={open} onClose={() => setOpen(false)} sx={{ display: { md: 'none' } }} slotProps={{ paper: { 'aria-label': 'Dashboard menu' } }}>
        <Box sx={{ width: SIDEBAR_WIDTH }}>
          <DashboardSidebar role={role} onNavigate={() => setOpen(false)} />
        </Box>
      </Drawer>
      <Paper
        component="aside"
        variant="outlined"
        sx={{ display: { xs: 'none', md: 'block' }, width: SIDEBAR_WIDTH, flexShrink: 0, alignSelf: 'flex-start', position: 'sticky', top: 88 }}
      >
        <Typography variant="h1" sx={{ fontSize: '1.25rem', px: 2, pt: 2 }}>
          Dashboard
        </Typography>
        <DashboardSidebar role={role} />
      </Paper>
      {/* Where a navigation's focus goes: the screen's heading, not the frame's "Dashboard". */}
      <Box data-page-content sx={{ flexGrow: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
