import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { mockShop, VISITOR_CART } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';
import { signedIn } from '../../../lib/session/session-slice';

// The login page loads Firebase's SDK; this test signs in the way the login form ends, without it
// (src/testing/replace-firebase-auth.ts replaces it).

const [hammer, peen] = [productFixtures[0]!, productFixtures[1]!];
const product = (id: string) => mockShop.products.find((candidate) => candidate._id === id)!;
const signedInCustomer = { preloadedState: signedInAs(customerFixture) };
// The mocked shop starts with orders of its own: the checkout's are the ones not there before.
let before = new Set<string>();
beforeEach(() => {
  before = new Set(mockShop.orders.map((order) => order._id));
});
const newOrders = () => mockShop.orders.filter((order) => !before.has(order._id));

function fillTwoTools() {
  mockShop.carts[customerFixture.email] = [
    { productId: hammer._id, quantity: 4 },
    { productId: peen._id, quantity: 3 },
  ];
}

async function fillDelivery(user: ReturnType<typeof userEvent.setup>) {
  const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
  // Over what the profile filled in (the demo customer saved a phone).
  await user.clear(form.getByRole('textbox', { name: 'Address' }));
  await enterText(user, form.getByRole('textbox', { name: 'Address' }), '14 Mill Lane, Leeds LS1 4AB');
  await user.clear(form.getByRole('textbox', { name: 'Phone' }));
  await enterText(user, form.getByRole('textbox', { name: 'Phone' }), '+44 113 496 0000');
  return form;
}

/** Every request to `path` (an order being placed) the mocked server receives, with its body. */
function recordCheckouts(path = '/api/checkout') {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === path && request.method === 'POST') bodies.push(await request.clone().json());
  });
  return bodies;
}

