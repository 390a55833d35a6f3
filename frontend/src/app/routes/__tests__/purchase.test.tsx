import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../../testing/fixtures/orders';
import { productFixtures } from '../../../testing/fixtures/products';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { RequireAuth } from '../../../lib/session/require-auth';
import { http } from '../../../testing/mocks/http';
import { server } from '../../../testing/mocks/server';
import PurchaseRoute from '../purchase';

const product = productFixtures[0]!;
const session = { token: 'access-token', expiresAt: '2099-01-01T00:00:00.000Z', user: customerFixture };

describe('the purchase page', () => {
  it('when a signed-in customer opens a tool, then its details, rating, the order form and its reviews show', async () => {
    const { container } = renderWithProviders(<PurchaseRoute />, {
      path: '/purchase/:id',
      route: `/purchase/${product._id}`,
      preloadedState: { session: { session } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByText('5 out of 5 from 1 review')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews of this tool' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the tool does not exist, then the problem’s message and Retry show', async () => {
    renderWithProviders(<PurchaseRoute />, {
      path: '/purchase/:id',
      route: '/purchase/0193a7d2-5c1e-7b3a-9f00-000000000000',
      preloadedState: { session: { session } },
    });
    expect(await screen.findByText('No product with that id.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('when the API answers 401 (the session expired), then the shopper is signed out and sent to /login', async () => {
    server.use(
      http.post('/order', ({ response }) =>
        response(401).json({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Your session has expired. Please sign in again.' }),
      ),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <RequireAuth>
        <PurchaseRoute />
      </RequireAuth>,
      {
        path: '/purchase/:id',
        route: `/purchase/${product._id}`,
        preloadedState: { session: { session } },
        extraRoutes: [{ path: '/login', element: <h1>Login</h1> }],
      },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '14 Mill Lane');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+44 113 496 0000');
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().session.session).toBeNull();
  });
});
