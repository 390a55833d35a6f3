import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authScenarios, sessionFor } from '../../../testing/mocks/auth-handlers';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations } from '../../../testing/test-utils';
import { signInWithEmail, signInWithGoogle } from '../../../lib/session/firebase-auth';
import { recordExchanges, renderAuthPage } from './auth-pages';

// The real Firebase SDK and emulator are covered by the end-to-end tests.
vi.mock('../../../lib/session/firebase-auth');

const identity = { email: 'customer@handtools.test', idToken: 'firebase-id-token' };

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('Login', () => {
  beforeEach(() => {
    vi.mocked(signInWithEmail).mockResolvedValue(identity);
    vi.mocked(signInWithGoogle).mockResolvedValue(identity);
  });

  it('when submitted empty, then "Email is required" and "Password is required" show and Firebase is not asked', async () => {
    renderAuthPage('/login');
    await logIn('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it.each([
    ['has no three letters in a row', 'a1@b2.c3'],
    ['is not an address', 'handtools'],
  ])('when the email %s, then "Please input a valid email" shows', async (_case, email) => {
    renderAuthPage('/login');
    await logIn(email, 'Customer#2026');
    expect(await screen.findByText('Please input a valid email')).toBeInTheDocument();
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('when the password is shorter than 6 characters, then "Must put 6 character password or more!" shows', async () => {
    renderAuthPage('/login');
    await logIn('customer@handtools.test', '12345');
    expect(await screen.findByText('Must put 6 character password or more!')).toBeInTheDocument();
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('when a visitor sent from a protected page logs in, then the Firebase token is exchanged for their email and they land back on that page', async () => {
    const exchanges = recordExchanges();
    const { router, store } = renderAuthPage('/login', { origin: '/purchase/abc?qty=3' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await logIn(' customer@handtools.test ', 'Customer#2026');

    expect(await screen.findByRole('heading', { name: 'Purchase page' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/purchase/abc', search: '?qty=3' });
    expect(signInWithEmail).toHaveBeenCalledWith('customer@handtools.test', 'Customer#2026');
    expect(exchanges).toEqual([{ email: 'customer@handtools.test', authorization: 'Bearer firebase-id-token' }]);
    expect(store.getState().session.session?.token).toBe(sessionFor('customer@handtools.test').token);
  });

  it('when the email needs escaping in the path, then the exchange still goes to that email', async () => {
    vi.mocked(signInWithEmail).mockResolvedValue({ email: 'joe+tools@shop.test', idToken: 'firebase-id-token' });
    const exchanges = recordExchanges();
    renderAuthPage('/login');
    await logIn('joe+tools@shop.test', 'Customer#2026');
    await waitFor(() => expect(exchanges).toEqual([{ email: 'joe+tools@shop.test', authorization: 'Bearer firebase-id-token' }]));
  });

  it('when a visitor who came straight to /login logs in, then they land on /', async () => {
    const { router } = renderAuthPage('/login');
    await logIn('customer@handtools.test', 'Customer#2026');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when "Continue with Google" succeeds, then the Google token is exchanged and the shopper is signed in', async () => {
    const exchanges = recordExchanges();
    const user = userEvent.setup();
    const { store } = renderAuthPage('/login', { origin: '/purchase/abc' });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('heading', { name: 'Purchase page' })).toBeInTheDocument();
    expect(exchanges).toEqual([{ email: identity.email, authorization: 'Bearer firebase-id-token' }]);
    expect(store.getState().session.session?.user.email).toBe(identity.email);
  });

  it('when Firebase refuses the credentials, then its error shows in plain words under the form and the shopper stays', async () => {
    vi.mocked(signInWithEmail).mockRejectedValue(new Error('Wrong email or password.'));
    const { router } = renderAuthPage('/login');
    await logIn('customer@handtools.test', 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('when the shop refuses the token, then the server’s reason shows and no session starts', async () => {
    server.use(authScenarios.emailMismatch);
    const { store } = renderAuthPage('/login');
    await logIn('customer@handtools.test', 'Customer#2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('The token belongs to another email address.');
    expect(store.getState().session.session).toBeNull();
  });

  it('while signing in, then both buttons are disabled', async () => {
    vi.mocked(signInWithEmail).mockReturnValue(new Promise(() => {}));
    renderAuthPage('/login');
    await logIn('customer@handtools.test', 'Customer#2026');
    await waitFor(() => expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('when the shopper follows "Create an account", then the origin goes with them', async () => {
    const user = userEvent.setup();
    const { router } = renderAuthPage('/login', { origin: '/purchase/abc' });
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/purchase/abc', search: '', hash: '' } });
  });

  it('when someone already signed in opens /login, then they are sent to /', async () => {
    renderAuthPage('/login', { preloadedState: { session: { session: sessionFor('customer@handtools.test') } } });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('has no accessibility violations, with errors showing too', async () => {
    vi.mocked(signInWithEmail).mockRejectedValue(new Error('Wrong email or password.'));
    const { container } = renderAuthPage('/login');
    await expectNoAxeViolations(container);
    await logIn('', '');
    await screen.findByText('Email is required');
    await expectNoAxeViolations(container);
  });
});
