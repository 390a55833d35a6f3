import preview from '../../../../../.storybook/preview';
import { DashboardLayout } from '../dashboard-layout';

// The whole app at a dashboard URL: navbar, sidebar for the role, the screen and the footer.
const meta = preview.meta({
  title: 'Pages/Dashboard',
  component: DashboardLayout,
  parameters: { app: true, session: 'customer', route: { path: '/dashboard', url: '/dashboard' } },
  // The route modules load lazily: the accessibility check waits for the page's heading.
  play: async ({ canvas }) => {
    await canvas.findAllByRole('heading', { level: 2 }, { timeout: 10_000 });
  },
});

export const CustomerMyOrders = meta.story({});
export const CustomerPhone = meta.story({ globals: { viewport: { value: 'phone' } } });
export const CustomerAddReview = meta.story({ parameters: { route: { path: '/dashboard', url: '/dashboard/add-review' } } });
export const CustomerMyProfile = meta.story({ parameters: { route: { path: '/dashboard', url: '/dashboard/my-profile' } } });
export const AdminManageAllOrders = meta.story({ parameters: { session: 'admin' } });
export const AdminMakeAdmin = meta.story({ parameters: { session: 'admin', route: { path: '/dashboard', url: '/dashboard/make-admin' } } });
export const AdminManageProducts = meta.story({ parameters: { session: 'admin', route: { path: '/dashboard', url: '/dashboard/manage-products' } } });
export const AdminAddProduct = meta.story({ parameters: { session: 'admin', route: { path: '/dashboard', url: '/dashboard/add-product' } } });
export const AdminPhone = meta.story({ parameters: { session: 'admin' }, globals: { viewport: { value: 'phone' } } });
