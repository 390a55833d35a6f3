import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { User } from '../../../types/api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTableScreen } from '../../../components/ui/paged-table-screen';
import { RowCard } from '../../../components/ui/row-card';
import { ADMIN_LIST_FRESHNESS } from '../../../lib/freshness';
import { problemMessage } from '../../../lib/problem';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import { ROLE_NAMES } from '../../../lib/session/staff-roles';
import { useDisableUserMutation, useEnableUserMutation, useListUsersInfiniteQuery, useSetUserRoleMutation } from '../api/users-api';
import { AccessAction, confirmationOf, doneMessageOf, RoleAction, type UserChange } from './user-actions';

const StatusChip = ({ user }: { user: User }) => (
  <Chip size="small" variant="outlined" color={user.disabled ? 'error' : 'success'} label={user.disabled ? 'Disabled' : 'Active'} />
);

/**
 * The seed's Make Admin screen: every user, their role and whether they may sign in; an owner
 * gives each a role (the seed's admin is the owner), disables and enables them.
 */
export function MakeAdmin() {
  const me = useAppSelector(selectUser);
  const query = useListUsersInfiniteQuery(undefined, ADMIN_LIST_FRESHNESS);
  const mutations = {
    role: useSetUserRoleMutation(),
    disabled: useDisableUserMutation(),
    enabled: useEnableUserMutation(),
  };
  const [change, setChange] = useState<UserChange | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = query.data?.pages.flatMap((page) => page.items) ?? [];
  const kindOf = (to: UserChange['to']) => (to === 'disabled' || to === 'enabled' ? to : 'role');
  const changeState = mutations[kindOf(change?.to ?? 'customer')][1];

  const confirmChange = async () => {
    if (!change) return;
    const { user, to } = change;
    const result = to === 'disabled' || to === 'enabled' ? await mutations[to][0](user.email) : await mutations.role[0]({ email: user.email, role: to });
    if ('error' in result) return;
    setNotice(doneMessageOf(change));
    setChange(null);
  };

  const actionsOf = (user: User) => ({ user, isMe: user.email === me?.email, onChange: (to: UserChange['to']) => setChange({ user, to }) });

  const closeDialog = () => {
    setChange(null);
    for (const [, state] of Object.values(mutations)) state.reset();
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
        minWidth={820}
        headerCells={
          <>
            <TableCell>Email</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Access</TableCell>
          </>
        }
        cards={users.map((user) => {
          const actions = actionsOf(user);
          return (
            <RowCard
              key={user._id}
              title={user.email}
              fields={[
                ['Name', user.name],
                ['Role', ROLE_NAMES[user.role]],
                ['Status', <StatusChip key="status" user={user} />],
              ]}
              actions={
                <>
                  <RoleAction {...actions} />
                  <AccessAction {...actions} />
                </>
              }
            />
          );
        })}
      >
        {users.map((user) => {
          const actions = actionsOf(user);
          return (
            <TableRow key={user._id}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </TableCell>
              <TableCell>{user.name}</TableCell>
              <TableCell>{ROLE_NAMES[user.role]}</TableCell>
              <TableCell>
                <StatusChip user={user} />
              </TableCell>
              <TableCell>
                <RoleAction {...actions} />
              </TableCell>
              <TableCell>
                <AccessAction {...actions} />
              </TableCell>
            </TableRow>
          );
        })}
      </PagedTableScreen>
      <ConfirmDialog
        open={change !== null}
        title={change ? confirmationOf(change).title : ''}
        message={change ? confirmationOf(change).message : ''}
        error={changeState.error ? problemMessage(changeState.error) : undefined}
        busy={changeState.isLoading}
        onConfirm={() => void confirmChange()}
        onCancel={closeDialog}
      />
    </>
  );
}
