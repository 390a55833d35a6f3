import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../../testing/fixtures/orders';
import { productFixtures } from '../../../testing/fixtures/products';
import { http } from '../../../testing/mocks/http';
import { ordersScenarios, placedOrder } from '../../../testing/mocks/orders-handlers';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { PurchaseForm } from '../components/purchase-form';

// The fixture costs $9.99; minimum and stock are set for the quantity rules.
const product = { ...productFixtures[0]!, minimum: 10, available: 25 };

function renderForm() {
  return renderWithProviders(<PurchaseForm product={product} user={customerFixture} />);
}

async function change(user: ReturnType<typeof userEvent.setup>, label: 'Increase by' | 'Decrease by', amount: number) {
  const field = screen.getByRole('spinbutton', { name: label });
  await user.clear(field);
  await user.type(field, String(amount));
  await user.click(screen.getByRole('button', { name: label === 'Increase by' ? 'Increase' : 'Decrease' }));
}

describe('the purchase form', () => {
  it('when it opens, then name and email are the user’s, read-only, and the quantity is the minimum', async () => {
    const { container } = renderForm();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Customer Demo');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByText('10', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Total: $99.90')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the quantity would leave [minimum, available], then the change is refused with a message', async () => {
    const user = userEvent.setup();
    renderForm();
    await change(user, 'Increase by', 16);
    expect(screen.getByRole('alert')).toHaveTextContent('Only 25 in stock: you can order at most 25.');
    await change(user, 'Increase by', 15);
    expect(screen.getByText('25', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Total: $249.75')).toBeInTheDocument();
    await change(user, 'Decrease by', 16);
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum order for this tool is 10.');
    expect(screen.getByText('25', { selector: 'strong' })).toBeInTheDocument();
  });

  it('when address and phone are missing, then the form says so and sends nothing', async () => {
    let sent = false;
    server.use(http.post('/order', ({ response }) => ((sent = true), response(409).json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'x' }))));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('when the order is confirmed, then only product, quantity, address and phone are sent, and the confirmation links to payment', async () => {
    let body: unknown;
    server.use(
      http.post('/order', async ({ request, response }) => {
        const sent = await request.json();
        body = sent;
        return response(201).json(placedOrder(sent)!);
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await change(user, 'Increase by', 2);
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '14 Mill Lane, Leeds');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+44 113 496 0000');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText(`Order placed: 12 × ${product.name} for $119.88.`)).toBeInTheDocument();
    expect(body).toEqual({ productId: product._id, quantity: 12, address: '14 Mill Lane, Leeds', phone: '+44 113 496 0000' });
    expect(screen.getByRole('link', { name: 'Pay now in your dashboard' })).toHaveAttribute('href', expect.stringMatching(/^\/dashboard\/payment\//));
  });

  it('when the server refuses the order, then its message shows and the form keeps what was typed', async () => {
    server.use(ordersScenarios.outOfStock);
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '14 Mill Lane');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+44 113 496 0000');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only 3 left in stock.'));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('14 Mill Lane');
  });
});
