import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { YourSessions } from '../components/your-sessions';

const renderSessions = () => renderWithProviders(<YourSessions />, { route: '/dashboard/sessions', path: '/dashboard/sessions', preloadedState: signedInAs(customerFixture) });
const cards = async () => within(await screen.findByRole('list', { name: 'Signed-in sessions' })).getAllByRole('listitem');

describe('your sessions', () => {
  it('when it loads, then each session shows its browser, address and times, this one marked and without End', async () => {
    const { container } = renderSessions();
    const [current, ...others] = await cards();
    expect(within(current!).getByRole('heading', { name: 'Chrome on macOS' })).toBeInTheDocument();
    expect(within(current!).getByText('This session')).toBeInTheDocument();
    expect(within(current!).getByText(/from 203\.0\.113\.7/)).toBeInTheDocument();
    expect(within(current!).queryByRole('button')).not.toBeInTheDocument();
    expect(others.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Safari on iPhone', 'Firefox on Windows', 'Unknown browser']);
    expect(within(others[0]!).getByRole('button', { name: /^End session: Safari on iPhone, signed in / })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when one session is ended and confirmed, then it leaves the list and a notice says so', async () => {
    const user = userEvent.setup();
    renderSessions();
    await user.click(await screen.findByRole('button', { name: /^End session: Safari on iPhone/ }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The session on Safari on iPhone has ended.');
    await waitFor(async () => expect(await cards()).toHaveLength(3));
    expect(mockShop.sessions[customerFixture.email]!.map((session) => session.device)).not.toContain('Safari on iPhone');
  });

  it('when all other sessions are ended, then only this one remains and End all is gone', async () => {
    const user = userEvent.setup();
    renderSessions();
    await user.click(await screen.findByRole('button', { name: 'End all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'End all your other sessions?' });
    expect(dialog).toHaveTextContent('The 3 other sessions will be signed out at their next request.');
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('You are not signed in anywhere else.')).toBeInTheDocument();
    expect(await cards()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
  });

  it('when the session had already ended elsewhere, then the dialog says so and Keep closes it', async () => {
    server.use(http.delete('/sessions/{id}', ({ response }) => response(404).json(problem(404, 'Not Found', 'No such session of yours is open.'))));
    const user = userEvent.setup();
    renderSessions();
    await user.click(await screen.findByRole('button', { name: /^End session: Firefox on Windows/ }));
    const dialog = await screen.findByRole('dialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such session of yours is open.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when loading fails, then the error offers Retry', async () => {
    server.use(scenario('listMySessions', 'serverError'));
    renderSessions();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
