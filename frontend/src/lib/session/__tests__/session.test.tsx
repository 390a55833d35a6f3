import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { http } from '../../../testing/mocks/http';
import { problem } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/test-utils';
import { RequireAuth } from '../require-auth';
import { signOutOfFirebase } from '../firebase-auth';
import { useSignOut } from '../use-sign-out';

// Firebase's sign-in module is replaced whole here (src/testing/replace-firebase-auth.ts).

const signedInState = { session: { session: sessionFor('customer@handtools.test') } };
const loginRoute = { path: '/login', element: <h1>Login page</h1> };

describe('RequireAuth', () => {
  it('when a visitor opens a login-required page, then they go to /login keeping the page as the origin', async () => {
    const { router } = renderWithProviders(
      <RequireAuth>
        <h1>Purchase page</h1>
      </RequireAuth>,
      { path: '/purchase/:id', route: '/purchase/abc?qty=3#reviews', extraRoutes: [loginRoute] },
    );
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/purchase/abc', search: '?qty=3', hash: '#reviews' } });
    // replaced, so Back doesn't return to a page that would bounce the visitor again
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('when a signed-in shopper opens it, then the page shows', () => {
    renderWithProviders(
      <RequireAuth>
        <h1>Purchase page</h1>
      </RequireAuth>,
      { path: '/purchase/:id', route: '/purchase/abc', preloadedState: signedInState, extraRoutes: [loginRoute] },
    );
    expect(screen.getByRole('heading', { name: 'Purchase page' })).toBeInTheDocument();
  });

  it('when used as a layout route, then it renders the child route', () => {
    renderWithProviders(<RequireAuth />, {
      path: '/dashboard',
      route: '/dashboard/my-profile',
      preloadedState: signedInState,
      extraRoutes: [{ path: '/dashboard', element: <RequireAuth />, children: [{ path: 'my-profile', element: <h1>My Profile</h1> }] }],
    });
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });
});

function LogoutButton() {
  const signOut = useSignOut();
  return <Button onClick={() => signOut()}>Logout</Button>;
}

describe('useSignOut', () => {
  beforeEach(() => {
    vi.mocked(signOutOfFirebase).mockClear();
  });

  /** Records each DELETE /session the mocked server sees, with the token it carried. */
  function recordSignOuts(status: 204 | 401 | 503 = 204) {
    const seen: Array<string | null> = [];
    server.use(
      http.delete('/session', ({ request, response }) => {
        seen.push(request.headers.get('Authorization'));
        return status === 204 ? response(204).empty() : response(status).json(problem(status, status === 401 ? 'Unauthorized' : 'Service Unavailable', 'Nope.'));
      }),
    );
    return seen;
  }

  it('when the shopper logs out, then the server ends the session first, then the shop’s session and Firebase’s end too', async () => {
    vi.mocked(signOutOfFirebase).mockResolvedValue();
    const seen = recordSignOuts();
    const { store } = renderWithProviders(<LogoutButton />, { preloadedState: signedInState });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().session.session).toBeNull());
    expect(seen).toEqual([`Bearer ${signedInState.session.session.token}`]);
    await waitFor(() => expect(signOutOfFirebase).toHaveBeenCalledOnce());
  });

  it.each([401, 503] as const)('when the server answers the sign-out with %i, then the shopper is still signed out here', async (status) => {
    vi.mocked(signOutOfFirebase).mockResolvedValue();
    const seen = recordSignOuts(status);
    const { store } = renderWithProviders(<LogoutButton />, { preloadedState: signedInState });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().session.session).toBeNull());
    expect(seen).toHaveLength(1);
    await waitFor(() => expect(signOutOfFirebase).toHaveBeenCalledOnce());
  });

  it('when the network is down, then the shopper is still signed out here', async () => {
    vi.mocked(signOutOfFirebase).mockResolvedValue();
    server.use(http.delete('/session', () => HttpResponse.error()));
    const { store } = renderWithProviders(<LogoutButton />, { preloadedState: signedInState });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().session.session).toBeNull());
  });

  it('when Firebase’s sign-out fails, then the shop’s session is still gone', async () => {
    vi.mocked(signOutOfFirebase).mockRejectedValue(new Error('offline'));
    const { store } = renderWithProviders(<LogoutButton />, { preloadedState: signedInState });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(store.getState().session.session).toBeNull());
  });
});
