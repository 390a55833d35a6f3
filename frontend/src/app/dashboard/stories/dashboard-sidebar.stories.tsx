import preview from '../../../../../.storybook/preview';
import { DashboardSidebar } from '../dashboard-sidebar';

const meta = preview.meta({
  title: 'Dashboard/Sidebar',
  component: DashboardSidebar,
  tags: ['autodocs'],
  parameters: { layout: 'padded', route: { path: '/dashboard', url: '/dashboard' } },
  args: { role: 'customer' as const },
});

export const Customer = meta.story({});
export const Admin = meta.story({ args: { role: 'owner' }, parameters: { route: { path: '/dashboard/*', url: '/dashboard/make-admin' } } });
/** Each staff role sees only its screens (the contract's x-roles of each screen's operation). */
export const Catalogue = meta.story({ args: { role: 'catalogue' }, parameters: { route: { path: '/dashboard/*', url: '/dashboard/manage-products' } } });
export const Fulfilment = meta.story({ args: { role: 'fulfilment' }, parameters: { route: { path: '/dashboard/*', url: '/dashboard/manage-all-orders' } } });
export const Support = meta.story({ args: { role: 'support' }, parameters: { route: { path: '/dashboard/*', url: '/dashboard/manage-all-orders' } } });
/** Until the server says which role, no links are guessed. */
export const CheckingRole = meta.story({ args: { role: null } });
