import { delay, http as untypedHttp } from 'msw';
import { expect, screen } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { scenario } from '../../../testing/mocks/scenarios';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { AddProduct } from '../components/add-product';
import { ManageProducts } from '../components/manage-products';

const meta = preview.meta({
  title: 'Dashboard/Admin/Products',
  component: ManageProducts,
  parameters: { session: 'admin', route: { path: '/dashboard/manage-products', url: '/dashboard/manage-products' }, layout: 'padded' },
});

export const ManageAll = meta.story({});
export const ManagePhone = meta.story({ globals: { viewport: { value: 'phone' } } });
export const ManageEmpty = meta.story({
  beforeEach: () => {
    mockShop.products = [];
  },
});
export const ManageLoading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/allProducts', () => delay('infinite'))) });
export const ManageLoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('listAllProducts', 'serverError')) });
export const EditDialogOpen = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit 16 oz Fibreglass Claw Hammer' }));
    await screen.findByRole('dialog');
  },
});
export const DeleteConfirmation = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete 16 oz Fibreglass Claw Hammer' }));
    await screen.findByRole('dialog');
  },
});

export const AddForm = meta.story({
  render: () => <AddProduct />,
  parameters: { route: { path: '/dashboard/add-product', url: '/dashboard/add-product' } },
});
export const AddFormPhone = AddForm.extend({ globals: { viewport: { value: 'phone' } } });
export const AddValidationErrors = meta.story({
  render: () => <AddProduct />,
  parameters: { route: { path: '/dashboard/add-product', url: '/dashboard/add-product' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /add/i }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
  },
});
