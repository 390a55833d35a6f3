import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture } from '../../../testing/fixtures/users';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { http } from '../../../testing/mocks/http';
import { mockShop, VISITOR_CART } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/test-utils';
import { signedIn } from '../../session/session-slice';

const [hammer, peen] = [productFixtures[0]!, productFixtures[1]!];
const visitorCart = (lines: Array<{ productId: string; quantity: number }>) => (mockShop.carts[VISITOR_CART] = lines);
const visitorLines = () => (mockShop.carts[VISITOR_CART] ?? []).map(({ productId, quantity }) => ({ productId, quantity }));
/** Lines kept in localStorage by the app before the visitor's cart was the server's. */
const keptByOldApp = (lines: Array<{ productId: string; quantity: number }>) => localStorage.setItem('handtools.cart', JSON.stringify(lines));

/** Every merge the mocked server receives, with the lines it carried. */
function recordMerges() {
  const merges: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/cart/merge')) merges.push(await request.clone().json());
  });
  return merges;
}

describe('a visitor’s cart at sign-in', () => {
  it('when the visitor signs in, then their cart is merged into their own once (larger quantity kept) and emptied', async () => {
    visitorCart([
      { productId: hammer._id, quantity: 4 },
      { productId: peen._id, quantity: 6 },
    ]);
    mockShop.carts[customerFixture.email] = [{ productId: hammer._id, quantity: 10 }];
    const merges = recordMerges();
    const { store } = renderApp('/cart');
    expect(await screen.findByRole('link', { name: 'Cart, 10 items' })).toBeInTheDocument();

    store.dispatch(signedIn(sessionFor(customerFixture.email)));
    await waitFor(() => expect(visitorLines()).toEqual([]));
    expect(merges).toEqual([
      {
        lines: [
          { productId: hammer._id, quantity: 4 },
          { productId: peen._id, quantity: 6 },
        ],
      },
    ]);
    expect(mockShop.carts[customerFixture.email]).toEqual([
      expect.objectContaining({ productId: hammer._id, quantity: 10 }),
      expect.objectContaining({ productId: peen._id, quantity: 6 }),
    ]);
    // The page now shows the shopper's cart.
    expect(within(await screen.findByRole('listitem', { name: hammer.name })).getByText(/quantity 10/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 16 items' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('when the merge fails, then the visitor’s cart keeps its lines, the cart says so, and Retry merges them', async () => {
    visitorCart([{ productId: peen._id, quantity: 6 }]);
    server.use(scenario('mergeCart', 'serverError'));
    const user = userEvent.setup();
    const { store } = renderApp('/cart');
    await screen.findByRole('listitem', { name: peen.name });
    store.dispatch(signedIn(sessionFor(customerFixture.email)));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(visitorLines()).toEqual([{ productId: peen._id, quantity: 6 }]);

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: peen.name })).toBeInTheDocument();
    await waitFor(() => expect(visitorLines()).toEqual([]));
    expect(mockShop.carts[customerFixture.email]).toEqual([expect.objectContaining({ productId: peen._id, quantity: 6 })]);
  });

  it('when a signed-in shopper has no visitor’s cart, then nothing is merged', async () => {
    const merges = recordMerges();
    server.use(http.get('/cart', ({ response }) => response(200).json({ lines: [], total: '0.00' })));
    renderApp('/cart', { preloadedState: { session: { session: sessionFor(customerFixture.email) } } });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(merges).toEqual([]);
    server.events.removeAllListeners();
  });
});

describe('lines this browser kept before the cart was the server’s', () => {
  it('when a visitor comes back, then they move into the visitor’s cart (larger quantity kept, a sold-out tool dropped) and are forgotten here', async () => {
    keptByOldApp([
      { productId: hammer._id, quantity: 12 },
      { productId: peen._id, quantity: peen.minimum },
    ]);
    visitorCart([{ productId: hammer._id, quantity: 20 }]);
    mockShop.products.find((product) => product._id === peen._id)!.available = 0;
    renderApp('/cart');
    await waitFor(() => expect(localStorage.getItem('handtools.cart')).toBeNull());
    expect(visitorLines()).toEqual([{ productId: hammer._id, quantity: 20 }]);
    expect(await screen.findByRole('link', { name: 'Cart, 20 items' })).toBeInTheDocument();
  });

  it('when the server can’t be reached, then they stay here for the next visit', async () => {
    keptByOldApp([{ productId: hammer._id, quantity: 12 }]);
    server.use(scenario('setVisitorCartLine', 'serverError'));
    renderApp('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    await waitFor(() => expect(visitorLines()).toEqual([]));
    expect(localStorage.getItem('handtools.cart')).not.toBeNull();
  });

  it('when a signed-in shopper comes back, then they are merged into the shopper’s cart and forgotten here', async () => {
    keptByOldApp([{ productId: peen._id, quantity: 6 }]);
    renderApp('/cart', { preloadedState: { session: { session: sessionFor(customerFixture.email) } } });
    await waitFor(() => expect(localStorage.getItem('handtools.cart')).toBeNull());
    expect(mockShop.carts[customerFixture.email]).toEqual([expect.objectContaining({ productId: peen._id, quantity: 6 })]);
    expect(await screen.findByRole('link', { name: 'Cart, 6 items' })).toBeInTheDocument();
  });
});
