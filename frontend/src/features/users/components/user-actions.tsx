import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Role, User } from '../../../types/api';

/** What an admin can do to a user from the users screen: their role, or whether they may sign in at all. */
export type UserChange = { user: User; to: Role | 'disabled' | 'enabled' };

export function confirmationOf({ user, to }: UserChange): { title: string; message: string } {
  switch (to) {
    case 'admin':
      return { title: 'Make this user an admin?', message: `${user.email} will be able to manage products, orders and other admins.` };
    case 'customer':
      return { title: 'Remove this admin?', message: `${user.email} will become a customer and lose the admin screens.` };
    case 'disabled':
      return { title: 'Disable this user?', message: `${user.email} will be signed out at once and can’t sign in until an admin enables them again.` };
    case 'enabled':
      return { title: 'Enable this user?', message: `${user.email} will be able to sign in again.` };
  }
}

export function doneMessageOf({ user, to }: UserChange): string {
  const done = { admin: 'is now an admin', customer: 'is no longer an admin', disabled: 'is disabled and signed out', enabled: 'can sign in again' };
  return `${user.email} ${done[to]}.`;
}

interface ActionProps {
  user: User;
  isMe: boolean;
  onChange: (to: UserChange['to']) => void;
}

const Hint = ({ children }: { children: string }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

export function RoleAction({ user, isMe, onChange }: ActionProps) {
  // The server refuses these anyway; offering them would only lead to an error.
  if (user.disabled) return <Hint>Enable this user to make them an admin.</Hint>;
  if (user.role !== 'admin') {
    return (
      <Button size="small" variant="contained" onClick={() => onChange('admin')} aria-label={`Make Admin: ${user.email}`}>
        Make Admin
      </Button>
    );
  }
  if (isMe) return <Hint>That’s you. Another admin can remove your role.</Hint>;
  return (
    <Button size="small" variant="outlined" color="error" onClick={() => onChange('customer')} aria-label={`Remove Admin: ${user.email}`}>
      Remove Admin
    </Button>
  );
}

export function AccessAction({ user, isMe, onChange }: ActionProps) {
  if (user.disabled) {
    return (
      <Button size="small" variant="outlined" onClick={() => onChange('enabled')} aria-label={`Enable: ${user.email}`}>
        Enable
      </Button>
    );
  }
  // An admin can't be disabled, so the last-admin rule can't be got round; nor can anyone lock themself out.
  if (isMe || user.role === 'admin') return <Hint>Admins can’t be disabled.</Hint>;
  return (
    <Button size="small" variant="outlined" color="error" onClick={() => onChange('disabled')} aria-label={`Disable: ${user.email}`}>
      Disable
    </Button>
  );
}
