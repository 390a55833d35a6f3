import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { multiLineOrderFixture } from '../../../testing/fixtures/orders';
import { productFixtures } from '../../../testing/fixtures/products';
import { adminFixture, customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { ManageAllOrders } from '../components/manage-all-orders';

// The mock shop's orders: unpaid, paid, shipped and cancelled, in that order.
const paidProduct = productFixtures[1]!.name;
const shipButton = `Ship the order of ${productFixtures[1]!.minimum} × ${paidProduct} for ${customerFixture.email}`;

const renderManageAllOrders = () =>
  renderWithProviders(<ManageAllOrders />, { route: '/dashboard/manage-all-orders', path: '/dashboard/manage-all-orders', preloadedState: signedInAs(adminFixture) });

const bodyRows = async () => (await screen.findAllByRole('row')).slice(1).map((row) => within(row));

describe('Manage All Orders', () => {
  it('when the orders load, then each shows product, customer, quantity, price and the admin’s status words', async () => {
    const { container } = renderManageAllOrders();
    expect(screen.getByRole('heading', { level: 2, name: 'Manage All Orders' })).toBeInTheDocument();
    const [unpaid, paid, shipped, cancelled] = await bodyRows();
    expect(unpaid!.getByRole('rowheader', { name: productFixtures[0]!.name })).toBeInTheDocument();
    expect(unpaid!.getByText(customerFixture.name)).toBeInTheDocument();
    expect(unpaid!.getByText(customerFixture.email)).toBeInTheDocument();
    expect(unpaid!.getByText('2')).toBeInTheDocument();
    expect(unpaid!.getByText('$19.98')).toBeInTheDocument();
    expect(unpaid!.getByText('UnPaid')).toBeInTheDocument();
    expect(paid!.getByText('Pending')).toBeInTheDocument();
    expect(shipped!.getByText('Shipped')).toBeInTheDocument();
    expect(cancelled!.getByText('Cancelled')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when an order has several tools, then its row lists every line, with all the units and the total; Ship names them all', async () => {
    const order = multiLineOrderFixture({ status: 'paid', paid: true, transactionId: 'pi_test_multi', holdExpiresAt: null });
    mockShop.orders.unshift(order);
    renderManageAllOrders();
    const [row] = await bodyRows();
    for (const line of order.lines) expect(row!.getByText(`${line.quantity} × ${line.productName}`)).toBeInTheDocument();
    expect(row!.getByText(String(order.quantity))).toBeInTheDocument();
    expect(row!.getByText(`$${order.price}`)).toBeInTheDocument();
    expect(row!.getByText('Pending')).toBeInTheDocument();
    const what = order.lines.map((line) => `${line.quantity} × ${line.productName}`).join(', ');
    expect(row!.getByRole('button', { name: `Ship the order of ${what} for ${customerFixture.email}` })).toBeInTheDocument();
  });

  it('when an order is paid, then only it offers Ship', async () => {
    renderManageAllOrders();
    const [unpaid, paid, shipped, cancelled] = await bodyRows();
    expect(paid!.getByRole('button', { name: shipButton })).toBeInTheDocument();
    for (const row of [unpaid, shipped, cancelled]) expect(row!.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when Ship is answered No, then the order stays Pending', async () => {
    const user = userEvent.setup();
    renderManageAllOrders();
    await user.click(await screen.findByRole('button', { name: shipButton }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ship this order?' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockShop.orders[1]!.status).toBe('paid');
    expect(screen.getByRole('button', { name: shipButton })).toBeInTheDocument();
  });

  it('when Ship is answered Yes, then the Pending order turns Shipped and a message confirms it', async () => {
    const user = userEvent.setup();
    renderManageAllOrders();
    await user.click(await screen.findByRole('button', { name: shipButton }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ship this order?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`The order of ${productFixtures[1]!.minimum} × ${paidProduct} for ${customerFixture.email} is marked as shipped.`)).toBeInTheDocument();
    await waitFor(async () => expect((await bodyRows())[1]!.getByText('Shipped')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: shipButton })).not.toBeInTheDocument();
    expect(mockShop.orders[1]!.status).toBe('shipped');
  });

  it('when the server refuses to ship, then the dialog shows why', async () => {
    server.use(http.patch('/orders/{id}/ship', ({ response }) => response(409).json(problem(409, 'Conflict', 'Only paid orders can be shipped; this one is cancelled.'))));
    const user = userEvent.setup();
    renderManageAllOrders();
    await user.click(await screen.findByRole('button', { name: shipButton }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only paid orders can be shipped; this one is cancelled.');
  });

  it('when there are no orders, then a sentence says so', async () => {
    mockShop.orders = [];
    renderManageAllOrders();
    expect(await screen.findByText('There are no orders yet.')).toBeInTheDocument();
  });

  it('while loading, then skeletons hold the place; when loading fails, then Retry recovers', async () => {
    server.use(ordersScenarios.allOrdersServerError);
    const user = userEvent.setup();
    const { container } = renderManageAllOrders();
    expect(screen.getByLabelText('Loading orders')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
  });
});
