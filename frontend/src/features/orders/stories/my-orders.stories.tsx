import { delay, http as untypedHttp } from 'msw';
import { expect, screen, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { deliveredAbroadOrderFixture, partlyRefundedOrderFixture, refundedOrderFixture } from '../../../testing/fixtures/orders';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { MyOrders } from '../components/my-orders';

const meta = preview.meta({
  title: 'Dashboard/My Orders',
  component: MyOrders,
  parameters: { session: 'customer', route: { path: '/dashboard', url: '/dashboard' } },
});

/** Unpaid (Pay now, Cancel order), paid (its transaction id), shipped (Write a review), cancelled and refunded orders, each headed by its number and date. */
export const Filled = meta.story({});

export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });

/** An order sent abroad: its delivery, where to and what it cost, under its tools. */
export const DeliveredAbroad = meta.story({
  beforeEach: () => {
    mockShop.orders = [deliveredAbroadOrderFixture()];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Delivery: Tracked to Canada, to Canada · $29.00')).toBeVisible();
  },
});
export const DeliveredAbroadPhone = DeliveredAbroad.extend({ globals: { viewport: { value: 'phone' } } });

/** Part of an order refunded: how much came back, and for what. */
export const PartlyRefunded = meta.story({
  beforeEach: () => {
    mockShop.orders = [partlyRefundedOrderFixture()];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$9.99 of your payment has been refunded:')).toBeVisible();
  },
});
export const PartlyRefundedPhone = PartlyRefunded.extend({ globals: { viewport: { value: 'phone' } } });

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
    await expect(canvas.queryByRole('button', { name: /^Cancel order/ })).toBeNull();
  },
});

/** An admin refunded a paid order: "Refunded", and when the money went back. */
export const AdminRefunded = meta.story({
  beforeEach: () => {
    Object.assign(mockShop.orders[1]!, { status: 'refunded', paid: false, refundedAt: '2026-11-21T10:00:00.000Z' });
    mockShop.orders = [mockShop.orders[1]!, mockShop.orders[3]!];
  },
});
export const AdminRefundedPhone = meta.story({ ...AdminRefunded.input, globals: { viewport: { value: 'phone' } } });

/** The cancel dialog's buttons say what they do. */
export const CancelDialog = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order #1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1001?' });
    await expect(within(dialog).getByRole('button', { name: 'No, keep order' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Yes, cancel order' })).toBeVisible();
  },
});

/** After Yes: what a shopper cares about, that nothing was charged. */
export const Cancelled = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel order #1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1001?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/is cancelled\. It was never paid, so nothing was charged\.$/);
  },
});
export const CancelledPhone = Cancelled.extend({ globals: { viewport: { value: 'phone' } } });
