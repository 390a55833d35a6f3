import { delay, http as untypedHttp } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { deliveredAbroadOrderFixture, paidOutsideShopOrderFixture, partlyRefundedOrderFixture } from '../../../testing/fixtures/orders';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { AdminOrderPage } from '../components/admin-order-page';

const at = (id: string) => ({ route: { path: '/dashboard/orders/:id', url: `/dashboard/orders/${id}` } });
const paid = '0193a7d2-5c1e-7b3a-9f00-0000000e0002';
const phone = { viewport: { value: 'phone' } };

const meta = preview.meta({
  title: 'Dashboard/Admin/Order Page',
  component: AdminOrderPage,
  parameters: { session: 'admin', layout: 'padded', ...at(paid) },
});

/** A paid order waiting to ship: customer, delivery address and phone, history, tools, Ship and Refund. */
export const PaidOrder = meta.story({});
export const PaidOrderPhone = meta.story({ globals: phone });
/** Bought by a business that gave its VAT number at the checkout: the page says it, as its invoice does. */
export const BusinessBuyer = meta.story({
  beforeEach: () => {
    mockShop.orders[1]!.vatNumber = 'GB987654321';
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('VAT number: GB987654321')).toBeVisible();
  },
});
/** Just shipped: Shipped beside the number, and the message saying so has the focus, as the Ship button is gone. */
export const JustShipped = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ship order #1002' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ship order #1002?' })).getByRole('button', { name: 'Ship' }));
    const message = (await canvas.findByText('Order #1002 is marked as shipped.')).closest('[role="status"]');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(message).toHaveFocus());
  },
});
export const JustShippedPhone = JustShipped.extend({ globals: phone });
/** Refunded after it shipped: the whole history, nothing left to do. */
export const RefundedOrder = meta.story({
  beforeEach: () => {
    Object.assign(mockShop.orders[2]!, { status: 'refunded', paid: false, refundedAt: '2026-11-20T10:00:00.000Z' });
  },
  parameters: at('0193a7d2-5c1e-7b3a-9f00-0000000e0003'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Refunded', { selector: '.MuiChip-label' })).toBeVisible();
    await expect(canvas.getByText('Shipped', { selector: '.MuiChip-label' })).toBeVisible();
  },
});
export const NotFound = meta.story({ parameters: at('0193a7d2-5c1e-7b3a-9f00-00000000ffff') });
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/orders/:id', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(ordersScenarios.orderServerError) });
/** Sent abroad: the delivery's method, country and price between the tools and the total. */
export const DeliveredAbroad = meta.story({
  beforeEach: () => void mockShop.orders.push(deliveredAbroadOrderFixture()),
  parameters: at(deliveredAbroadOrderFixture()._id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Delivery: Tracked to Canada, to Canada')).toBeVisible();
  },
});
export const DeliveredAbroadPhone = DeliveredAbroad.extend({ globals: phone });
/** Paid and shipped with no payment taken through the shop (a demo order): Record refund instead of Refund. */
export const PaidOutsideTheShop = meta.story({
  beforeEach: () => void mockShop.orders.push(paidOutsideShopOrderFixture()),
  parameters: at(paidOutsideShopOrderFixture()._id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Record refund made outside the shop for order #1007' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Refund order #1007' })).toBeNull();
  },
});
/** Recording that refund: what it does, and the note the audit trail keeps. */
export const RecordingOutsideRefund = PaidOutsideTheShop.extend({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Record refund made outside the shop for order #1007' }));
    await expect(await screen.findByRole('textbox', { name: 'How the money went back' })).toHaveFocus();
  },
});
export const RecordingOutsideRefundPhone = RecordingOutsideRefund.extend({ globals: phone });
/** Recording failed on the server: the dialog says so and offers Retry. */
export const OutsideRefundFailed = PaidOutsideTheShop.extend({
  beforeEach: ({ msw }) => msw.use(ordersScenarios.outsideRefundServerError),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Record refund made outside the shop for order #1007' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'How the money went back' }), 'Cash at the counter');
    await userEvent.click(dialog.getByRole('button', { name: /^Record refund of \$/ }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
});
/** Refunding part of it: a tool's units and whether they go back into stock, the delivery, or an amount. */
export const RefundingPart = DeliveredAbroad.extend({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Refund part of order #1008' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund part of order #1008' }));
    const [first] = deliveredAbroadOrderFixture().lines;
    const units = dialog.getByRole('spinbutton', { name: `${first!.productName}: units` });
    await userEvent.clear(units);
    await userEvent.type(units, '1');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Refund the delivery charge ($29.00)' }));
    await expect(dialog.getByRole('button', { name: 'Refund $38.99' })).toBeVisible();
  },
});
export const RefundingPartPhone = RefundingPart.extend({ globals: phone });
/** More units than are left: the field says how many are. */
export const RefundingTooMuch = DeliveredAbroad.extend({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Refund part of order #1008' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund part of order #1008' }));
    const [, second] = deliveredAbroadOrderFixture().lines;
    const units = dialog.getByRole('spinbutton', { name: `${second!.productName}: units` });
    await userEvent.clear(units);
    await userEvent.type(units, String(second!.quantity + 1));
    await userEvent.click(dialog.getByRole('button', { name: /^Refund \$/ }));
    await expect(await dialog.findByText(`At most ${second!.quantity} left to refund`)).toBeVisible();
  },
});
/** The refund failed on the server: the dialog says so and offers Retry. */
export const PartRefundFailed = DeliveredAbroad.extend({
  beforeEach: ({ msw }) => msw.use(ordersScenarios.partRefundServerError),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Refund part of order #1008' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Refund the delivery charge ($29.00)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Refund $29.00' }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry refund' })).toBeVisible();
  },
});
/** Part of it refunded: the refunds listed with what they were for, and Refund the rest. */
export const PartlyRefunded = meta.story({
  beforeEach: () => void mockShop.orders.push(partlyRefundedOrderFixture()),
  parameters: at(partlyRefundedOrderFixture()._id),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Refunded $9.99 of $101.45; $91.46 left.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refund the rest of order #1008' })).toBeVisible();
  },
});
export const PartlyRefundedPhone = PartlyRefunded.extend({ globals: phone });
