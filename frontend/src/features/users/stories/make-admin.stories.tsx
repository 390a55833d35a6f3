import { delay, http as untypedHttp } from 'msw';
import { screen } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
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
export const ConfirmingMakeAdmin = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Make Admin: customer@handtools.test' }));
    await screen.findByRole('dialog');
  },
});
