import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { MOCK_TOTP_CODE, recoveryCodesFixture } from '../../../testing/fixtures/two-factor';
import { http } from '../../../testing/mocks/http';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';

const SLOW = { timeout: 15_000 };

describe('the code after signing in', () => {
  it('when a staff member who has not given their code opens a staff screen, then they are asked for it, a wrong code is refused, and the right one opens the screen', async () => {
    mockShop.twoFactor.enrolled.push(adminFixture.email);
    const user = userEvent.setup();
    const { router, store, container } = renderApp('/dashboard/audit-trail', { preloadedState: signedInAs(adminFixture, 'code_required') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' }, SLOW)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await enterText(user, screen.getByRole('textbox', { name: 'Code from your app' }), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6 digits your authenticator app shows.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Code from your app' }));
    await enterText(user, screen.getByRole('textbox', { name: 'Code from your app' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code isn’t right.');

    await user.clear(screen.getByRole('textbox', { name: 'Code from your app' }));
    await enterText(user, screen.getByRole('textbox', { name: 'Code from your app' }), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/audit-trail'));
    expect(store.getState().session.session?.secondFactor).toBe('verified');
  });

  it('when they use a recovery code instead, then it is sent as typed and signs them in', async () => {
    mockShop.twoFactor.enrolled.push(adminFixture.email);
    const user = userEvent.setup();
    const { router } = renderApp('/two-factor', { preloadedState: signedInAs(adminFixture, 'code_required') });
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }, SLOW));
    await enterText(user, screen.getByRole('textbox', { name: 'Recovery code' }), recoveryCodesFixture.recoveryCodes[0]!.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('when a form sign-in sent them here with the way onwards in the address, then the code leads there (and never off the site)', async () => {
    mockShop.twoFactor.enrolled.push(adminFixture.email);
    for (const [next, landing] of [
      ['%2Fdashboard%2Faudit-trail', '/dashboard/audit-trail'],
      ['%2F%2Fevil.example', '/dashboard'],
    ] as const) {
      const user = userEvent.setup();
      const { router, unmount } = renderApp(`/two-factor?next=${next}`, { preloadedState: signedInAs(adminFixture, 'code_required') });
      await enterText(user, await screen.findByRole('textbox', { name: 'Code from your app' }, SLOW), MOCK_TOTP_CODE);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(landing));
      unmount();
    }
  });

  it('when a staff call is refused for want of the code, then the session says so and the dashboard sends them to the code', async () => {
    mockShop.twoFactor.enrolled.push(adminFixture.email);
    server.use(
      http.get('/overview', ({ response }) =>
        response(403).json(problem(403, 'Forbidden', 'Enter the code from your authenticator app to continue.', { code: 'second_factor_required' })),
      ),
    );
    const { router } = renderApp('/dashboard', { preloadedState: signedInAs(adminFixture) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-factor'), SLOW);
  });
});

describe('setting up the authenticator app', () => {
  it('when the owner requires it, then an unenrolled staff member is sent to set it up: QR code, key, a code, and the recovery codes shown once before going on', async () => {
    mockShop.twoFactor.required = true;
    const user = userEvent.setup();
    const { router, container } = renderApp('/dashboard/manage-all-orders', { preloadedState: signedInAs(adminFixture, 'enrolment_required') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/requires two-factor sign-in for staff/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));

    expect(await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByLabelText('Key for manual entry')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await expectNoAxeViolations(container);
    await enterText(user, screen.getByRole('textbox', { name: 'Code from your app' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code isn’t right.');
    await user.clear(screen.getByRole('textbox', { name: 'Code from your app' }));
    await enterText(user, screen.getByRole('textbox', { name: 'Code from your app' }), MOCK_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    const go = screen.getByRole('button', { name: 'Continue' });
    expect(go).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I’ve saved my recovery codes' }));
    await user.click(go);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/manage-all-orders'));
  });

  it('when an enrolled staff member opens it while the owner requires it, then it says it is on and offers no way to turn it off', async () => {
    mockShop.twoFactor.enrolled.push(adminFixture.email);
    mockShop.twoFactor.required = true;
    renderApp('/two-factor/setup', { preloadedState: signedInAs(adminFixture, 'verified') });
    expect(await screen.findByText(/Two-factor sign-in is on for your account/, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off two-factor sign-in' })).not.toBeInTheDocument();
  });
});

describe('the owner’s Security screen', () => {
  it('when the owner requires two-factor without having it, then the refusal shows; with it, the switch turns on; a reset confirms', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard/security', { preloadedState: signedInAs(adminFixture) });
    const toggle = await screen.findByRole('switch', { name: 'Require two-factor sign-in for all staff' }, SLOW);
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Set up two-factor sign-in for your own account');
    mockShop.twoFactor.enrolled.push(adminFixture.email);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(mockShop.twoFactor.required).toBe(true);

    await enterText(user, screen.getByRole('textbox', { name: 'Staff member’s email' }), adminFixture.email);
    await user.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`Two-factor sign-in was reset for ${adminFixture.email}.`);
  });
});
