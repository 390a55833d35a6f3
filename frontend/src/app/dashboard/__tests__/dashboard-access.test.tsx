import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminFixture, customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, onAPhone, renderApp } from '../../../testing/test-utils';

afterEach(() => vi.unstubAllGlobals());

const sidebarLinks = async () => {
  const nav = await screen.findAllByRole('navigation', { name: 'Dashboard' });
  return within(nav[0]!)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('the dashboard', () => {
  it('when a visitor opens it, then they are sent to log in', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
  });

  it('when a customer opens it, then the sidebar offers My Orders, Add A Review, My Profile and Your Sessions, and My Orders shows', async () => {
    const { container } = renderApp('/dashboard', { preloadedState: signedInAs(customerFixture) });
    expect(await sidebarLinks()).toEqual(['My Orders', 'Add A Review', 'My Profile', 'Your Sessions']);
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the owner opens it, then the sidebar offers the overview, My Profile, Your Sessions and the ten staff screens, and the overview shows', async () => {
    const { router } = renderApp('/dashboard', { preloadedState: signedInAs(adminFixture) });
    expect(await sidebarLinks()).toEqual([
      'Overview',
      'My Profile',
      'Your Sessions',
      'Make Admin',
      'Manage Products',
      'Add A Product',
      'Categories & Brands',
      'Import & Export',
      'Manage All Orders',
      'Audit Trail',
      'Shipping',
      'Business details',
      'Tax',
      'Security',
      'Two-Factor Sign-In',
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['catalogue', ['Manage Products', 'My Profile', 'Your Sessions', 'Add A Product', 'Categories & Brands', 'Import & Export', 'Two-Factor Sign-In'], 'Manage Products'],
    ['fulfilment', ['Manage All Orders', 'My Profile', 'Your Sessions', 'Two-Factor Sign-In'], 'Manage All Orders'],
    ['support', ['Manage All Orders', 'My Profile', 'Your Sessions', 'Two-Factor Sign-In'], 'Manage All Orders'],
  ] as const)('when %s staff open it, then the sidebar offers only their screens and the first one shows', async (role, links, first) => {
    mockShop.users.find((user) => user.email === customerFixture.email)!.role = role;
    renderApp('/dashboard', { preloadedState: signedInAs({ ...customerFixture, role }) });
    expect(await sidebarLinks()).toEqual(links);
    expect(await screen.findByRole('heading', { level: 2, name: first }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('when fulfilment staff open a screen of another role, then they stay signed in and are told it isn’t theirs', async () => {
    mockShop.users.find((user) => user.email === customerFixture.email)!.role = 'fulfilment';
    const { router, store } = renderApp('/dashboard/manage-products', { preloadedState: signedInAs({ ...customerFixture, role: 'fulfilment' }) });
    expect(await screen.findByText(/Your role doesn’t include this screen/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/manage-products');
    expect(store.getState().session.session).not.toBeNull();
  });

  it('when the session still says owner but the server says customer, then the sidebar follows the server', async () => {
    const stale = signedInAs({ ...customerFixture, role: 'owner' });
    renderApp('/dashboard', { preloadedState: stale });
    expect(await sidebarLinks()).toEqual(['My Orders', 'Add A Review', 'My Profile', 'Your Sessions']);
  });

  it.each(['make-admin', 'manage-products', 'add-product', 'manage-all-orders'])(
    'when a customer enters the admin route /dashboard/%s, then they are signed out and sent to /login',
    async (screenPath) => {
      const { router, store } = renderApp(`/dashboard/${screenPath}`, { preloadedState: signedInAs(customerFixture) });
      // The route modules load first (lazily, cold in a test run): allow them time.
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
      await waitFor(() => expect(store.getState().session.session).toBeNull());
      // Signed out after leaving: logging in again doesn't lead back to the refused screen.
      expect(router.state.location.state).toBeNull();
    },
  );

  it('when the role fails to load, then Retry brings My Orders and gives the focus to its heading', async () => {
    server.use(scenario('getAdminStatus', 'serverError'));
    const user = userEvent.setup();
    renderApp('/dashboard', { preloadedState: signedInAs(customerFixture) });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 });
    server.resetHandlers();
    await user.click(retry);
    const heading = await screen.findByRole('heading', { level: 2, name: 'My Orders' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('when the role fails to load on an admin screen, then Retry lets the admin in and gives the focus to the screen’s heading', async () => {
    server.use(scenario('getAdminStatus', 'serverError'));
    const user = userEvent.setup();
    renderApp('/dashboard/make-admin', { preloadedState: signedInAs(adminFixture) });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 });
    server.resetHandlers();
    await user.click(retry);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Make Admin' }, { timeout: 15_000 });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('when a customer opens the phone menu, then the sidebar opens as a drawer and closes on choosing', async () => {
    onAPhone();
    const user = userEvent.setup();
    renderApp('/dashboard', { preloadedState: signedInAs(customerFixture) });
    await user.click(await screen.findByRole('button', { name: 'Open dashboard menu' }));
    const drawer = await screen.findByRole('presentation');
    await user.click(within(drawer).getByRole('link', { name: 'My Profile' }));
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
  });
});
