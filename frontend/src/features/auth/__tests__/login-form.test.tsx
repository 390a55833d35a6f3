import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { delay } from 'msw';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { http } from '../../../testing/mocks/http';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, enterText } from '../../../testing/test-utils';
import { signInWithGoogle } from '../../../lib/session/firebase-auth';
import { recordExchanges, recordPasswordSignIns, renderAuthPage } from './auth-pages';

// Firebase's sign-in module is replaced whole here (src/testing/replace-firebase-auth.ts); the real
// SDK and emulator are covered by the end-to-end tests.

const identity = { email: 'customer@handtools.test', idToken: 'firebase-id-token' };

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await enterText(user, screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await enterText(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('Login', () => {
  beforeEach(() => {
    vi.mocked(signInWithGoogle).mockResolvedValue(identity);
  });

  it('when submitted empty, then "Email is required" and "Password is required" show and the shop is not asked', async () => {
    const sent = recordPasswordSignIns();
    renderAuthPage('/login');
    await logIn('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it.each([
    ['has no three letters in a row', 'a1@b2.c3'],
    ['is not an address', 'handtools'],
  ])('when the email %s, then "Please input a valid email" shows', async (_case, email) => {
    renderAuthPage('/login');
    await logIn(email, 'Customer#2026');
    expect(await screen.findByText('Please input a valid email')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the password is shorter than 6 characters, then "Must put 6 character password or more!" shows', async () => {
    renderAuthPage('/login');
    await logIn('customer@handtools.test', '12345');
    expect(await screen.findByText('Must put 6 character password or more!')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a visitor sent from a protected page logs in, then the shop checks the password and they land back on that page', async () => {
    const sent = recordPasswordSignIns();
    const { router, store } = renderAuthPage('/login', { origin: '/purchase/abc?qty=3' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await logIn(' customer@handtools.test ', 'Customer#2026');

    expect(await screen.findByRole('heading', { name: 'Purchase page' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/purchase/abc', search: '?qty=3' });
    expect(sent).toEqual([{ email: 'customer@handtools.test', password: 'Customer#2026' }]);
    expect(store.getState().session.session?.token).toBe(sessionFor('customer@handtools.test').token);
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

  it('when the shop refuses the credentials, then its one answer shows under the form, no session starts and the shopper stays', async () => {
    const { router, store } = renderAuthPage('/login');
    await logIn('customer@handtools.test', 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(store.getState().session.session).toBeNull();
  });

  it('while signing in, then both buttons are disabled', async () => {
    server.use(http.post('/sign-in', () => delay('infinite')));
    renderAuthPage('/login');
    await logIn('customer@handtools.test', 'Customer#2026');
    await waitFor(() => expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('is a real form posting to the shop, with the way back, so a submit before the page’s code arrives is not lost', async () => {
    renderAuthPage('/login', { origin: '/purchase/abc?qty=3' });
    const form = await screen.findByRole('form', { name: 'Login' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/sign-in');
    expect(form).toHaveFormValues({ next: '/purchase/abc?qty=3', email: '', password: '' });
  });

  it.each([
    ['?next=%2Forders', '/orders'],
    ['?next=%2F%2Fevil.example', '/'],
    ['?next=https%3A%2F%2Fevil.example', '/'],
  ])('when the address asks to go on to %s, then the form posts %s as the way back', async (search, next) => {
    renderAuthPage('/login', { search });
    expect(await screen.findByRole('form', { name: 'Login' })).toHaveFormValues({ next });
  });

  it.each([
    ['wrong-credentials', 'Wrong email or password.'],
    ['invalid-email', 'Please input a valid email'],
    ['invalid-password', 'Password is required'],
    ['busy', 'Too many sign-in attempts in a short time. Please wait a minute and try again.'],
    ['refused', 'This account can’t sign in here. If you think that’s wrong, contact us.'],
    ['failed', 'Signing in is temporarily unavailable. Please try again shortly.'],
    ['invalid', 'That didn’t work. Please fill in the form again.'],
  ])('when a posted form came back with "%s", then the page says "%s" and the fields are empty', async (outcome, message) => {
    renderAuthPage('/login', { search: `?login=${outcome}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('form', { name: 'Login' })).toHaveFormValues({ email: '', password: '' });
  });

  it('when the address names an outcome the shop never sends, then nothing is said', async () => {
    renderAuthPage('/login', { search: '?login=%3Cscript%3E' });
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the shopper tries again from a form that came back, then the old outcome gives way to the new answer', async () => {
    recordPasswordSignIns();
    renderAuthPage('/login', { search: '?login=wrong-credentials' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await logIn('customer@handtools.test', 'Customer#2026');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
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
    const { container } = renderAuthPage('/login');
    await expectNoAxeViolations(container);
    await logIn('', '');
    await screen.findByText('Email is required');
    await expectNoAxeViolations(container);
  });
});