/** Types a card into the checkout's payment and presses Pay. */
async function payWith(user: ReturnType<typeof userEvent.setup>, number: string) {
  const payment = within(await screen.findByRole('region', { name: 'Payment' }));
  const field = await payment.findByRole('textbox', { name: 'Card number' });
  await user.clear(field);
  await enterText(user, field, number);
  if (!payment.getByRole<HTMLInputElement>('textbox', { name: 'Expiry (MM/YY)' }).value) await enterText(user, payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
  if (!payment.getByRole<HTMLInputElement>('textbox', { name: 'CVC' }).value) await enterText(user, payment.getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(payment.getByRole('button', { name: /^Pay \$/ }));
  return payment;
}

const DECLINED = '4000 0000 0000 0002';
const PAYS = '4242 4242 4242 4242';

describe('checkout: one page, with the payment on it', () => {
  it('when a signed-in shopper’s card is declined and then one pays, then exactly one order of every line is placed, held between the tries, and paid; the thank-you page says where the confirmation went', async () => {
    fillTwoTools();
    const checkouts = recordCheckouts();
    const user = userEvent.setup();
    const { container, router } = renderApp('/checkout', signedInCustomer);
    const summary = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(summary.getByText(`4 × ${hammer.name}`)).toBeInTheDocument();
    expect(summary.getByText(`3 × ${peen.name}`)).toBeInTheDocument();
    expect(summary.getByText('$92.43')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $92.43' })).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await fillDelivery(user);
    const payment = await payWith(user, DECLINED);
    expect(await payment.findByRole('alert')).toHaveTextContent('Your card was declined.');
    // Placed once, held: the page shows the order in place of the form, and stays.
    expect(checkouts).toEqual([{ address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000', country: 'US', shippingMethod: 'standard', expectedTotal: '92.43' }]);
    const order = mockShop.orders[0]!;
    expect(order).toMatchObject({ status: 'unpaid', price: '92.43' });
    expect(router.state.location.pathname).toBe('/checkout');
    expect(await screen.findByText(new RegExp(`Order #${order.number} is placed and its tools are held for you`))).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Delivery details' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Your order' })).getByText(`4 × ${hammer.name}`)).toBeInTheDocument();
    expect(mockShop.carts[customerFixture.email]).toEqual([]);
    await expectNoAxeViolations(container);

    await payWith(user, PAYS);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order._id}/thank-you`));
    expect(await screen.findByRole('heading', { level: 1, name: `Thank you! Order #${order.number} is paid` })).toBeInTheDocument();
    expect(screen.getByText(/We emailed a confirmation to/)).toHaveTextContent(`We emailed a confirmation to ${customerFixture.email}.`);
    expect(checkouts).toHaveLength(1);
    expect(newOrders()).toHaveLength(1);
    expect(newOrders()[0]).toMatchObject({ _id: order._id, status: 'paid', paid: true });
    expect(sessionStorage.getItem('handtools.checkout.held')).toBeNull();
    server.events.removeAllListeners();
  });

  it('when a guest’s card is declined and then one pays, then one guest order of every line is placed and paid, the visitor’s cart lets them go, and its private link opens it paid', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    const bodies = recordCheckouts('/api/guest/checkout');
    const user = userEvent.setup();
    const { container, router } = renderApp('/checkout');
    const summary = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(summary.getByText(`5 × ${peen.name}`)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    // Pay with no email: the delivery's errors show with the card's, and nothing is placed.
    const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    expect(await form.findByText('Enter your email address')).toBeInTheDocument();
    expect(await screen.findByText('Enter your card number')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await enterText(user, form.getByRole('textbox', { name: 'Email' }), 'Ada@Example.com');
    await fillDelivery(user);
    const payment = await payWith(user, DECLINED);
    expect(await payment.findByRole('alert')).toHaveTextContent('Your card was declined.');
    const order = mockShop.orders[0]!;
    expect(bodies).toEqual([
      { email: 'Ada@Example.com', address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000', country: 'US', shippingMethod: 'standard', lines: [{ productId: peen._id, quantity: 5 }], expectedTotal: order.price },
    ]);
    await waitFor(() => expect(mockShop.carts[VISITOR_CART]).toEqual([]));
    // The way back to it later: its own page, by its key.
    expect(screen.getByRole('link', { name: 'your order’s own page' })).toHaveAttribute('href', `/orders/${order._id}#key=${mockShop.guestKeys[order._id]}`);

    await payWith(user, PAYS);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order._id}`));
    expect(router.state.location.hash).toBe(`#key=${mockShop.guestKeys[order._id]}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Thank you! Order #${order.number} is paid` })).toBeInTheDocument();
    expect(screen.getByText(/We emailed a confirmation to ada@example.com/)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(newOrders()).toHaveLength(1);
    expect(newOrders()[0]).toMatchObject({ status: 'paid' });
    server.events.removeAllListeners();
  });

  it('when the page is reloaded after a declined card, then the order it placed is still held there and Pay pays that one', async () => {
    fillTwoTools();
    const checkouts = recordCheckouts();
    const user = userEvent.setup();
    const first = renderApp('/checkout', signedInCustomer);
    await fillDelivery(user);
    await payWith(user, DECLINED);
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    const order = mockShop.orders[0]!;
    first.unmount();

    const { router } = renderApp('/checkout', signedInCustomer);
    expect(await screen.findByText(new RegExp(`Order #${order.number} is placed`))).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $92.43' })).toBeInTheDocument();
    await payWith(user, PAYS);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order._id}/thank-you`));
    expect(checkouts).toHaveLength(1);
    expect(newOrders().map((placed) => [placed._id, placed.status])).toEqual([[order._id, 'paid']]);
    server.events.removeAllListeners();
  });

  it('when address or phone is missing or malformed, then the purchase page’s words say so and nothing is sent', async () => {
    fillTwoTools();
    const checkouts = recordCheckouts();
    const user = userEvent.setup();
    renderApp('/checkout', signedInCustomer);
    const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 113 496 0000'));
    await user.clear(form.getByRole('textbox', { name: 'Phone' }));
    await payWith(user, PAYS);
    expect(await form.findByText('Address is required')).toBeInTheDocument();
    expect(form.getByText('Phone is required')).toBeInTheDocument();
    await enterText(user, form.getByRole('textbox', { name: 'Phone' }), 'call me');
    await payWith(user, PAYS);
    expect(await form.findByText('Enter a phone number like +44 113 496 0000')).toBeInTheDocument();
    expect(checkouts).toEqual([]);
    expect(newOrders()).toEqual([]);
    server.events.removeAllListeners();
  });

  it('when the profile holds an address and phone, then the form starts with them, and what the shopper types instead is sent', async () => {
    fillTwoTools();
    mockShop.profiles.set(customerFixture.email, { ...mockShop.profiles.get(customerFixture.email)!, address: '3 Canal Wharf\nLeeds LS11 5PS' });
    const checkouts = recordCheckouts();
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', signedInCustomer);
    const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('3 Canal Wharf\nLeeds LS11 5PS'));
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 113 496 0000');
    await user.clear(form.getByRole('textbox', { name: 'Phone' }));
    await enterText(user, form.getByRole('textbox', { name: 'Phone' }), '+44 7700 900123');
    await payWith(user, PAYS);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/thank-you$/));
    expect(checkouts).toEqual([{ address: '3 Canal Wharf\nLeeds LS11 5PS', phone: '+44 7700 900123', country: 'US', shippingMethod: 'standard', expectedTotal: '92.43' }]);
    server.events.removeAllListeners();
  });

  it('when a line can’t be reserved any more (409), then the tool is named with why, nothing is ordered or charged, and the cart shows it to fix', async () => {
    fillTwoTools();
    const user = userEvent.setup();
    renderApp('/checkout', signedInCustomer);
    await fillDelivery(user);
    // Someone else bought most of them while the shopper typed.
    product(peen._id).available = 1;
    await payWith(user, PAYS);
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Nothing was ordered: some tools can’t be ordered as they are');
    expect(problem).toHaveTextContent(`${peen.name} (3): Out of stock: 1 left, fewer than its minimum order of ${peen.minimum}. Remove it to check out.`);
    expect(newOrders()).toEqual([]);
    expect(product(hammer._id).available).toBe(hammer.available);

    await user.click(within(problem).getByRole('link', { name: 'Fix your cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(within(await screen.findByRole('listitem', { name: peen.name })).getByText(/Out of stock: 1 left/)).toBeInTheDocument();
  });

  it('when a price changed since the total was shown (409 price_changed), then it says so with the new total, and Pay again orders and pays it', async () => {
    fillTwoTools();
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', signedInCustomer);
    await fillDelivery(user);
    product(hammer._id).price = 10.99;
    await payWith(user, PAYS);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was ordered: prices have changed');
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    expect(await summary.findByText('$96.43')).toBeInTheDocument();
    expect(newOrders()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Pay $96.43' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/thank-you$/));
    expect(newOrders()[0]).toMatchObject({ price: '96.43', status: 'paid' });
  });

  it('when a shopper types their email, address and phone, leaves the checkout and comes back, then what they typed is there again', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    const user = userEvent.setup();
    const first = renderApp('/checkout');
    const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
    await enterText(user, form.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await fillDelivery(user);
    first.unmount();

    renderApp('/checkout');
    const again = within(await screen.findByRole('form', { name: 'Delivery details' }));
    expect(again.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(again.getByRole('textbox', { name: 'Address' })).toHaveValue('14 Mill Lane, Leeds LS1 4AB');
    expect(again.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 113 496 0000');
  });

  it('when a visitor at the checkout chooses to sign in, then they come back to the checkout, and the tools they added are there', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    const { router, store } = renderApp('/cart');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Checkout' }));
    const signIn = await screen.findByRole('link', { name: 'sign in' });
    // Also in the address, for a tap before the page's code has arrived.
    expect(signIn).toHaveAttribute('href', '/login?next=%2Fcheckout');
    await userEvent.setup().click(signIn);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/checkout', search: '', hash: '' } });

    // What the login form does once Firebase and the token exchange have answered.
    store.dispatch(signedIn(sessionFor(customerFixture.email)));
    await router.navigate('/checkout', { replace: true });
    const summary = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(summary.getByText(`5 × ${peen.name}`)).toBeInTheDocument();
    await waitFor(() => expect(mockShop.carts[VISITOR_CART]).toEqual([]));
  });

  it('when the cart fails to load, then Retry loads it and gives the focus to the heading', async () => {
    fillTwoTools();
    server.use(scenario('getCart', 'serverError'));
    const user = userEvent.setup();
    renderApp('/checkout', signedInCustomer);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('form', { name: 'Delivery details' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveFocus());
  });

  it('when the cart is empty, then there is nothing to pay', async () => {
    renderApp('/checkout', signedInCustomer);
    expect(await screen.findByText('Your cart is empty: there is nothing to order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});

describe('Buy Now: the checkout of one tool', () => {
  it('when Buy Now is pressed on a tool’s page with a quantity typed, then the checkout of exactly that tool and quantity opens, and the cart is left as it was', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: hammer._id, quantity: 2 }];
    const bodies = recordCheckouts('/api/guest/checkout');
    const user = userEvent.setup();
    const { router } = renderApp(`/products/${peen._id}`);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await enterText(user, quantity, '12');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ buy: peen._id, quantity: '12' });
    const summary = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(await summary.findByText(`12 × ${peen.name}`)).toBeInTheDocument();
    expect(summary.queryByText(new RegExp(hammer.name))).not.toBeInTheDocument();
    const total = `$${(peen.price * 12).toFixed(2)}`;
    expect(await screen.findByRole('button', { name: `Pay ${total}` })).toBeEnabled();

    const form = within(screen.getByRole('form', { name: 'Delivery details' }));
    await enterText(user, form.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await fillDelivery(user);
    await payWith(user, DECLINED);
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await payWith(user, PAYS);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/orders\//));
    expect(bodies).toEqual([expect.objectContaining({ lines: [{ productId: peen._id, quantity: 12 }], expectedTotal: (peen.price * 12).toFixed(2) })]);
    expect(newOrders()).toHaveLength(1);
    expect(mockShop.carts[VISITOR_CART]).toEqual([{ productId: hammer._id, quantity: 2 }]);
    server.events.removeAllListeners();
  });

  it('when the quantity asked for is past the stock or under the minimum, then it is brought within them and the page says so; a signed-in shopper’s order is that one line', async () => {
    fillTwoTools();
    const bodies = recordCheckouts('/api/order');
    const user = userEvent.setup();
    const { router } = renderApp(`/checkout?buy=${peen._id}&quantity=100000`, signedInCustomer);
    expect(await screen.findByText(`Only ${peen.available} in stock: you can order at most ${peen.available}. The quantity is ${peen.available}.`)).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    expect(await summary.findByText(`${peen.available} × ${peen.name}`)).toBeInTheDocument();
    // Changed here, with the one quantity control: the address follows.
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(await summary.findByText(`${peen.available - 1} × ${peen.name}`)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('quantity')).toBe(String(peen.available - 1));
    await fillDelivery(user);
    await payWith(user, PAYS);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/thank-you$/));
    expect(bodies).toEqual([
      { productId: peen._id, quantity: peen.available - 1, address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000', country: 'US', shippingMethod: 'standard', expectedTotal: (peen.price * (peen.available - 1)).toFixed(2) },
    ]);
    // The cart was not touched.
    expect(mockShop.carts[customerFixture.email]).toEqual([
      { productId: hammer._id, quantity: 4 },
      { productId: peen._id, quantity: 3 },
    ]);
    server.events.removeAllListeners();
  });

  it('when the quantity asked for is under the minimum, then it is the minimum, said so', async () => {
    renderApp(`/checkout?buy=${peen._id}&quantity=1`);
    expect(await screen.findByText(`The minimum order for this tool is ${peen.minimum}. The quantity is ${peen.minimum}.`)).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Your order' })).findByText(`${peen.minimum} × ${peen.name}`)).toBeInTheDocument();
  });

  it('when the tool in the address doesn’t exist, then there is nothing to pay', async () => {
    renderApp('/checkout?buy=not-a-tool&quantity=2');
    expect(await screen.findByText('This tool can’t be found: there is nothing to order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
