import { delay, http as untypedHttp } from 'msw';
import { screen } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { MakeAdmin } from '../components/make-admin';

const meta = preview.meta({
  title: 'Dashboard/Admin/Make Admin',
  component: MakeAdmin,
  parameters: { session: 'admin', route: { path: '/dashboard/make-admin', url: '/dashboard/make-admin' }, layout: 'padded' },
});

export const Users = meta.story({});
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/users', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('listUsers', 'serverError')) });
/** Choosing another role in a row's picker asks first, saying what the role opens. */
export const ConfirmingRoleChange = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Role: customer@handtools.test' }), 'Fulfilment');
    await screen.findByRole('dialog', { name: 'Give this user the Fulfilment role?' });
  },
});
/** Staff of every role: each row's picker shows its role. */
export const StaffRoles = meta.story({
  beforeEach: () => {
    const roles = ['catalogue', 'support'] as const;
    mockShop.users.filter((user) => user.role === 'customer').forEach((user, index) => (user.role = roles[index % roles.length]!));
  },
});
/** The server's refusal (the last owner, one's own role) shows in the dialog; nothing changes. */
export const RoleChangeRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('setUserRole', 'conflict')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Role: customer@handtools.test' }), 'Owner');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByRole('alert');
  },
});
/** A disabled customer: the row says Disabled, offers Enable, and no role picker. */
export const DisabledUser = meta.story({
  beforeEach: () => {
    mockShop.users.find((user) => user.email === 'customer@handtools.test')!.disabled = true;
  },
});
export const ConfirmingDisable = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disable: customer@handtools.test' }));
    await screen.findByRole('dialog', { name: 'Disable this user?' });
  },
});
export const ConfirmingEnable = meta.story({
  beforeEach: DisabledUser.input.beforeEach,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Enable: customer@handtools.test' }));
    await screen.findByRole('dialog', { name: 'Enable this user?' });
  },
});
export const DisableRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('disableUser', 'conflict')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Disable: customer@handtools.test' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByRole('alert');
  },
});
