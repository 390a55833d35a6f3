import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliveredAbroadOrderFixture, partlyRefundedOrderFixture } from '../../../testing/fixtures/orders';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';

const order = deliveredAbroadOrderFixture();
const [first, second] = order.lines;
const openOrder = () => renderApp(`/dashboard/orders/${order._id}`, { preloadedState: signedInAs(adminFixture) });
const stored = () => mockShop.orders.find((o) => o._id === order._id);

async function openDialog() {
  const user = userEvent.setup();
  const view = openOrder();
  await user.click(await screen.findByRole('button', { name: 'Refund part of order #1008' }));
  return { user, view, dialog: within(await screen.findByRole('dialog', { name: 'Refund part of order #1008' })) };
}

describe('Refunding part of an order, on the admin’s order page', () => {
  beforeEach(() => {
    mockShop.orders.push(deliveredAbroadOrderFixture());
  });

  it('when the admin picks one tool and the delivery, then the button says what goes back, and after the refund the page lists it and offers the rest', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog.getByText(/\$101\.45 is left to refund/)).toBeInTheDocument();
    const units = dialog.getByRole('spinbutton', { name: `${first!.productName}: units` });
    await user.clear(units);
    await enterText(user, units, '1');
    await user.click(dialog.getByRole('checkbox', { name: 'Refund the delivery charge ($29.00)' }));
    expect(dialog.getByRole('button', { name: 'Refund $38.99' })).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('dialog'));

    await user.click(dialog.getByRole('button', { name: 'Refund $38.99' }));

    expect(await screen.findByText(`$38.99 of order #1008 is refunded to ${order.userName}.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByText('Refunded $38.99 of $101.45; $62.46 left.')).toBeInTheDocument();
    expect(within(refunds).getByText(new RegExp(`\\$38\\.99 for 1 × ${first!.productName} \\(back in stock\\) and the delivery charge$`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund the rest of order #1008' })).toBeInTheDocument();
    expect(stored()).toMatchObject({ status: 'paid', refunded: '38.99' });
  });

  it('when the admin asks for more units than are left, or chooses nothing, then the fields say so and nothing is sent', async () => {
    const { user, dialog } = await openDialog();
    const units = dialog.getByRole('spinbutton', { name: `${second!.productName}: units` });
    await user.clear(units);
    await enterText(user, units, String(second!.quantity + 1));
    await user.click(dialog.getByRole('button', { name: /^Refund \$/ }));
    expect(await dialog.findByText(`At most ${second!.quantity} left to refund`)).toBeInTheDocument();
    // Half a unit prices nothing and says why, rather than breaking the dialog.
    await user.clear(units);
    await enterText(user, units, '1.5');
    await user.click(dialog.getByRole('button', { name: 'Refund $0.00' }));
    expect(await dialog.findByText('Units are a whole number, 0 or more')).toBeInTheDocument();
    await user.clear(units);
    await enterText(user, units, '0');
    await user.click(dialog.getByRole('button', { name: 'Refund $0.00' }));
    expect(await dialog.findByText('Choose tools, the delivery charge or an amount to refund')).toBeInTheDocument();
    expect(stored()?.refunds).toEqual([]);
  });

  it('when the admin types an amount, then that is what goes back, and more than is left is refused by the form', async () => {
    const { user, dialog } = await openDialog();
    const amount = dialog.getByRole('textbox', { name: 'Amount to refund' });
    await enterText(user, amount, '101.46');
    await user.click(dialog.getByRole('button', { name: 'Refund $101.46' }));
    expect(await dialog.findByText('At most 101.45 is left to refund')).toBeInTheDocument();
    await user.clear(amount);
    await enterText(user, amount, '5');
    await user.click(dialog.getByRole('button', { name: 'Refund $5.00' }));
    expect(await screen.findByText(`$5.00 of order #1008 is refunded to ${order.userName}.`)).toBeInTheDocument();
    expect(stored()).toMatchObject({ refunded: '5.00', refunds: [expect.objectContaining({ amount: '5.00', lines: [] })] });
  });

  it('when the refund fails on the server, then the dialog says so and Retry refunds it', async () => {
    server.use(ordersScenarios.partRefundServerError);
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('checkbox', { name: 'Refund the delivery charge ($29.00)' }));
    await user.click(dialog.getByRole('button', { name: 'Refund $29.00' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    server.resetHandlers();
    await user.click(dialog.getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText(`$29.00 of order #1008 is refunded to ${order.userName}.`)).toBeInTheDocument();
  });
});

describe('A partly refunded order', () => {
  beforeEach(() => {
    mockShop.orders.push(partlyRefundedOrderFixture());
  });

  it('when the admin refunds the rest, then the confirmation names what is left and the order ends refunded', async () => {
    const user = userEvent.setup();
    openOrder();
    await user.click(await screen.findByRole('button', { name: 'Refund the rest of order #1008' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/^The rest of #1008 is refunded: \$91\.46 goes back/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Refund $91.46' }));
    expect(await screen.findByText(`Order #1008 is refunded: $91.46 goes back to ${order.userName}.`)).toBeInTheDocument();
    await waitFor(() => expect(stored()).toMatchObject({ status: 'refunded', refunded: '101.45' }));
  });
});
