import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture } from '../../../testing/fixtures/users';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { http } from '../../../testing/mocks/http';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { renderApp } from '../../../testing/test-utils';
import { signedIn } from '../../session/session-slice';

const [hammer, peen] = [productFixtures[0]!, productFixtures[1]!];
const visitorCart = (lines: Array<{ productId: string; quantity: number }>) => localStorage.setItem('handtools.cart', JSON.stringify(lines));

/** Every merge the mocked server receives, with the lines it carried. */
function recordMerges() {
  const merges: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/cart/merge')) merges.push(await request.clone().json());
  });
  return merges;
}

describe('a visitor’s cart at sign-in', () => {
  it('when the visitor signs in, then the browser’s lines are merged into their server cart once (larger quantity kept) and forgotten here', async () => {
    visitorCart([
      { productId: hammer._id, quantity: 4 },
      { productId: peen._id, quantity: 6 },
    ]);
    mockShop.carts[customerFixture.email] = [{ productId: hammer._id, quantity: 10 }];
    const merges = recordMerges();
    const { store } = renderApp('/cart');
    expect(await screen.findByRole('link', { name: 'Cart, 10 tools' })).toBeInTheDocument();

    store.dispatch(signedIn(sessionFor(customerFixture.email)));
    await waitFor(() => expect(localStorage.getItem('handtools.cart')).toBeNull());
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
    // The page now shows the server's cart.
    expect(within(await screen.findByRole('listitem', { name: hammer.name })).getByText(/quantity 10/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 16 tools' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('when the merge fails, then the browser keeps its lines, the cart says so, and Retry merges them', async () => {
    visitorCart([{ productId: peen._id, quantity: 6 }]);
    server.use(scenario('mergeCart', 'serverError'));
    const user = userEvent.setup();
    const { store } = renderApp('/cart');
    await screen.findByRole('listitem', { name: peen.name });
    store.dispatch(signedIn(sessionFor(customerFixture.email)));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(localStorage.getItem('handtools.cart')).not.toBeNull();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: peen.name })).toBeInTheDocument();
    expect(localStorage.getItem('handtools.cart')).toBeNull();
    expect(mockShop.carts[customerFixture.email]).toEqual([expect.objectContaining({ productId: peen._id, quantity: 6 })]);
  });

  it('when a signed-in shopper has nothing in this browser, then nothing is merged', async () => {
    const merges = recordMerges();
    server.use(http.get('/cart', ({ response }) => response(200).json({ lines: [], total: '0.00' })));
    renderApp('/cart', { preloadedState: { session: { session: sessionFor(customerFixture.email) } } });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(merges).toEqual([]);
    server.events.removeAllListeners();
  });
});
