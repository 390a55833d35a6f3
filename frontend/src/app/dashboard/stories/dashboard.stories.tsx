import type { StoryContext } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { productFixtures } from '../../../testing/fixtures/products';
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
/** Your Sessions, from the menu every signed-in person has. */
export const CustomerYourSessions = meta.story({ parameters: { route: { path: '/dashboard', url: '/dashboard/sessions' } } });
export const CustomerAddReview = meta.story({ parameters: { route: { path: '/dashboard', url: '/dashboard/add-review' } } });
const reviewable = productFixtures.find((tool) => tool.name === '22 in Panel Saw, 8 TPI')!;
/** Arrived from a tool's page (or a delivered order): the review is about that tool. */
const reviewForTool = {
  parameters: { route: { path: '/dashboard', url: `/dashboard/add-review?product=${reviewable._id}` } },
  play: async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
    const tool = await canvas.findByRole('combobox', { name: 'Tool' }, { timeout: 10_000 });
    await waitFor(() => expect(tool).toHaveValue(reviewable.name), { timeout: 10_000 });
  },
};
export const CustomerAddReviewForTool = meta.story(reviewForTool);
export const CustomerAddReviewForToolPhone = meta.story({ ...reviewForTool, globals: { viewport: { value: 'phone' } } });
/** The picker open: the tools the customer bought first, under their own heading, then the catalogue. */
export const CustomerAddReviewPickerOpen = meta.story({
  parameters: { route: { path: '/dashboard', url: '/dashboard/add-review' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Tool' }, { timeout: 10_000 }));
    await expect(await screen.findByText('Tools you bought', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(productFixtures[1]!.name));
  },
});
export const CustomerAddReviewPickerOpenPhone = CustomerAddReviewPickerOpen.extend({ globals: { viewport: { value: 'phone' } } });
export const CustomerMyProfile = meta.story({ parameters: { route: { path: '/dashboard', url: '/dashboard/my-profile' } } });
export const AdminManageAllOrders = meta.story({ parameters: { session: 'admin' } });
export const AdminMakeAdmin = meta.story({ parameters: { session: 'admin', route: { path: '/dashboard', url: '/dashboard/make-admin' } } });
export const AdminManageProducts = meta.story({ parameters: { session: 'admin', route: { path: '/dashboard', url: '/dashboard/manage-products' } } });
export const AdminAddProduct = meta.story({ parameters: { session: 'admin', route: { path: '/dashboard', url: '/dashboard/add-product' } } });
export const AdminPhone = meta.story({ parameters: { session: 'admin' }, globals: { viewport: { value: 'phone' } } });
