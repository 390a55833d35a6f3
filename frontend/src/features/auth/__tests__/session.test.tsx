import Button from '@mui/material/Button';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { renderWithProviders } from '../../../testing/test-utils';
import { RequireAuth } from '../components/require-auth';
import { signOutOfFirebase } from '../firebase-auth';
import { useSignOut } from '../use-sign-out';

vi.mock('../firebase-auth');

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
  it('when the shopper logs out, then the shop’s session ends and Firebase is signed out too', async () => {
    vi.mocked(signOutOfFirebase).mockResolvedValue();
    const { store } = renderWithProviders(<LogoutButton />, { preloadedState: signedInState });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().session.session).toBeNull();
    await waitFor(() => expect(signOutOfFirebase).toHaveBeenCalledOnce());
  });

  it('when Firebase’s sign-out fails, then the shop’s session is still gone', async () => {
    vi.mocked(signOutOfFirebase).mockRejectedValue(new Error('offline'));
    const { store } = renderWithProviders(<LogoutButton />, { preloadedState: signedInState });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().session.session).toBeNull();
  });
});
