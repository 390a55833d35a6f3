import preview from '../../../../../.storybook/preview';
import { DashboardSidebar } from '../dashboard-sidebar';

const meta = preview.meta({
  title: 'Dashboard/Sidebar',
  component: DashboardSidebar,
  tags: ['autodocs'],
  parameters: { layout: 'padded', route: { path: '/dashboard', url: '/dashboard' } },
  args: { isAdmin: false },
});

export const Customer = meta.story({});
export const Admin = meta.story({ args: { isAdmin: true }, parameters: { route: { path: '/dashboard/*', url: '/dashboard/make-admin' } } });
/** Until the server says which role, no links are guessed. */
export const CheckingRole = meta.story({ args: { isAdmin: null } });
