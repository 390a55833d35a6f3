import { delay, http as untypedHttp } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { refundedOrderFixture } from '../../../testing/fixtures/orders';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { MyOrders } from '../components/my-orders';

const meta = preview.meta({
  title: 'Dashboard/My Orders',
  component: MyOrders,
  parameters: { session: 'customer', route: { path: '/dashboard', url: '/dashboard' } },
});

/** Unpaid (Pay and Cancel), paid (its transaction id), shipped and refunded orders. */
export const Filled = meta.story({});

export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });

export const Empty = meta.story({
  beforeEach: () => {
    mockShop.orders = [];
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(untypedHttp.get('*/api/order/:email', () => delay('infinite')));
  },
});

export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(ordersScenarios.myOrdersServerError);
  },
});

/** A cancelled order whose payment went through afterwards: the shop refunded it, and My Orders says so. */
export const RefundedOrder = meta.story({
  beforeEach: () => {
    mockShop.orders = [refundedOrderFixture()];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Refunded')).toBeVisible();
    await expect(canvas.getByText(/was refunded on/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Cancel the order/ })).toBeNull();
  },
});
