import { delay, http as untypedHttp } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { partlyRefundedOrderFixture } from '../../../testing/fixtures/orders';
import { http } from '../../../testing/mocks/http';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { ManageAllOrders } from '../components/manage-all-orders';

const page = '/dashboard/manage-all-orders';
const meta = preview.meta({
  title: 'Dashboard/Admin/Manage All Orders',
  component: ManageAllOrders,
  parameters: { session: 'admin', route: { path: page, url: page }, layout: 'padded' },
});

const phone = { viewport: { value: 'phone' } };
const filteredUrl = { route: { path: page, url: `${page}?status=paid&from=2026-11-01&to=2026-11-30&q=customer` } };
const refundFails = http.post('/orders/{id}/refund', ({ response }) =>
  response(502).json(problem(502, 'Bad Gateway', 'The payment provider did not answer. Nothing was refunded; try again.')),
);

/** Every state: UnPaid, Pending (paid, "Not yet shipped" beside it), Shipped, Cancelled and Refunded; number, date, address and phone on each. */
export const AllOrders = meta.story({});
/** At 390 px each order is a card: status, Ship and Refund show without sideways scrolling. */
export const Phone = meta.story({ globals: phone });
/** Status, day range and search from the URL, as after a reload or Back. */
export const FiltersApplied = meta.story({
  parameters: filteredUrl,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: 'Order #1002' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem', { name: /^Order #/ })).toHaveLength(1);
  },
});
export const FiltersAppliedPhone = meta.story({ parameters: filteredUrl, globals: phone });
export const NoMatch = meta.story({ parameters: { route: { path: page, url: `${page}?q=nobody-at-all` } } });
export const Empty = meta.story({
  beforeEach: () => {
    mockShop.orders = [];
  },
});
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/orders', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(ordersScenarios.allOrdersServerError) });
export const LoadFailedPhone = meta.story({ beforeEach: ({ msw }) => msw.use(ordersScenarios.allOrdersServerError), globals: phone });
export const ExportFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(ordersScenarios.exportServerError),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('listitem', { name: 'Order #1001' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(await canvas.findByText(/^The export failed/)).toBeVisible();
  },
});
export const ConfirmingShip = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ship order #1002' }));
    await screen.findByRole('dialog');
  },
});
/** Shipped: the order turns Shipped and the message saying so takes the focus, as its Ship button is gone. */
export const Shipped = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ship order #1002' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ship order #1002?' })).getByRole('button', { name: 'Ship' }));
    const message = (await canvas.findByText('Order #1002 is marked as shipped.')).closest('[role="status"]');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(message).toHaveFocus());
  },
});
export const ShippedPhone = Shipped.extend({ globals: phone });
const openRefund = async ({ canvas, userEvent }: { canvas: { findByRole: typeof screen.findByRole }; userEvent: { click: (element: Element) => Promise<void> } }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Refund order #1002' }));
  await screen.findByRole('dialog', { name: 'Refund order #1002?' });
};
/** What a refund does, said before it is done: the full amount, the stock, the customer's email. */
export const RefundDialog = meta.story({ play: openRefund });
export const RefundDialogPhone = meta.story({ play: openRefund, globals: phone });
/** The provider failed: the reason inside the dialog, and Retry refund. */
export const RefundFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(refundFails),
  play: async (context) => {
    await openRefund(context);
    await context.userEvent.click(screen.getByRole('button', { name: /^Refund \$/ }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider did not answer.');
    await expect(screen.getByRole('button', { name: 'Retry refund' })).toBeVisible();
  },
});
export const Refunded = meta.story({
  play: async (context) => {
    await openRefund(context);
    await context.userEvent.click(screen.getByRole('button', { name: /^Refund \$/ }));
    await expect(await context.canvas.findByText(/^Order #1002 is refunded/)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
});
/** An order with part of it refunded: what went back, under its total. */
export const PartlyRefunded = meta.story({
  beforeEach: () => void mockShop.orders.unshift(partlyRefundedOrderFixture()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$9.99 refunded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refund the rest of order #1008' })).toBeVisible();
  },
});
export const PartlyRefundedPhone = PartlyRefunded.extend({ globals: phone });
