import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paidOutsideShopOrderFixture } from '../../../testing/fixtures/orders';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';

const order = paidOutsideShopOrderFixture();
const openOrder = () => renderApp(`/dashboard/orders/${order._id}`, { preloadedState: signedInAs(adminFixture) });
const recordButton = () => screen.findByRole('button', { name: 'Record refund made outside the shop for order #1007' });

beforeEach(() => {
  mockShop.orders.push(paidOutsideShopOrderFixture());
});

describe('An order paid outside the shop, on the admin’s order page', () => {
  it('when it is opened, then it offers to record a refund made outside the shop, not a refund through the provider', async () => {
    const { container } = openOrder();
    expect(await recordButton()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund order #1007' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the admin records the refund without saying how the money went back, then the note asks for it and nothing is sent', async () => {
    const user = userEvent.setup();
    openOrder();
    await user.click(await recordButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Record a refund made outside the shop for order #1007?' }));
    expect(dialog.getByText(/was not paid through the shop/)).toBeInTheDocument();
    expect(dialog.getByText(/The tools have shipped, so the stock stays as it is\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: `Record refund of $${order.price}` }));
    expect(await dialog.findByText('Say how the money went back, for the audit trail')).toBeInTheDocument();
    expect(mockShop.orders.find((o) => o._id === order._id)?.status).toBe('shipped');
  });

  it('when the admin records it with a note, then the order shows Refunded, the message takes the focus and nothing more is offered', async () => {
    const user = userEvent.setup();
    const { container } = openOrder();
    await user.click(await recordButton());
    const dialog = within(await screen.findByRole('dialog'));
    await enterText(user, dialog.getByRole('textbox', { name: 'How the money went back' }), 'Bank transfer R-1007');
    await user.click(dialog.getByRole('button', { name: `Record refund of $${order.price}` }));
    const message = (await screen.findByText(`Order #1007 is recorded as refunded outside the shop: $${order.price} went back to ${order.userName}.`)).closest('[role="status"]');
    await waitFor(() => expect(screen.getByText('Refunded', { selector: '.MuiChip-label' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /order #1007$/ })).not.toBeInTheDocument();
    await waitFor(() => expect(message).toHaveFocus());
    await expectNoAxeViolations(container);
  });

  it('when recording fails on the server, then the dialog says so and Retry records it', async () => {
    server.use(ordersScenarios.outsideRefundServerError);
    const user = userEvent.setup();
    openOrder();
    await user.click(await recordButton());
    const dialog = within(await screen.findByRole('dialog'));
    await enterText(user, dialog.getByRole('textbox', { name: 'How the money went back' }), 'Cash at the counter');
    await user.click(dialog.getByRole('button', { name: `Record refund of $${order.price}` }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    server.resetHandlers();
    await user.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Order #1007 is recorded as refunded outside the shop/)).toBeInTheDocument();
  });
});
