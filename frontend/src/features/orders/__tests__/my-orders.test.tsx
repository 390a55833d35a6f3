import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { multiLineOrderFixture } from '../../../testing/fixtures/orders';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { mockShop } from '../../../testing/mocks/mock-shop';
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

const unpaidOrder = () => screen.findByRole('listitem', { name: /^Order of 2 × 16 oz Fibreglass Claw Hammer/ });

describe('My Orders', () => {
  it('when an order from the cart has several tools, then every line shows with its price, the total and the seed’s Pay and Cancel for the whole order', async () => {
    const order = multiLineOrderFixture();
    mockShop.orders.unshift(order);
    const { container } = renderMyOrders();
    const card = within(await screen.findByRole('listitem', { name: `Order of ${order.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ')}` }));
    expect(card.getByRole('heading', { name: '2 tools' })).toBeInTheDocument();
    for (const line of order.lines) expect(card.getByText(`${line.quantity} × ${line.productName} · $${line.price}`)).toBeInTheDocument();
    expect(card.getByText(`Quantity ${order.quantity} · $${order.price}`)).toBeInTheDocument();
    expect(card.getByText('Unpaid')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /^Pay for 2 × .+, 3 × / })).toHaveAttribute('href', `/dashboard/payment/${order._id}`);
    await expectNoAxeViolations(container);
  });

  it('when the customer has orders, then each shows its product, quantity, price and status; cancelled ones are not listed, refunded ones are', async () => {
    const { container } = renderMyOrders();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const unpaid = within(cards[0]!);
    expect(unpaid.getByText('16 oz Fibreglass Claw Hammer')).toBeInTheDocument();
    expect(unpaid.getByText('Quantity 2 · $19.98')).toBeInTheDocument();
    expect(unpaid.getByText('Unpaid')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when an order is unpaid, then it offers Pay and Cancel; a paid one shows Paid and its transaction id; a shipped one says so', async () => {
    renderMyOrders();
    const [unpaid, paid, shipped] = (await screen.findAllByRole('listitem')).map((card) => within(card));
    expect(unpaid!.getByRole('link', { name: /^Pay for/ })).toHaveAttribute('href', `/dashboard/payment/${mockShop.orders[0]!._id}`);
    expect(unpaid!.getByRole('button', { name: /^Cancel the order/ })).toBeInTheDocument();
    expect(paid!.getByText('Paid')).toBeInTheDocument();
    expect(paid!.getByText('pi_test_0193a7d25c1e7b3a9f00')).toBeInTheDocument();
    expect(paid!.queryByRole('button')).not.toBeInTheDocument();
    expect(shipped!.getByText('Shipped')).toBeInTheDocument();
    expect(shipped!.getByText(/^Shipped on/)).toBeInTheDocument();
  });

  it('when a cancelled order’s payment was refunded, then it is listed as Refunded with the date, and offers nothing to do', async () => {
    renderMyOrders();
    const refunded = within((await screen.findAllByRole('listitem'))[3]!);
    expect(refunded.getByText('Refunded')).toBeInTheDocument();
    expect(refunded.getByText(/^This order was cancelled, so your payment of \$[\d.,]+ was refunded on /)).toBeInTheDocument();
    expect(refunded.queryByRole('button')).not.toBeInTheDocument();
    expect(refunded.queryByRole('link')).not.toBeInTheDocument();
  });

  it('when the customer presses Cancel and answers No, then the order stays', async () => {
    const user = userEvent.setup();
    renderMyOrders();
    await user.click(within(await unpaidOrder()).getByRole('button', { name: /^Cancel the order/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await unpaidOrder()).toBeInTheDocument();
    expect(mockShop.orders[0]!.status).toBe('unpaid');
  });

  it('when the customer presses Cancel and answers Yes, then the order is cancelled, its row goes and a message confirms it', async () => {
    const user = userEvent.setup();
    renderMyOrders();
    await user.click(within(await unpaidOrder()).getByRole('button', { name: /^Cancel the order/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/is cancelled and its stock is back on the shelf/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(mockShop.orders[0]!.status).toBe('cancelled');
  });

  it('when the cancel is refused (the order was paid meanwhile), then the dialog shows why and the order stays', async () => {
    const user = userEvent.setup();
    renderMyOrders();
    await user.click(within(await unpaidOrder()).getByRole('button', { name: /^Cancel the order/ }));
    mockShop.orders[0]!.status = 'paid';
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('This order is paid and can’t be cancelled.');
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
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
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
