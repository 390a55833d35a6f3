import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { mockShop, VISITOR_CART } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp } from '../../../testing/test-utils';
import { signedIn } from '../../../lib/session/session-slice';

// The login page loads Firebase's SDK; this test signs in the way the login form ends, without it.
vi.mock('../../../lib/session/firebase-auth');

const [hammer, peen] = [productFixtures[0]!, productFixtures[1]!];
const product = (id: string) => mockShop.products.find((candidate) => candidate._id === id)!;
const signedInCustomer = { preloadedState: signedInAs(customerFixture) };

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
  await user.type(form.getByRole('textbox', { name: 'Address' }), '14 Mill Lane, Leeds LS1 4AB');
  await user.clear(form.getByRole('textbox', { name: 'Phone' }));
  await user.type(form.getByRole('textbox', { name: 'Phone' }), '+44 113 496 0000');
  return form;
}

/** Every checkout the mocked server receives, with its body. */
function recordCheckouts() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/checkout')) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('checkout', () => {
  it('when the shopper gives address and phone once and places the order, then one order of every line is placed and its payment page opens', async () => {
    fillTwoTools();
    const checkouts = recordCheckouts();
    const user = userEvent.setup();
    const { container, router } = renderApp('/checkout', signedInCustomer);
    const summary = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(summary.getByText(`4 × ${hammer.name}`)).toBeInTheDocument();
    expect(summary.getByText(`3 × ${peen.name}`)).toBeInTheDocument();
    expect(summary.getByText('$92.43')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    const form = await fillDelivery(user);
    await user.click(form.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/payment\//));
    expect(checkouts).toEqual([{ address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000', expectedTotal: '92.43' }]);
    const order = mockShop.orders[0]!;
    expect(router.state.location.pathname).toBe(`/dashboard/payment/${order._id}`);
    expect(order.lines.map((line) => [line.productName, line.quantity])).toEqual([
      [hammer.name, 4],
      [peen.name, 3],
    ]);
    expect(mockShop.carts[customerFixture.email]).toEqual([]);
    // The existing payment page, for the order's total, with every line.
    expect(await screen.findByText('Hello, Customer Demo')).toBeInTheDocument();
    expect(screen.getByText('7 tools')).toBeInTheDocument();
    expect(screen.getByText(`4 × ${hammer.name}`)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $92.43' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
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
    await user.click(form.getByRole('button', { name: 'Confirm Order' }));
    expect(await form.findByText('Address is required')).toBeInTheDocument();
    expect(form.getByText('Phone is required')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(form.getByRole('button', { name: 'Confirm Order' }));
    expect(await form.findByText('Enter a phone number like +44 113 496 0000')).toBeInTheDocument();
    expect(checkouts).toEqual([]);
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
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '+44 7700 900123');
    await user.click(form.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/payment\//));
    expect(checkouts).toEqual([{ address: '3 Canal Wharf\nLeeds LS11 5PS', phone: '+44 7700 900123', expectedTotal: '92.43' }]);
    server.events.removeAllListeners();
  });

  it('when a line can’t be reserved any more (409), then the tool is named with why, nothing is ordered, and the cart shows it to fix', async () => {
    fillTwoTools();
    const user = userEvent.setup();
    renderApp('/checkout', signedInCustomer);
    const form = await fillDelivery(user);
    // Someone else bought most of them while the shopper typed.
    product(peen._id).available = 1;
    await user.click(form.getByRole('button', { name: 'Confirm Order' }));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Nothing was ordered: some tools can’t be ordered as they are');
    expect(problem).toHaveTextContent(`${peen.name} (3): Out of stock: 1 left, fewer than its minimum order of ${peen.minimum}. Remove it to check out.`);
    expect(mockShop.orders.every((order) => order.lines.length === 1)).toBe(true);
    expect(product(hammer._id).available).toBe(hammer.available);

    await user.click(within(problem).getByRole('link', { name: 'Fix your cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(within(await screen.findByRole('listitem', { name: peen.name })).getByText(/Out of stock: 1 left/)).toBeInTheDocument();
  });

  it('when a price changed since the total was shown (409 price_changed), then it says so with the new total, and placing again orders it', async () => {
    fillTwoTools();
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', signedInCustomer);
    const form = await fillDelivery(user);
    product(hammer._id).price = 10.99;
    await user.click(form.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing was ordered: prices have changed');
    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    expect(await summary.findByText('$96.43')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/payment\//));
    expect(mockShop.orders[0]!.price).toBe('96.43');
  });

  it('when a visitor checks out as a guest with an email, then one guest order of every line is placed, the visitor’s cart lets them go, and the order’s private link opens to pay it', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/guest/checkout')) bodies.push(await request.clone().json());
    });
    const user = userEvent.setup();
    const { container, router } = renderApp('/checkout');
    const summary = within(await screen.findByRole('region', { name: 'Your order' }));
    expect(summary.getByText(`5 × ${peen.name}`)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
    await user.click(form.getByRole('button', { name: 'Confirm Order' }));
    expect(await form.findByText('Enter your email address')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'Ada@Example.com');
    await fillDelivery(user);
    await user.click(form.getByRole('button', { name: 'Confirm Order' }));

    const order = await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/orders\//);
      return mockShop.orders[0]!;
    });
    expect(bodies).toEqual([
      { email: 'Ada@Example.com', address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000', lines: [{ productId: peen._id, quantity: 5 }], expectedTotal: expect.any(String) },
    ]);
    expect(router.state.location.pathname).toBe(`/orders/${order._id}`);
    expect(router.state.location.hash).toBe(`#key=${mockShop.guestKeys[order._id]}`);
    await waitFor(() => expect(mockShop.carts[VISITOR_CART]).toEqual([]));
    expect(await screen.findByRole('heading', { level: 1, name: /is waiting for payment/ })).toBeInTheDocument();
    expect(screen.getByText(/We emailed a confirmation to ada@example.com/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Pay $${order.price}` })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('when a shopper types their email, address and phone, leaves the checkout and comes back, then what they typed is there again', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    const user = userEvent.setup();
    const first = renderApp('/checkout');
    const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
    await user.type(form.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
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
    await userEvent.setup().click(await screen.findByRole('link', { name: 'sign in' }));
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

  it('when the cart is empty, then there is nothing to place', async () => {
    renderApp('/checkout', signedInCustomer);
    expect(await screen.findByText('Your cart is empty: there is nothing to order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
  });
});
