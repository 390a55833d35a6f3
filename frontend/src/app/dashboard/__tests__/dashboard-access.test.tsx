// @vitest-environment jsdom
// jsdom, not happy-dom: onAPhone's matchMedia stands in for the window's only there.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminFixture, customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp } from '../../../testing/test-utils';

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

  it('when a customer opens it, then the sidebar offers My Orders, Add A Review and My Profile, and My Orders shows', async () => {
    const { container } = renderApp('/dashboard', { preloadedState: signedInAs(customerFixture) });
    expect(await sidebarLinks()).toEqual(['My Orders', 'Add A Review', 'My Profile']);
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when an admin opens it, then the sidebar offers the overview, My Profile and the four admin screens, and the overview shows', async () => {
    const { router } = renderApp('/dashboard', { preloadedState: signedInAs(adminFixture) });
    expect(await sidebarLinks()).toEqual(['Overview', 'My Profile', 'Make Admin', 'Manage Products', 'Add A Product', 'Manage All Orders']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('when the session still says admin but the server says customer, then the sidebar follows the server', async () => {
    const stale = signedInAs({ ...customerFixture, role: 'admin' });
    renderApp('/dashboard', { preloadedState: stale });
    expect(await sidebarLinks()).toEqual(['My Orders', 'Add A Review', 'My Profile']);
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
    const user = userEvent.setup();
    renderApp('/dashboard', { preloadedState: signedInAs(customerFixture) });
    await user.click(await screen.findByRole('button', { name: 'Open dashboard menu' }));
    const drawer = await screen.findByRole('presentation');
    await user.click(within(drawer).getByRole('link', { name: 'My Profile' }));
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
  });
});
