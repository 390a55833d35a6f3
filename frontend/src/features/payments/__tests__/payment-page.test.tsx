import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { multiLineOrderFixture, refundedOrderFixture } from '../../../testing/fixtures/orders';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { PaymentPage } from '../components/payment-page';
import { ThankYouPage } from '../components/thank-you-page';

const unpaid = () => mockShop.orders[0]!;

const renderPayment = (orderId = unpaid()._id) =>
  renderWithProviders(<PaymentPage />, {
    route: `/dashboard/payment/${orderId}`,
    path: '/dashboard/payment/:id',
    preloadedState: signedInAs(customerFixture),
    extraRoutes: [
      { path: '/dashboard', element: <h1>My Orders</h1> },
      { path: '/orders/:id/thank-you', element: <ThankYouPage /> },
    ],
  });

async function payWith(number: string, { expiry = '12/30', cvc = '123' } = {}) {
  const user = userEvent.setup();
  await enterText(user, await screen.findByRole('textbox', { name: 'Card number' }), number);
  await enterText(user, screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), expiry);
  await enterText(user, screen.getByRole('textbox', { name: 'CVC' }), cvc);
  await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
  return user;
}

describe('the payment screen', () => {
  it('when an unpaid order opens, then its summary and the test provider’s card form show, billed to the user', async () => {
    const { container } = renderPayment();
    expect(await screen.findByText('Hello, Customer Demo')).toBeInTheDocument();
    expect(screen.getByText('$19.98')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name on the card' })).toHaveValue('Customer Demo');
    expect(screen.getByRole('textbox', { name: 'Billing email' })).toHaveValue('customer@handtools.test');
    expect(screen.getByRole('button', { name: 'Pay $19.98' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('when the order is of several tools (the cart’s), then every line shows and the one payment is for the total', async () => {
    const order = multiLineOrderFixture();
    mockShop.orders.unshift(order);
    renderPayment(order._id);
    // Every unit counted, not the lines.
    const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
    expect(await screen.findByText(`${units} tools`)).toBeInTheDocument();
    for (const line of order.lines) expect(screen.getByText(`${line.quantity} × ${line.productName}`)).toBeInTheDocument();
    expect(screen.getByText(`$${order.price}`)).toBeInTheDocument();
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByText('Congratulations! your payment is completed')).toBeInTheDocument();
    expect(screen.getByText(/Your Transaction Id:/)).toBeInTheDocument();
    expect(mockShop.orders[0]).toMatchObject({ _id: order._id, status: 'paid' });
  });

  it('when the customer pays with 4242 4242 4242 4242, then the thank-you page takes the focus with the order’s number, the seed’s congratulations, the transaction id, the lines and the links on', async () => {
    const { router, container } = renderPayment();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());
    await payWith('4242 4242 4242 4242');
    const heading = await screen.findByRole('heading', { level: 1, name: `Thank you! Order #${unpaid().number} is paid` });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.pathname).toBe(`/orders/${unpaid()._id}/thank-you`);
    expect(screen.getByText('Congratulations! your payment is completed')).toBeInTheDocument();
    const transactionId = 'pi_test_0193a7d25c1e7b3a9f000000000e0001';
    expect(screen.getByText(/Your Transaction Id:/)).toHaveTextContent(`Your Transaction Id: ${transactionId}`);
    expect(screen.getByText(/^We emailed a confirmation to/)).toHaveTextContent(`We emailed a confirmation to ${unpaid().email}.`);
    expect(unpaid()).toMatchObject({ status: 'paid', paid: true, transactionId });
    expect(screen.getByText(`${unpaid().quantity} × ${unpaid().productName}`)).toBeInTheDocument();
    expect(screen.getByText('Total paid').nextSibling).toHaveTextContent('$19.98');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Keep shopping' })).toHaveAttribute('href', '/#tools');
    await expectNoAxeViolations(container);
  });

  it('when the thank-you page of a paid order is opened again later, then it names the order by its number with where it stands, and no payment id', async () => {
    const paid = mockShop.orders[1]!;
    const { container } = renderWithProviders(<ThankYouPage />, { route: `/orders/${paid._id}/thank-you`, path: '/orders/:id/thank-you', preloadedState: signedInAs(customerFixture) });
    expect(await screen.findByRole('heading', { level: 1, name: `Thank you! Order #${paid.number} is paid` })).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Not yet shipped')).toBeInTheDocument();
    expect(screen.queryByText(/Your Transaction Id:|pi_test_/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'Your card’s security code is incorrect.'],
    ['4000 0000 0000 0119', 'An error occurred while processing your card. Try again in a little bit.'],
    ['1234 5678 9012 3456', 'Your card number is invalid.'],
  ])('when the card %s is refused, then the provider’s message “%s” shows, the order stays unpaid and the form can be sent again', async (number, message) => {
    renderPayment();
    await payWith(number);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // The result, not the page, has the focus: the button pressed was busy (disabled) meanwhile.
    // It takes the focus in an effect, which may run a moment after the alert is on screen.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(unpaid().status).toBe('unpaid');
    expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  });

  it('when the card is typed without spaces or a slash, then it reads as printed (number pad, autofill hints), and paying with it works', async () => {
    const user = userEvent.setup();
    renderPayment();
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    const expiry = screen.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    const cvc = screen.getByRole('textbox', { name: 'CVC' });
    for (const [field, hint] of [[number, 'cc-number'], [expiry, 'cc-exp'], [cvc, 'cc-csc']] as const) {
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).toHaveAttribute('autocomplete', hint);
    }
    await enterText(user, number, '4242424242424242');
    await enterText(user, expiry, '1234');
    await enterText(user, cvc, '1a2b3');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(expiry).toHaveValue('12/34');
    expect(cvc).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Congratulations! your payment is completed')).toBeInTheDocument();
  });

  it('when the fields are empty or malformed, then each says what is wrong and nothing is sent', async () => {
    let intents = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/create-payment-intent')) intents += 1;
    });
    const user = userEvent.setup();
    renderPayment();
    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Enter your card number')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date')).toBeInTheDocument();
    expect(screen.getByText('Enter the CVC')).toBeInTheDocument();
    await enterText(user, screen.getByRole('textbox', { name: 'Card number' }), '4242');
    await enterText(user, screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '13/30');
    await enterText(user, screen.getByRole('textbox', { name: 'CVC' }), '12');
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('A card number has 12 to 19 digits')).toBeInTheDocument();
    expect(screen.getByText('Write the expiry as MM/YY, like 12/30')).toBeInTheDocument();
    expect(screen.getByText('The CVC is the 3 or 4 digits on the back of the card')).toBeInTheDocument();
    expect(intents).toBe(0);
    server.events.removeAllListeners();
  });

  it('when the payment provider doesn’t answer, then its message shows, the order stays unpaid, and paying again once it is back works', async () => {
    server.use(
      http.post(
        '/create-payment-intent',
        () =>
          HttpResponse.json(problem(502, 'Bad Gateway', 'The payment provider did not answer. Your order is unpaid; please try again.'), {
            status: 502,
            headers: { 'Content-Type': 'application/problem+json' },
          }),
        { once: true },
      ),
    );
    renderPayment();
    const user = await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider did not answer. Your order is unpaid; please try again.');
    expect(unpaid().status).toBe('unpaid');
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Congratulations! your payment is completed')).toBeInTheDocument();
    expect(unpaid().status).toBe('paid');
  });

  it('when Pay is pressed twice quickly, then the card is charged once', async () => {
    let confirmations = 0;
    // The card network answers only once every press is in: on a busy machine a fixed delay ran out
    // first, the form went with the success, and the last press found no field to press in.
    let answer: () => void = () => undefined;
    const everyPressIn = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/payments/test/confirm', async ({ request, response }) => {
        confirmations += 1;
        const { clientSecret } = await request.json();
        await everyPressIn;
        return response(200).json({ paymentIntentId: clientSecret.replace(/_secret_.*$/, ''), status: 'succeeded' });
      }),
    );
    // A pressed-and-busy button ignores pointer events; the second click must still be attempted.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderPayment();
    await enterText(user, await screen.findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await enterText(user, screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
    await enterText(user, screen.getByRole('textbox', { name: 'CVC' }), '123');
    const pay = screen.getByRole('button', { name: /^Pay \$/ });
    await user.click(pay);
    await user.click(pay);
    // Enter in a field submits the form without the button: the guard still holds.
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '{Enter}');
    answer();
    expect(await screen.findByText('Congratulations! your payment is completed')).toBeInTheDocument();
    expect(confirmations).toBe(1);
  });

  it('when the order was cancelled while the card went through, then the refund is said plainly and the card form goes', async () => {
    server.use(scenario('markOrderPaid', 'conflict'));
    const { container } = renderPayment();
    await payWith('4242 4242 4242 4242');
    expect(await screen.findByRole('status')).toHaveTextContent(/^This order was cancelled, so your payment of \$19\.98 has been refunded/);
    expect(screen.queryByRole('button', { name: /^Pay \$/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Congratulations! your payment is completed')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when a refunded order opens, then it says so and asks for nothing', async () => {
    renderPayment(refundedOrderFixture()._id);
    expect(await screen.findByText(/^This order was cancelled, so your payment of \$[\d.]+ has been refunded \(on /)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('when the order is already paid, then nothing more is asked', async () => {
    renderPayment(mockShop.orders[1]!._id);
    expect(await screen.findByText(/There is nothing more to pay/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('when the order was cancelled, then it says it can’t be paid', async () => {
    renderPayment(mockShop.orders[3]!._id);
    expect(await screen.findByText(/This order was cancelled/)).toBeInTheDocument();
  });

  it('when the order can’t be loaded, then the problem and Retry show', async () => {
    renderPayment('0193a7d2-5c1e-7b3a-9f00-00000000ffff');
    expect(await screen.findByText('No order with that id.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['getOrder', 'the order fails to load, then Retry loads it'],
    ['getConfig', 'the shop’s settings fail to load, then Retry brings the card form'],
  ] as const)('when %s: %s and gives the focus to the heading', async (operation, _what) => {
    server.use(scenario(operation, 'serverError'));
    const user = userEvent.setup();
    renderPayment();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());
  });

  it('when the thank-you page’s order fails to load, then Retry loads it and gives the focus to its heading', async () => {
    server.use(scenario('getOrder', 'serverError'));
    const user = userEvent.setup();
    const order = mockShop.orders[1]!;
    renderWithProviders(<ThankYouPage />, { route: `/orders/${order._id}/thank-you`, path: '/orders/:id/thank-you', preloadedState: signedInAs(customerFixture) });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    server.resetHandlers();
    await user.click(retry);
    const heading = await screen.findByRole('heading', { level: 1, name: /^Thank you! Order .* is paid$/ });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('when the shop runs on Stripe, then Stripe’s card form (Stripe.js from js.stripe.com) replaces the test form', async () => {
    server.use(
      http.get('/config', ({ response }) =>
        response(200).json({
          firebase: { apiKey: 'k', authDomain: 'demo-handtools.firebaseapp.com', projectId: 'demo-handtools', emulatorHost: null },
          payments: { provider: 'stripe', publishableKey: 'pk_test_123' },
          orderHoldMinutes: 1440,
          shop: { replyWorkingDays: 1, freeShippingFrom: 1000, pricesIncludeTax: true },
        }),
      ),
    );
    renderPayment();
    // Until Stripe.js has loaded (never, in a test without the internet), Pay waits.
    expect(await screen.findByRole('button', { name: 'Pay $19.98' })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('script[src^="https://js.stripe.com/"]')).not.toBeNull());
  });
});
