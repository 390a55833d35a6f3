import { delay, http as untypedHttp } from 'msw';
import { screen } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { ManageAllOrders } from '../components/manage-all-orders';

const meta = preview.meta({
  title: 'Dashboard/Admin/Manage All Orders',
  component: ManageAllOrders,
  parameters: { session: 'admin', route: { path: '/dashboard/manage-all-orders', url: '/dashboard/manage-all-orders' }, layout: 'padded' },
});

/** Every state: UnPaid, Pending (paid), Shipped and Cancelled. */
export const AllOrders = meta.story({});
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });
export const Empty = meta.story({
  beforeEach: () => {
    mockShop.orders = [];
  },
});
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/orders', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(ordersScenarios.allOrdersServerError) });
export const ConfirmingShip = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Ship/ }));
    await screen.findByRole('dialog');
  },
});
