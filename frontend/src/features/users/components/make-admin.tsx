import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadMore } from '../../../components/ui/load-more';
import { problemMessage } from '../../../lib/problem';
import { selectUser } from '../../../lib/session-slice';
import { useAppSelector } from '../../../lib/store';
import type { User } from '../../../types/api';
import { useListUsersInfiniteQuery, useMakeAdminMutation, useRemoveAdminMutation } from '../api/users-api';

const TITLE_ID = 'make-admin-title';
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
  const { data, error, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useListUsersInfiniteQuery();
  const [makeAdmin, makeState] = useMakeAdminMutation();
  const [removeAdmin, removeState] = useRemoveAdminMutation();
  const [change, setChange] = useState<RoleChange | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = data?.pages.flatMap((page) => page.items) ?? [];
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
    <Box component="section" aria-labelledby={TITLE_ID}>
      <Typography id={TITLE_ID} variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
        Make Admin
      </Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {isLoading ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading users">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={52} />
          ))}
        </Stack>
      ) : !data ? (
        <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />
      ) : users.length === 0 ? (
        <Typography>There are no users yet.</Typography>
      ) : (
        // On a phone the table scrolls sideways inside its own frame instead of squeezing the columns.
        <TableContainer component={Paper} variant="outlined" role="region" aria-label="All users" tabIndex={0}>
          <Table aria-labelledby={TITLE_ID} sx={{ minWidth: 600 }}>
            <TableHead>
              <TableRow>
                <TableCell>Email</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
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
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {isError && data && <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} />}
      <LoadMore label="Load more users" hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={() => void fetchNextPage()} />
      <ConfirmDialog
        open={change !== null}
        title={change ? confirmation(change).title : ''}
        message={change ? confirmation(change).message : ''}
        error={changeState.error ? problemMessage(changeState.error) : undefined}
        busy={changeState.isLoading}
        onConfirm={() => void confirmChange()}
        onCancel={closeDialog}
      />
    </Box>
  );
}
