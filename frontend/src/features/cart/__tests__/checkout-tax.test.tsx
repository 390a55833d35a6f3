import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { shippingRatesFixture } from '../../../testing/fixtures/shipping';
import { tradeTaxSettingsFixture } from '../../../testing/fixtures/tax';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { renderApp, enterText } from '../../../testing/test-utils';


const [hammer, peen] = [productFixtures[0]!, productFixtures[1]!];
const signedInCustomer = { preloadedState: signedInAs(customerFixture) };

/** 4 hammers and 3 ball-peens, $92.43 of tools, by standard delivery at $14.95. */
function fillTwoTools() {
  mockShop.shipping = shippingRatesFixture();
  mockShop.carts[customerFixture.email] = [
    { productId: hammer._id, quantity: 4 },
    { productId: peen._id, quantity: 3 },
  ];
}

describe('the checkout’s tax', () => {
  it('when prices include VAT, then the summary says how much of the total is VAT, and Pay asks for the total as it was', async () => {
    fillTwoTools();
    renderApp('/checkout', signedInCustomer);
    expect(await screen.findByRole('button', { name: 'Pay $107.38' })).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    // $107.38 × 20/120 = $17.896…
    expect(summary.getByText('Includes VAT at 20%').nextSibling).toHaveTextContent('$17.90');
  });

  it('when the shop’s prices are without VAT, then the summary adds it, Pay asks for the total with it, and the order is placed for that total and shows it', async () => {
    fillTwoTools();
    mockShop.tax = tradeTaxSettingsFixture();
    const totals: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/api/checkout' && request.method === 'POST') totals.push((await request.clone().json()).expectedTotal);
    });
    const user = userEvent.setup();
    renderApp('/checkout', signedInCustomer);
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    // ($92.43 + $14.95) × 20% = $21.476: rounded once, on the whole.
    const pay = await payment.findByRole('button', { name: 'Pay $128.86' });
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    expect(summary.getByText('VAT at 20%').nextSibling).toHaveTextContent('$21.48');

    await enterText(user, screen.getByRole('textbox', { name: 'Address' }), '14 Mill Lane, Leeds LS1 4AB');
    // A trade buyer's VAT number, typed as its certificate shows it.
    await enterText(user, screen.getByRole('textbox', { name: 'VAT number (businesses, optional)' }), 'gb 987 654 321');
    await enterText(user, payment.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await enterText(user, payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
    await enterText(user, payment.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(pay);

    expect(await screen.findByRole('heading', { name: /Thank you/ })).toBeInTheDocument();
    expect(totals).toEqual(['128.86']);
    expect(mockShop.orders[0]).toMatchObject({ price: '128.86', tax: { pricesIncludeTax: false, total: '21.48' }, vatNumber: 'GB987654321' });
    expect(screen.getByText('VAT at 20%').nextSibling).toHaveTextContent('$21.48');
  });

  it('when the VAT number typed is no VAT number, then Pay says how to write it and orders nothing', async () => {
    fillTwoTools();
    const placed: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/checkout') placed.push(request.url);
    });
    const user = userEvent.setup();
    renderApp('/checkout', signedInCustomer);
    const pay = await screen.findByRole('button', { name: 'Pay $107.38' });
    const field = screen.getByRole('textbox', { name: 'VAT number (businesses, optional)' });
    expect(field).toHaveAccessibleDescription('Printed on your invoice. It changes no price.');
    await enterText(user, field, '12345');
    await user.click(pay);
    expect(await screen.findByText('The country’s two letters, then the number, such as GB123456789')).toBeInTheDocument();
    expect(placed).toEqual([]);
  });
});
