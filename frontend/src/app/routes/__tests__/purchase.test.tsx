import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { productFixtures } from '../../../testing/fixtures/products';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { RequireAuth } from '../../../lib/session/require-auth';
import { http } from '../../../testing/mocks/http';
import { server } from '../../../testing/mocks/server';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import PurchaseRoute from '../purchase';

const product = productFixtures[0]!;

describe('the purchase page', () => {
  it('when a signed-in customer opens a tool, then its details, rating, the order form and its reviews show', async () => {
    const { container } = renderWithProviders(<PurchaseRoute />, {
      path: '/purchase/:id',
      route: `/purchase/${product._id}`,
      preloadedState: signedInAs(customerFixture),
    });
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByText('5 out of 5 from 1 review')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Order details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews of this tool' })).toBeInTheDocument();
    expect(document.title).toBe(`Buy ${product.name} | Hand Tool Shop`);
    await expectNoAxeViolations(container);
  });

  it('when the tool is sold out, then the page says so and why, and offers no order form', async () => {
    mockShop.products.find((tool) => tool._id === product._id)!.available = 0;
    renderWithProviders(<PurchaseRoute />, { path: '/purchase/:id', route: `/purchase/${product._id}`, preloadedState: signedInAs(customerFixture) });
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Sold out' })).toHaveTextContent('Sold outNone are left to order right now.');
    expect(screen.queryByRole('form', { name: 'Order details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
  });

  it('when the tool does not exist, then the problem’s message and Retry show', async () => {
    renderWithProviders(<PurchaseRoute />, {
      path: '/purchase/:id',
      route: '/purchase/0193a7d2-5c1e-7b3a-9f00-000000000000',
      preloadedState: signedInAs(customerFixture),
    });
    expect(await screen.findByText('No product with that id.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('when the tool fails to load, then Retry brings it and gives the focus to its name', async () => {
    server.use(scenario('getProduct', 'serverError'));
    const user = userEvent.setup();
    renderWithProviders(<PurchaseRoute />, { path: '/purchase/:id', route: `/purchase/${product._id}`, preloadedState: signedInAs(customerFixture) });
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    // Retry went with the error: focus goes to the tool's heading, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: product.name })).toHaveFocus());
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
        preloadedState: signedInAs(customerFixture),
        extraRoutes: [{ path: '/login', element: <h1>Login</h1> }],
      },
    );
    await enterText(user, await screen.findByRole('textbox', { name: 'Address' }), '14 Mill Lane');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 113 496 0000'));
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(store.getState().session.session).toBeNull();
  });
});
