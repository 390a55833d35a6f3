// Pay's order is placed with one Idempotency-Key per attempt: when the answer is lost on the way
// (the server placed the order, the browser never heard), Pay again sends the same request with
// the same key and gets that order back, so one order is placed and paid. A changed request is a
// new attempt with a new key.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { mockShop, VISITOR_CART } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { renderApp, enterText } from '../../../testing/test-utils';

const [hammer, peen] = [productFixtures[0]!, productFixtures[1]!];
const signedInCustomer = { preloadedState: signedInAs(customerFixture) };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let before = new Set<string>();
beforeEach(() => {
  before = new Set(mockShop.orders.map((order) => order._id));
});
afterEach(() => server.events.removeAllListeners());
const newOrders = () => mockShop.orders.filter((order) => !before.has(order._id));

/** The Idempotency-Key of every request to `path` the mocked server receives. */
function recordKeys(path: string) {
  const keys: Array<string | null> = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path && request.method === 'POST') keys.push(request.headers.get('Idempotency-Key'));
  });
  return keys;
}

/** The next order-creating request reaches the shop, which places the order; its answer never comes back. */
function loseTheNextAnswer(path: '/checkout' | '/guest/checkout') {
  server.use(
    http.post(
      path,
      async ({ request }) => {
        // This handler is used up: the request goes on to the mocked shop's own.
        await fetch(request);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}

async function fillDelivery(user: ReturnType<typeof userEvent.setup>, email?: string) {
  const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
  if (email) await enterText(user, form.getByRole('textbox', { name: 'Email' }), email);
  await user.clear(form.getByRole('textbox', { name: 'Address' }));
  await enterText(user, form.getByRole('textbox', { name: 'Address' }), '14 Mill Lane, Leeds LS1 4AB');
  await user.clear(form.getByRole('textbox', { name: 'Phone' }));
  await enterText(user, form.getByRole('textbox', { name: 'Phone' }), '+44 113 496 0000');
}

async function payWith(user: ReturnType<typeof userEvent.setup>, number: string) {
  const payment = within(await screen.findByRole('region', { name: 'Payment' }));
  const field = await payment.findByRole('textbox', { name: 'Card number' });
  await user.clear(field);
  await enterText(user, field, number);
  if (!payment.getByRole<HTMLInputElement>('textbox', { name: 'Expiry (MM/YY)' }).value) await enterText(user, payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
  if (!payment.getByRole<HTMLInputElement>('textbox', { name: 'CVC' }).value) await enterText(user, payment.getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(payment.getByRole('button', { name: /^Pay \$/ }));
}

const PAYS = '4242 4242 4242 4242';

describe('checkout: an answer lost on the way', () => {
  it('when a signed-in shopper’s order is placed but its answer is lost, then Pay again sends the same key, gets that order and pays it: one order', async () => {
    mockShop.carts[customerFixture.email] = [{ productId: hammer._id, quantity: 4 }];
    const keys = recordKeys('/api/checkout');
    loseTheNextAnswer('/checkout');
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', signedInCustomer);
    await fillDelivery(user);
    await payWith(user, PAYS);
    expect(await screen.findByText('We couldn’t reach the shop. Check your connection and try again.')).toBeInTheDocument();
    expect(newOrders()).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    const order = newOrders()[0]!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order._id}/thank-you`));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(newOrders().map((placed) => [placed._id, placed.status])).toEqual([[order._id, 'paid']]);
    expect(mockShop.products.find((tool) => tool._id === hammer._id)!.available).toBe(hammer.available - 4);
  });

  it('when a guest’s answer is lost and they leave the checkout and come back, then Pay with the same details sends the same key and pays the one order', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    const keys = recordKeys('/api/guest/checkout');
    loseTheNextAnswer('/guest/checkout');
    const user = userEvent.setup();
    const first = renderApp('/checkout');
    await fillDelivery(user, 'ada@example.com');
    await payWith(user, PAYS);
    expect(await screen.findByText('We couldn’t reach the shop. Check your connection and try again.')).toBeInTheDocument();
    first.unmount();

    const { router } = renderApp('/checkout');
    // What was typed is still there; Pay sends the same request.
    expect(within(await screen.findByRole('form', { name: 'Delivery details' })).getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await payWith(user, PAYS);
    const order = newOrders()[0]!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order._id}`));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(newOrders().map((placed) => placed.status)).toEqual(['paid']);
  });

  it('when the details change after a refusal, then the next Pay is a new attempt with a new key', async () => {
    mockShop.carts[customerFixture.email] = [{ productId: hammer._id, quantity: 4 }];
    const keys = recordKeys('/api/checkout');
    server.use(http.post('/checkout', ({ response }) => response(429).json({ type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'Too many orders; try again in a minute.' }), { once: true }));
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', signedInCustomer);
    await fillDelivery(user);
    await payWith(user, PAYS);
    expect(await screen.findByText('Too many orders; try again in a minute.')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Delivery details' }));
    await enterText(user, form.getByRole('textbox', { name: 'Address' }), ', Flat 2');
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/thank-you$/));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(newOrders()).toHaveLength(1);
  });
});
