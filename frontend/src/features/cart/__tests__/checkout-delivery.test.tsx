import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { shippingRatesFixture } from '../../../testing/fixtures/shipping';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';


const [hammer, peen] = [productFixtures[0]!, productFixtures[1]!];
const signedInCustomer = { preloadedState: signedInAs(customerFixture) };

/** 4 hammers of 700 g and 3 ball-peens of 1 kg: $92.43 of tools, 5.8 kg packed. */
function fillTwoTools() {
  mockShop.shipping = shippingRatesFixture();
  mockShop.carts[customerFixture.email] = [
    { productId: hammer._id, quantity: 4 },
    { productId: peen._id, quantity: 3 },
  ];
}

function recordCheckouts() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/checkout' && request.method === 'POST') bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('the checkout’s delivery', () => {
  it('when the shop charges by weight, then the delivery methods show their prices for these tools, the summary adds the chosen one, and Pay asks for that total', async () => {
    fillTwoTools();
    const { container } = renderApp('/checkout', signedInCustomer);
    const methods = within(await screen.findByRole('radiogroup', { name: 'Delivery method' }));
    // Cheapest first; the cheapest that delivers is chosen, collection only offered.
    expect(methods.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Collect from the workshop Free',
      'Standard delivery $14.95',
      'Express, next working day $34.95',
    ]);
    expect(methods.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    expect(summary.getByText('Subtotal')).toBeInTheDocument();
    expect(summary.getByText('Delivery: Standard delivery')).toBeInTheDocument();
    expect(summary.getByText('$107.38')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $107.38' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await userEvent.setup().click(methods.getByRole('radio', { name: /Collect from the workshop/ }));
    expect(await screen.findByRole('button', { name: 'Pay $92.43' })).toBeInTheDocument();
    expect(summary.queryByText('Subtotal')).not.toBeInTheDocument();
  });

  it('when the shopper sends the order to Canada, then its method and price apply, and the order is placed with the country, the method and the total seen', async () => {
    fillTwoTools();
    const checkouts = recordCheckouts();
    const user = userEvent.setup();
    renderApp('/checkout', signedInCustomer);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'Canada');
    const methods = within(await screen.findByRole('radiogroup', { name: 'Delivery method' }));
    expect(await methods.findByRole('radio', { name: 'Tracked to Canada $29.00' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Pay $121.43' })).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Delivery details' }));
    await user.clear(form.getByRole('textbox', { name: 'Address' }));
    await enterText(user, form.getByRole('textbox', { name: 'Address' }), '200 Bay Street, Toronto ON M5J 2J1');
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    await enterText(user, payment.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await enterText(user, payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
    await enterText(user, payment.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(payment.getByRole('button', { name: 'Pay $121.43' }));
    expect(await screen.findByRole('heading', { name: /Thank you/ })).toBeInTheDocument();
    expect(checkouts).toEqual([expect.objectContaining({ country: 'CA', shippingMethod: 'tracked-canada', expectedTotal: '121.43' })]);
    expect(mockShop.orders[0]).toMatchObject({ subtotal: '92.43', shipping: { method: 'tracked-canada', price: '29.00' }, country: 'CA', price: '121.43' });
  });

  it('when the delivery’s price changed since the shopper saw it, then nothing is ordered, the page says so and Pay asks the new total', async () => {
    fillTwoTools();
    const user = userEvent.setup();
    renderApp('/checkout', signedInCustomer);
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    expect(await payment.findByRole('button', { name: 'Pay $107.38' })).toBeInTheDocument();
    mockShop.shipping.zones[0]!.methods[0]!.bands![1]!.price = '16.95';
    await enterText(user, screen.getByRole('textbox', { name: 'Address' }), '14 Mill Lane, Leeds LS1 4AB');
    await enterText(user, payment.getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await enterText(user, payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
    await enterText(user, payment.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(payment.getByRole('button', { name: 'Pay $107.38' }));
    expect(await screen.findByText('Nothing was ordered: prices have changed')).toBeInTheDocument();
    expect(await payment.findByRole('button', { name: 'Pay $109.38' })).toBeInTheDocument();
    expect(mockShop.orders.filter((order) => order.shipping !== null)).toEqual([]);
  });

  it('when the shop doesn’t deliver these tools to the country chosen, then it says so and Pay waits for another', async () => {
    fillTwoTools();
    mockShop.shipping.zones[1]!.methods = [{ id: 'light-canada', name: 'Letter post', kind: 'weight', bands: [{ upToGrams: 500, price: '5.00' }], freeFrom: null }];
    const user = userEvent.setup();
    renderApp('/checkout', signedInCustomer);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'Canada');
    expect(await screen.findByText('We can’t deliver these tools to Canada. Choose another country, or contact the shop.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  });

  it('when the delivery can’t be worked out, then it says so with Retry, which tries again', async () => {
    fillTwoTools();
    server.use(scenario('quoteShipping', 'serverError'));
    renderApp('/checkout', signedInCustomer);
    expect(await screen.findByText('We couldn’t work out the delivery. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    server.resetHandlers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radiogroup', { name: 'Delivery method' })).toBeInTheDocument();
  });
});

describe('the cart’s delivery estimate', () => {
  it('when the shop charges by weight, then the cart estimates delivering it home by the cheapest method that sends it, what the order comes to with the VAT in it, and leaves the choice to the checkout', async () => {
    fillTwoTools();
    const { container } = renderApp('/cart', signedInCustomer);
    expect(
      await screen.findByText('Delivery to United States: Standard delivery, $14.95. Choose how at the checkout. With delivery: $107.38, of which $17.90 is VAT.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the shopper picks another country in the cart, then the estimate is for sending it there, and the checkout starts from that country', async () => {
    fillTwoTools();
    const user = userEvent.setup();
    const { unmount } = renderApp('/cart', signedInCustomer);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Deliver to' }), 'CA');
    // Abroad: no VAT on it, and the prices as shown (the shop's default for exports).
    expect(await screen.findByText('Delivery to Canada: Tracked to Canada, $29.00. Choose how at the checkout. With delivery: $121.43.')).toBeInTheDocument();
    unmount();

    renderApp('/checkout', signedInCustomer);
    const methods = within(await screen.findByRole('radiogroup', { name: 'Delivery method' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('CA');
    expect(methods.getByRole('radio', { name: /Tracked to Canada/ })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Pay $121.43' })).toBeInTheDocument();
  });
});
