import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLE_NAMES } from '../../../lib/session/staff-roles';
import type { Role, User } from '../../../types/api';

/** What an owner can do to a user from the users screen: give them a role, or say whether they may sign in at all. */
export type UserChange = { user: User; to: Role | 'disabled' | 'enabled' };

/** What each role opens, as the confirmation says it. */
const roleScope: Record<Role, string> = {
  customer: 'will become a customer and lose the staff screens.',
  owner: 'will be able to do everything: products, orders, users and their roles.',
  catalogue: 'will manage products, their photos and stock, and nothing else.',
  fulfilment: 'will see orders, ship them and export them, and nothing else.',
  support: 'will see orders and customers, cancel and refund orders, and nothing else.',
};

const roleTitle: Record<Role, string> = {
  customer: 'Make this user a customer?',
  owner: 'Make this user an owner?',
  catalogue: 'Give this user the Catalogue role?',
  fulfilment: 'Give this user the Fulfilment role?',
  support: 'Give this user the Support role?',
};

export function confirmationOf({ user, to }: UserChange): { title: string; message: string } {
  switch (to) {
    case 'disabled':
      return { title: 'Disable this user?', message: `${user.email} will be signed out at once and can’t sign in until an owner enables them again.` };
    case 'enabled':
      return { title: 'Enable this user?', message: `${user.email} will be able to sign in again.` };
    default:
      return { title: roleTitle[to], message: `${user.email} ${roleScope[to]}` };
  }
}

export function doneMessageOf({ user, to }: UserChange): string {
  if (to === 'disabled') return `${user.email} is disabled and signed out.`;
  if (to === 'enabled') return `${user.email} can sign in again.`;
  return `${user.email} is now ${to === 'owner' ? 'an owner' : to === 'customer' ? 'a customer' : `in ${ROLE_NAMES[to]}`}.`;
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

/** The role picker: choosing another role asks for confirmation before anything changes. */
export function RoleAction({ user, isMe, onChange }: ActionProps) {
  // The server refuses these anyway; offering them would only lead to an error.
  if (isMe) return <Hint>That’s you. Another owner can change your role.</Hint>;
  if (user.disabled) return <Hint>Enable this user to give them a staff role.</Hint>;
  return (
    <TextField
      select
      label="Role"
      size="small"
      value={user.role}
      onChange={(event) => onChange(event.target.value as Role)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Role: ${user.email}` } }}
      sx={{ minWidth: '9rem' }}
    >
      {(Object.keys(ROLE_NAMES) as Role[]).map((role) => (
        <option key={role} value={role}>
          {ROLE_NAMES[role]}
        </option>
      ))}
    </TextField>
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
  // An owner can't be disabled, so the last-owner rule can't be got round; nor can anyone lock themself out.
  if (isMe || user.role === 'owner') return <Hint>Owners can’t be disabled.</Hint>;
  return (
    <Button size="small" variant="outlined" color="error" onClick={() => onChange('disabled')} aria-label={`Disable: ${user.email}`}>
      Disable
    </Button>
  );
}
