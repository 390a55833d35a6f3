// Mock mode swaps Firebase for mock-identity.ts; this runs the app's real screens on it, as
// `npm run dev:mock` does, against the same mocked API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockShop } from '../../mocks/mock-shop';
import { renderApp, enterText } from '../../test-utils';
import { signOutOfFirebase, updateDisplayName } from '../mock-identity';

vi.mock('../../../lib/session/firebase-auth', () => import('../mock-identity'));

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await enterText(user, await screen.findByRole('textbox', { name: 'Email' }, { timeout: 15_000 }), email);
  await enterText(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('mock mode', () => {
  it('when the demo admin logs in, then the admin dashboard opens on the overview', async () => {
    const { router, store } = renderApp('/login');
    await logIn('admin@handtools.test', 'Admin#2026');
    await waitFor(() => expect(store.getState().session.session?.user.role).toBe('owner'));
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Overview' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('when the password is wrong, then the login form says so and nobody is signed in', async () => {
    const { store } = renderApp('/login');
    await logIn('customer@handtools.test', 'not-it');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(store.getState().session.session).toBeNull();
  });

  it('when someone registers, then they become a customer of the mocked shop under their name', async () => {
    const { store } = renderApp('/register');
    const user = userEvent.setup();
    await enterText(user, await screen.findByRole('textbox', { name: 'Name' }, { timeout: 15_000 }), 'Ada Joiner');
    await enterText(user, screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await enterText(user, screen.getByLabelText(/^Password/), 'chisel-77');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.getState().session.session?.user).toMatchObject({ name: 'Ada Joiner', role: 'customer' }));
    expect(mockShop.users.some((account) => account.email === 'ada@example.com')).toBe(true);
  });

  it('when "Continue with Google" is used, then an account is picked from the demo accounts', async () => {
    const { store } = renderApp('/login');
    const user = userEvent.setup();
    // jsdom has no <dialog> methods; the chooser only needs them to open and close.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
    await user.click(await screen.findByRole('button', { name: /google/i }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose an account' });
    await user.click(within(chooser).getByRole('button', { name: /Priya Shah/ }));
    await waitFor(() => expect(store.getState().session.session?.user.email).toBe('priya@handtools.test'));
  });

  it('when a name is changed after a reload, then proof is asked for, and the password gives it', async () => {
    await signOutOfFirebase();
    await expect(updateDisplayName('customer@handtools.test', 'C. Demo')).rejects.toThrow('Confirm it’s you');
    await expect(updateDisplayName('customer@handtools.test', 'C. Demo', { password: 'wrong' })).rejects.toThrow('Wrong email or password.');
    const renamed = await updateDisplayName('customer@handtools.test', 'C. Demo', { password: 'Customer#2026' });
    expect(renamed.idToken).toBe('mock-id-token:customer@handtools.test:C.%20Demo');
    await expect(updateDisplayName('customer@handtools.test', 'Cee Demo')).resolves.toMatchObject({ email: 'customer@handtools.test' });
  });
});
