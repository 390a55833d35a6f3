import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { server } from '../../../testing/mocks/server';
import { enterText, expectNoAxeViolations } from '../../../testing/test-utils';
import { recordPasswordSignIns, renderAuthPage } from './auth-pages';

// Firebase's sign-in module is replaced whole here (src/testing/replace-firebase-auth.ts); the real
// SDK and emulator are covered by the end-to-end tests.

let sent: unknown[] = [];

async function registerAs(name: string, email: string, password: string) {
  const user = userEvent.setup();
  if (name) await enterText(user, screen.getByRole('textbox', { name: 'Name' }), name);
  if (email) await enterText(user, screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await enterText(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('Register', () => {
  beforeEach(() => {
    sent = recordPasswordSignIns();
  });

  it('when submitted empty, then "Name is required", "Email is required" and "Password is required" show', async () => {
    renderAuthPage('/register');
    await registerAs('', '', '');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('when the name is only spaces, then "Name is required" shows', async () => {
    renderAuthPage('/register');
    await registerAs('   ', 'ada@handtools.test', 'Lovelace#1815');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it.each([
    ['has no three letters in a row', 'a1@b2.c3'],
    ['is not an address', 'ada.lovelace'],
  ])('when the email %s, then "Please input a valid email" shows', async (_case, email) => {
    renderAuthPage('/register');
    await registerAs('Ada Lovelace', email, 'Lovelace#1815');
    expect(await screen.findByText('Please input a valid email')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('when the password is shorter than 6 characters, then the rule shown from the start gives way to "Must input 6 character password or more!"', async () => {
    renderAuthPage('/register');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 6 characters.');
    await registerAs('Ada Lovelace', 'ada@handtools.test', '12345');
    expect(await screen.findByText('Must input 6 character password or more!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Must input 6 character password or more!');
    expect(sent).toEqual([]);
  });

  it('when the form is valid, then the shop creates the account with the name and the shopper returns to the origin', async () => {
    const { router, store } = renderAuthPage('/register', { origin: '/purchase/abc' });
    // RequireAuth sends the visitor to /login; they choose to register instead.
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Create an account' }));
    await registerAs(' Ada Lovelace ', 'ada@handtools.test', 'Lovelace#1815');

    expect(await screen.findByRole('heading', { name: 'Purchase page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/purchase/abc');
    expect(sent).toEqual([{ name: 'Ada Lovelace', email: 'ada@handtools.test', password: 'Lovelace#1815' }]);
    expect(store.getState().session.session?.user.email).toBe('ada@handtools.test');
  });

  it('when the email already has an account, then the shop’s answer shows in plain words under the form', async () => {
    server.resetHandlers();
    renderAuthPage('/register');
    await registerAs('Customer', 'customer@handtools.test', 'Lovelace#1815');
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email address already exists. Log in instead.');
  });

  it('is a real form posting to the shop, with the way back', async () => {
    renderAuthPage('/register', { search: '?next=%2Forders' });
    const form = await screen.findByRole('form', { name: 'Register' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/register');
    expect(form).toHaveFormValues({ next: '/orders', name: '', email: '', password: '' });
  });

  it.each([
    ['email-taken', 'An account with this email address already exists. Log in instead.'],
    ['invalid-name', 'Name is required'],
    ['invalid-email', 'Please input a valid email'],
    ['invalid-password', 'Must input 6 character password or more!'],
    ['busy', 'Too many sign-in attempts in a short time. Please wait a minute and try again.'],
    ['unverified', 'Verify your email address'],
  ])('when a posted form came back with "%s", then the page says "%s" and the fields are empty', async (outcome, message) => {
    renderAuthPage('/register', { search: `?register=${outcome}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('form', { name: 'Register' })).toHaveFormValues({ name: '', email: '', password: '' });
  });

  it('when the shopper follows "Log in", then the origin goes with them', async () => {
    const user = userEvent.setup();
    const { router } = renderAuthPage('/register', { origin: '/purchase/abc' });
    await user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/purchase/abc', search: '', hash: '' } });
  });

  it('when someone already signed in opens /register, then they are sent to /', async () => {
    renderAuthPage('/register', { preloadedState: { session: { session: sessionFor('customer@handtools.test') } } });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('has no accessibility violations, blank or with field errors', async () => {
    const { container } = renderAuthPage('/register');
    await expectNoAxeViolations(container);
    await registerAs('', '', '');
    await screen.findByText('Name is required');
    await expectNoAxeViolations(container);
  });

  it('has no accessibility violations with the shop’s refusal', async () => {
    server.resetHandlers();
    const { container } = renderAuthPage('/register');
    await registerAs('Ada Lovelace', 'customer@handtools.test', 'Lovelace#1815');
    await screen.findByRole('alert');
    await expectNoAxeViolations(container);
  });
});
