import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../../testing/fixtures/orders';
import { productFixtures } from '../../../testing/fixtures/products';
import { signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { ordersScenarios, placedOrder } from '../../../testing/mocks/orders-handlers';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { PurchaseForm } from '../components/purchase-form';

// The fixture costs $9.99; minimum and stock are set for the quantity rules.
const product = { ...productFixtures[0]!, minimum: 10, available: 25 };

function renderForm(forProduct = product) {
  return renderWithProviders(<PurchaseForm product={forProduct} user={customerFixture} />, {
    path: '/purchase/:id',
    route: `/purchase/${forProduct._id}`,
    preloadedState: signedInAs(customerFixture),
    extraRoutes: [{ path: '/dashboard/payment/:id', element: <h1>Payment</h1> }],
  });
}

/** What the demo customer's profile filled in, replaced by what this shopper types. */
async function typeDelivery(user: ReturnType<typeof userEvent.setup>, address: string, phone: string) {
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 113 496 0000'));
  await enterText(user, screen.getByRole('textbox', { name: 'Address' }), address);
  await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
  await enterText(user, screen.getByRole('textbox', { name: 'Phone' }), phone);
}

const quantityField = () => screen.getByRole('textbox', { name: 'Quantity' });

describe('the purchase form', () => {
  it('when it opens, then name and email are the user’s, read-only, the quantity is the minimum, and the saved phone is filled in', async () => {
    const { container } = renderForm();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Customer Demo');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(quantityField()).toHaveValue('10');
    expect(quantityField()).toHaveAttribute('inputmode', 'numeric');
    expect(quantityField()).toHaveAccessibleDescription('10 to 25');
    expect(screen.getByText('Total: $99.90')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 113 496 0000'));
    await expectNoAxeViolations(container);
  });

  it('when a quantity is typed or stepped outside [minimum, available], then the seed’s words say why, no total shows and Confirm Order waits', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(quantityField());
    await enterText(user, quantityField(), '26');
    expect(screen.getByRole('alert')).toHaveTextContent('Only 25 in stock: you can order at most 25.');
    expect(quantityField()).toHaveAccessibleDescription('Only 25 in stock: you can order at most 25.');
    expect(screen.getByText('Total: —')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
    await user.clear(quantityField());
    await enterText(user, quantityField(), '25');
    expect(screen.getByText('Total: $249.75')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // + stops at the stock and − at the minimum: no step leads out of the bounds.
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.clear(quantityField());
    await enterText(user, quantityField(), '10');
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantityField()).toHaveValue('11');
    expect(screen.getByText('Total: $109.89')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
  });

  it('when a quantity under the minimum is typed and then stepped, then the field and the total agree whatever the mix', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.clear(quantityField());
    await enterText(user, quantityField(), '3');
    expect(screen.getByText('Total: —')).toBeInTheDocument();
    // Under the minimum, − has nowhere to go; + goes to the minimum, and the total follows.
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantityField()).toHaveValue('10');
    expect(screen.getByText('Total: $99.90')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toBeEnabled();
    // Above the stock, − comes back to it.
    await user.clear(quantityField());
    await enterText(user, quantityField(), '30');
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(quantityField()).toHaveValue('25');
    expect(screen.getByText('Total: $249.75')).toBeInTheDocument();
    // The same number typed again is the same quantity.
    await user.clear(quantityField());
    await enterText(user, quantityField(), '25');
    expect(screen.getByText('Total: $249.75')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when address and phone are missing, then the form says so and sends nothing', async () => {
    let sent = false;
    server.use(http.post('/order', ({ response }) => ((sent = true), response(409).json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'x' }))));
    const user = userEvent.setup();
    renderForm();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 113 496 0000'));
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('when the order is confirmed, then only product, quantity, address and phone are sent, and the order’s payment page opens', async () => {
    let body: unknown;
    server.use(
      http.post('/order', async ({ request, response }) => {
        const sent = await request.json();
        body = sent;
        return response(201).json(placedOrder(sent)!);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await typeDelivery(user, '14 Mill Lane, Leeds', '+44 113 496 0001');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(body).toEqual({ productId: product._id, quantity: 12, address: '14 Mill Lane, Leeds', phone: '+44 113 496 0001' });
    expect(router.state.location.pathname).toMatch(/^\/dashboard\/payment\//);
  });

  it('when the server refuses the order, then its message shows and the form keeps what was typed', async () => {
    server.use(ordersScenarios.outOfStock);
    const user = userEvent.setup();
    renderForm();
    await typeDelivery(user, '14 Mill Lane', '+44 113 496 0000');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only 3 left in stock.'));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('14 Mill Lane');
  });

  it('when the tool is sold out (none left, or fewer than its minimum), then it says so and why, with no order form', async () => {
    renderForm({ ...product, available: 0 });
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText('None are left to order right now.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the other tools' })).toHaveAttribute('href', '/#tools');
  });

  it('when fewer are left than the minimum order, then the page says how many are left and what the minimum is', () => {
    renderForm({ ...product, available: 4 });
    expect(screen.getByRole('status', { name: 'Sold out' })).toHaveTextContent('Sold outOnly 4 left, fewer than its minimum order of 10, so it can’t be ordered right now.');
    expect(screen.queryByRole('form', { name: 'Order details' })).not.toBeInTheDocument();
  });
});
