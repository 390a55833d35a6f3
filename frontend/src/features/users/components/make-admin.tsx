import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTableScreen } from '../../../components/ui/paged-table-screen';
import { problemMessage } from '../../../lib/problem';
import { selectUser } from '../../../lib/session-slice';
import { useAppSelector } from '../../../lib/store';
import type { User } from '../../../types/api';
import { useListUsersInfiniteQuery, useMakeAdminMutation, useRemoveAdminMutation } from '../api/users-api';

const roleNames = { admin: 'Admin', customer: 'Customer' } as const;

type RoleChange = { user: User; to: User['role'] };

const confirmation = ({ user, to }: RoleChange) =>
  to === 'admin'
    ? { title: 'Make this user an admin?', message: `${user.email} will be able to manage products, orders and other admins.` }
    : { title: 'Remove this admin?', message: `${user.email} will become a customer and lose the admin screens.` };

const doneMessage = ({ user, to }: RoleChange) => (to === 'admin' ? `${user.email} is now an admin.` : `${user.email} is no longer an admin.`);

function RoleAction({ user, isMe, onChange }: { user: User; isMe: boolean; onChange: (to: User['role']) => void }) {
  if (user.role !== 'admin') {
    return (
      <Button size="small" variant="contained" onClick={() => onChange('admin')} aria-label={`Make Admin: ${user.email}`}>
        Make Admin
      </Button>
    );
  }
  // The server refuses it anyway; offering it would only lead to an error.
  if (isMe) {
    return (
      <Typography variant="body2" color="text.secondary">
        That’s you. Another admin can remove your role.
      </Typography>
    );
  }
  return (
    <Button size="small" variant="outlined" color="error" onClick={() => onChange('customer')} aria-label={`Remove Admin: ${user.email}`}>
      Remove Admin
    </Button>
  );
}

/** Every user and their role; admins promote customers and demote other admins. */
export function MakeAdmin() {
  const me = useAppSelector(selectUser);
  const query = useListUsersInfiniteQuery();
  const [makeAdmin, makeState] = useMakeAdminMutation();
  const [removeAdmin, removeState] = useRemoveAdminMutation();
  const [change, setChange] = useState<RoleChange | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  const changeState = change?.to === 'customer' ? removeState : makeState;

  const confirmChange = async () => {
    if (!change) return;
    const result = await (change.to === 'admin' ? makeAdmin : removeAdmin)(change.user.email);
    if ('error' in result) return;
    setNotice(doneMessage(change));
    setChange(null);
  };

  const closeDialog = () => {
    setChange(null);
    makeState.reset();
    removeState.reset();
  };

  return (
    <>
      <PagedTableScreen
        title="Make Admin"
        query={query}
        rowCount={users.length}
        things="users"
        emptyText="There are no users yet."
        notice={notice}
        onNoticeClose={() => setNotice(null)}
        skeletonHeight={52}
        minWidth={600}
        headerCells={
          <>
            <TableCell>Email</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Action</TableCell>
          </>
        }
      >
        {users.map((user) => (
          <TableRow key={user._id}>
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </TableCell>
            <TableCell>{user.name}</TableCell>
            <TableCell>{roleNames[user.role]}</TableCell>
            <TableCell>
              <RoleAction user={user} isMe={user.email === me?.email} onChange={(to) => setChange({ user, to })} />
            </TableCell>
          </TableRow>
        ))}
      </PagedTableScreen>
      <ConfirmDialog
        open={change !== null}
        title={change ? confirmation(change).title : ''}
        message={change ? confirmation(change).message : ''}
        error={changeState.error ? problemMessage(changeState.error) : undefined}
        busy={changeState.isLoading}
        onConfirm={() => void confirmChange()}
        onCancel={closeDialog}
      />
    </>
  );
}
