import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPasswordResetCode, resetPassword } from '../../../lib/session/firebase-auth';
import { passwordResetScenarios } from '../../../testing/mocks/auth-handlers';
import { http } from '../../../testing/mocks/http';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { AuthPage } from '../components/auth-page';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginForm } from '../components/login-form';
import { ResetPasswordForm } from '../components/reset-password-form';

// Firebase's sign-in module is replaced whole here (src/testing/replace-firebase-auth.ts); the real
// SDK and emulator are covered by the end-to-end tests.

const expired = 'This link has expired. Ask for a new one.';

beforeEach(() => {
  vi.clearAllMocks();
});

function renderForgotPassword() {
  return renderWithProviders(
    <AuthPage title="Forgot password?">
      <ForgotPasswordForm />
    </AuthPage>,
    {
      path: '/forgot-password',
      route: '/login',
      extraRoutes: [{ path: '/login', element: <LoginForm /> }],
    },
  );
}

const renderResetPassword = (search: string) =>
  renderWithProviders(<ResetPasswordForm />, { path: '/reset-password', route: `/reset-password${search}`, extraRoutes: [{ path: '/login', element: <h1>Login page</h1> }] });

/** Records every reset request the shop is sent, then lets the mocked shop answer. */
function captureResetRequests() {
  const bodies: unknown[] = [];
  server.use(
    http.post('/password-resets', async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

describe('Forgot password', () => {
  it('when "Forgot password?" is followed from the login and an email sent, then the shop is asked and the answer doesn’t say whether the account exists', async () => {
    const requests = captureResetRequests();
    const user = userEvent.setup();
    const { container } = renderForgotPassword();
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await enterText(user, await screen.findByRole('textbox', { name: 'Email' }), 'nobody@handtools.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses nobody@handtools.test, we’ve emailed it a link to choose a new password.');
    expect(requests).toEqual([{ email: 'nobody@handtools.test' }]);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(container);
  });

  it('when the email is not valid, then the seed’s message shows and the shop is not asked', async () => {
    const requests = captureResetRequests();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await enterText(user, screen.getByRole('textbox', { name: 'Email' }), 'handtools');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please input a valid email')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('when the shop can’t be reached, then the form says so, keeps the email, and sending again is the retry', async () => {
    server.use(http.post('/password-resets', () => Response.error()));
    const user = userEvent.setup();
    const { container } = renderWithProviders(<ForgotPasswordForm />);
    await enterText(user, screen.getByRole('textbox', { name: 'Email' }), 'customer@handtools.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t reach the shop. Check your connection and try again.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('customer@handtools.test');
    await expectNoAxeViolations(container);

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses customer@handtools.test');
  });

  it.each([
    ['its limit for the address was reached', passwordResetScenarios.rateLimited, /Too many password reset requests for this address/],
    ['it fails', scenario('requestPasswordReset', 'serverError'), /Something went wrong/],
  ])('when the shop says %s, then its words show and nothing claims the link was sent', async (_case, handler, words) => {
    server.use(handler);
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);
    await enterText(user, screen.getByRole('textbox', { name: 'Email' }), 'customer@handtools.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Reset password', () => {
  beforeEach(() => {
    vi.mocked(checkPasswordResetCode).mockResolvedValue('customer@handtools.test');
    vi.mocked(resetPassword).mockResolvedValue(undefined);
  });

  it('when the link’s code is good, then the account is named, the rule shows, and the new password is set with that code', async () => {
    const user = userEvent.setup();
    const { container } = renderResetPassword('?mode=resetPassword&oobCode=code-123');
    expect(await screen.findByText('customer@handtools.test')).toBeInTheDocument();
    expect(checkPasswordResetCode).toHaveBeenCalledWith('code-123');
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAccessibleDescription('At least 6 characters.');
    await enterText(user, password, '12345');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Must input 6 character password or more!')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
    await enterText(user, password, '6');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(resetPassword).toHaveBeenCalledWith('code-123', '123456');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(container);
  });

  it('when the link has expired, then it says so and offers a new link, with no password field', async () => {
    vi.mocked(checkPasswordResetCode).mockRejectedValue(new Error(expired));
    renderResetPassword('?oobCode=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('when the link has no code, then Firebase is not asked and a new link is offered', async () => {
    renderResetPassword('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link isn’t complete.');
    expect(checkPasswordResetCode).not.toHaveBeenCalled();
  });

  it('when the code is used up while the page is open, then the error shows under the form', async () => {
    vi.mocked(resetPassword).mockRejectedValue(new Error('This link has already been used or isn’t complete. Ask for a new one.'));
    const user = userEvent.setup();
    renderResetPassword('?oobCode=code-123');
    await enterText(user, await screen.findByLabelText(/^New password/), 'Newer#2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This link has already been used'));
  });
});
