import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../testing/downloads';
import { http } from '../../../testing/mocks/http';
import { multiLineOrderFixture } from '../../../testing/fixtures/orders';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { RequireAuth } from '../../../lib/session/require-auth';
import { MyOrders } from '../components/my-orders';

// In the app, My Orders always sits behind the login guard, which carries out the sign-out's exit.
const renderMyOrders = () =>
  renderWithProviders(
    <RequireAuth>
      <MyOrders />
    </RequireAuth>,
    {
    route: '/dashboard',
    path: '/dashboard',
    preloadedState: signedInAs(customerFixture),
    extraRoutes: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/dashboard/payment/:id', element: <h1>Payment</h1> },
      { path: '/login', element: <h1>Login</h1> },
    ],
  },
  );

const unpaidOrder = () => screen.findByRole('listitem', { name: 'Order #1001' });
const cards = async () => (await screen.findAllByRole('listitem', { name: /^Order #/ })).map((card) => within(card));

describe('My Orders', () => {
  it('when an order from the cart has several tools, then it is headed by its number and date, every line shows with its price, the total and Pay now and Cancel order for the whole order', async () => {
    const order = multiLineOrderFixture();
    mockShop.orders.unshift(order);
    const { container } = renderMyOrders();
    const card = within(await screen.findByRole('listitem', { name: `Order #${order.number}` }));
    expect(card.getByRole('heading', { name: `Order #${order.number}` })).toBeInTheDocument();
    expect(card.getByText(/^Placed Nov 21, 2026/)).toBeInTheDocument();
    for (const line of order.lines) expect(card.getByText(`${line.quantity} × ${line.productName} · $${line.price}`)).toBeInTheDocument();
    expect(card.getByText(`Total $${order.price}`)).toBeInTheDocument();
    expect(card.getByText('Unpaid')).toBeInTheDocument();
    expect(card.getByRole('link', { name: `Pay now for order #${order.number}` })).toHaveAttribute('href', `/dashboard/payment/${order._id}`);
    expect(card.getByRole('button', { name: `Cancel order #${order.number}` })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the customer has orders, then every one is listed with its number, tools and status, cancelled and refunded ones included', async () => {
    const { container } = renderMyOrders();
    const [unpaid, paid, shipped, cancelled, refunded] = await cards();
    expect(unpaid!.getByRole('heading', { name: 'Order #1001' })).toBeInTheDocument();
    expect(unpaid!.getByText('2 × 16 oz Fibreglass Claw Hammer · $19.98')).toBeInTheDocument();
    expect(unpaid!.getByText('Unpaid')).toBeInTheDocument();
    expect(paid!.getByText('Paid')).toBeInTheDocument();
    expect(paid!.getByText('Not yet shipped')).toBeInTheDocument();
    // Placed since the shop kept tax: the VAT its price held; the others are from before.
    expect(paid!.getByText(/^Includes VAT at 20%: \$\d+\.\d\d$/)).toBeInTheDocument();
    expect(unpaid!.queryByText(/VAT/)).not.toBeInTheDocument();
    expect(shipped!.getByText('Shipped')).toBeInTheDocument();
    expect(cancelled!.getByRole('heading', { name: 'Order #1004' })).toBeInTheDocument();
    expect(cancelled!.getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled!.queryByRole('button')).not.toBeInTheDocument();
    expect(refunded!.getByText('Refunded')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when an order is unpaid, then it offers Pay now and Cancel order; a paid one is named by its number, never by the payment provider’s id; a shipped one offers a review of its tool', async () => {
    renderMyOrders();
    const [unpaid, paid, shipped] = await cards();
    expect(unpaid!.getByRole('link', { name: 'Pay now for order #1001' })).toHaveAttribute('href', `/dashboard/payment/${mockShop.orders[0]!._id}`);
    expect(paid!.getByRole('heading', { name: 'Order #1002' })).toBeInTheDocument();
    for (const card of [unpaid, paid, shipped]) expect(card!.queryByText(/Transaction id|pi_test_|re_test_/)).not.toBeInTheDocument();
    // Nothing to do with it but download its invoice.
    expect(paid!.queryAllByRole('button').map((button) => button.textContent)).toEqual([expect.stringMatching(/^Download Invoice INV-000041/)]);
    expect(paid!.queryByRole('link')).not.toBeInTheDocument();
    expect(shipped!.getByText(/^Shipped on/)).toBeInTheDocument();
    const shippedOrder = mockShop.orders[2]!;
    expect(shipped!.getByRole('link', { name: `Write a review of ${shippedOrder.productName}` })).toHaveAttribute('href', `/dashboard/add-review?product=${shippedOrder.productId}`);
  });

  it('when an admin refunded a paid order, then it shows Refunded and when the money went back', async () => {
    mockShop.orders[1] = { ...mockShop.orders[1]!, status: 'refunded', paid: false, refundedAt: '2026-11-22T10:00:00.000Z' };
    renderMyOrders();
    const [, refunded] = await cards();
    expect(refunded!.getByText('Refunded')).toBeInTheDocument();
    expect(refunded!.getByText(/^Your payment of \$[\d.,]+ was refunded on Nov 22, 2026/)).toBeInTheDocument();
    expect(refunded!.queryAllByRole('button').map((button) => button.textContent)).toEqual([expect.stringMatching(/^Download Invoice/)]);
  });

  it('when a cancelled order’s payment was refunded, then it is listed as Refunded with the date, and offers nothing to do', async () => {
    renderMyOrders();
    const refunded = (await cards())[4]!;
    expect(refunded.getByText('Refunded')).toBeInTheDocument();
    expect(refunded.getByText(/^This order was cancelled, so your payment of \$[\d.,]+ was refunded on /)).toBeInTheDocument();
    expect(refunded.queryByRole('button')).not.toBeInTheDocument();
    expect(refunded.queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the customer presses Cancel order and then No, keep order, then the order stays', async () => {
    const user = userEvent.setup();
    renderMyOrders();
    await user.click(within(await unpaidOrder()).getByRole('button', { name: 'Cancel order #1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1001?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await unpaidOrder()).toBeInTheDocument();
    expect(mockShop.orders[0]!.status).toBe('unpaid');
  });

  it('when the customer confirms Cancel order, then the order stays listed as Cancelled and a message confirms it', async () => {
    const user = userEvent.setup();
    renderMyOrders();
    await user.click(within(await unpaidOrder()).getByRole('button', { name: 'Cancel order #1001' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel order' }));
    const cancelled = await screen.findByText(/^Order #1001 for .+ is cancelled\. It was never paid, so nothing was charged\.$/);
    // The dialog closed and its button is gone: focus goes to the result.
    await waitFor(() => expect(cancelled.closest('[role="status"]')).toHaveFocus());
    await waitFor(async () => expect(within(await unpaidOrder()).getByText('Cancelled')).toBeInTheDocument());
    expect(within(await unpaidOrder()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^Order #/ })).toHaveLength(5);
    expect(mockShop.orders[0]!.status).toBe('cancelled');
  });

  it('when the cancel is refused (the order was paid meanwhile), then the dialog shows why and the order stays', async () => {
    const user = userEvent.setup();
    renderMyOrders();
    await user.click(within(await unpaidOrder()).getByRole('button', { name: 'Cancel order #1001' }));
    mockShop.orders[0]!.status = 'paid';
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This order is paid and can’t be cancelled.');
  });

  it('when an order was paid through the shop, then its invoice downloads as a PDF with the customer’s sign-in; a failed download says why, with Retry', async () => {
    const downloads = captureDownloads('/documents/');
    const user = userEvent.setup();
    renderMyOrders();
    const paid = within(await screen.findByRole('listitem', { name: 'Order #1002' }));
    const invoice = paid.getByRole('button', { name: /^Download Invoice INV-000041 \(\$/ });
    expect(within(await screen.findByRole('listitem', { name: 'Order #1001' })).queryByRole('button', { name: /^Download/ })).toBeNull();
    await user.click(invoice);
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(downloads.saved[0]!.name).toBe('INV-000041.pdf');
    expect((await downloads.saved[0]!.blob.text()).startsWith('%PDF-')).toBe(true);
    expect(downloads.requests[0]!.headers.get('Authorization')).toMatch(/^Bearer /);

    server.use(http.get('/orders/{id}/documents/{documentId}', ({ response }) => response(503).json(problem(503, 'Service Unavailable', 'The shop is busy. Please try again in a moment.'))));
    await user.click(invoice);
    expect(await paid.findByText('The download failed: The shop is busy. Please try again in a moment.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(paid.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(2));
    expect(paid.queryByText(/^The download failed/)).toBeNull();
    vi.restoreAllMocks();
  });

  it('when the customer has no orders, then a sentence and a way to the tools show', async () => {
    mockShop.orders = [];
    renderMyOrders();
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse the tools' })).toBeInTheDocument();
  });

  it('when the orders fail to load, then the problem and Retry show, and Retry loads them', async () => {
    server.use(ordersScenarios.myOrdersServerError);
    const user = userEvent.setup();
    renderMyOrders();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('listitem', { name: /^Order #/ })).toHaveLength(5);
    // Retry went with the error: focus goes to the screen's heading, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My Orders' })).toHaveFocus());
  });

  it.each([
    ['401', ordersScenarios.myOrdersUnauthorized],
    ['403', ordersScenarios.myOrdersForbidden],
  ])('when loading the orders answers %s, then the customer is signed out and sent to /', async (_status, scenario) => {
    server.use(scenario);
    const { store, router } = renderMyOrders();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(store.getState().session.session).toBeNull());
  });
});
