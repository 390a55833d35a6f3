import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminFixture, customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp } from '../../../testing/test-utils';

const openOrder = (id: string) => renderApp(`/dashboard/orders/${id}`, { preloadedState: signedInAs(adminFixture) });

describe('The admin’s order page', () => {
  it('when an admin opens a paid order, then it shows its number, status, customer, delivery, history and tools, with Ship and Refund', async () => {
    const order = mockShop.orders[1]!;
    const { container } = openOrder(order._id);
    expect(await screen.findByRole('heading', { level: 2, name: 'Order #1002' })).toBeInTheDocument();
    // The shop's words here; the seed's "Pending" belongs to the orders list alone.
    expect(screen.getByText('Paid', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.getByText('Not yet shipped')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    const delivery = within(screen.getByRole('region', { name: 'Customer and delivery' }));
    expect(delivery.getByText(customerFixture.name)).toBeInTheDocument();
    expect(delivery.getByRole('link', { name: customerFixture.email })).toHaveAttribute('href', `mailto:${customerFixture.email}`);
    expect(delivery.getByText(order.address)).toBeInTheDocument();
    expect(delivery.getByRole('link', { name: order.phone })).toHaveAttribute('href', 'tel:+441134960000');
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText('Placed')).toBeInTheDocument();
    expect(history.getByText('Paid')).toBeInTheDocument();
    expect(history.getByText(order.transactionId!)).toBeInTheDocument();
    const tools = within(screen.getByRole('region', { name: 'Tools' }));
    expect(tools.getByText(`${order.quantity} × ${order.productName}`, { exact: false })).toBeInTheDocument();
    // One line, so its price is the total.
    expect(tools.getAllByText(`$${order.price}`)).toHaveLength(2);
    expect(tools.getByText('Total')).toBeInTheDocument();
    // The VAT its price held when it was placed, as the server stored it.
    expect(tools.getByText('Includes VAT at 20%').nextSibling).toHaveTextContent(`$${order.tax!.total}`);
    expect(screen.getByRole('button', { name: 'Ship order #1002' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund order #1002' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the admin ships from the page, then it shows Shipped and the message saying so takes the focus, as the Ship button is gone', async () => {
    const user = userEvent.setup();
    const { container } = openOrder(mockShop.orders[1]!._id);
    await user.click(await screen.findByRole('button', { name: 'Ship order #1002' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ship order #1002?' })).getByRole('button', { name: 'Ship' }));
    const message = (await screen.findByText('Order #1002 is marked as shipped.')).closest('[role="status"]');
    await waitFor(() => expect(screen.getByText('Shipped', { selector: '.MuiChip-label' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Ship order #1002' })).not.toBeInTheDocument();
    await waitFor(() => expect(message).toHaveFocus());
    // The page is the user's again once the dialog has finished closing.
    await waitFor(() => expect(container).not.toHaveAttribute('aria-hidden'));
    await expectNoAxeViolations(container);
  });

  it('when the admin refunds from the page, then it shows Refunded, the message takes the focus and nothing more is offered', async () => {
    const user = userEvent.setup();
    openOrder(mockShop.orders[1]!._id);
    await user.click(await screen.findByRole('button', { name: 'Refund order #1002' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Refund \$/ }));
    const message = (await screen.findByText(/^Order #1002 is refunded/)).closest('[role="status"]');
    await waitFor(() => expect(screen.getByText('Refunded', { selector: '.MuiChip-label' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /order #1002$/ })).not.toBeInTheDocument();
    await waitFor(() => expect(message).toHaveFocus());
  });

  it('when no order has the id, then it says so with a way back', async () => {
    openOrder('0193a7d2-5c1e-7b3a-9f00-00000000ffff');
    expect(await screen.findByText('No order with that id.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage All Orders' })).toHaveAttribute('href', '/dashboard/manage-all-orders');
  });

  it('when a customer opens the page, then the admin rule sends them to /login', async () => {
    const { router } = renderApp(`/dashboard/orders/${mockShop.orders[1]!._id}`, { preloadedState: signedInAs(customerFixture) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('when the order fails to load, then Retry loads it', async () => {
    server.use(ordersScenarios.orderServerError);
    const user = userEvent.setup();
    openOrder(mockShop.orders[1]!._id);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order #1002' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Order #1002' })).toHaveFocus());
  });
});
