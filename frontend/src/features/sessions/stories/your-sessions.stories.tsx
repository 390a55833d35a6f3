import { delay, http as untypedHttp } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { liveSessionFixtures } from '../../../testing/fixtures/sessions';
import { customerFixture } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { YourSessions } from '../components/your-sessions';

const page = '/dashboard/sessions';
const meta = preview.meta({
  title: 'Dashboard/Your Sessions',
  component: YourSessions,
  parameters: { session: 'customer', route: { path: page, url: page }, layout: 'padded' },
});

/** Signed in on four browsers: this one marked, the others each with End session. */
export const Sessions = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This session')).toBeVisible();
  },
});
export const Phone = Sessions.extend({ globals: { viewport: { value: 'phone' } } });
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/sessions', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('listMySessions', 'serverError')) });
/** Signed in nowhere else: nothing to end. */
export const OnlyThisSession = meta.story({
  beforeEach: () => {
    mockShop.sessions[customerFixture.email] = liveSessionFixtures().filter((session) => session.current);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are not signed in anywhere else.')).toBeVisible();
  },
});
export const ConfirmingEndOne = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^End session: Safari on iPhone/ }));
    await screen.findByRole('dialog', { name: 'End this session?' });
  },
});
export const ConfirmingEndAll = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'End all other sessions' }));
    await screen.findByRole('dialog', { name: 'End all your other sessions?' });
  },
});
/** After End: the session has left the list and the notice says so. */
export const Ended = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^End session: Safari on iPhone/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'End' }));
    await expect(await canvas.findByText('The session on Safari on iPhone has ended.')).toBeVisible();
    // Still for the picture: the dialog has faded out and the list is the one without it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
  },
});
/** Ended elsewhere meanwhile: the server's answer shows in the dialog. */
export const EndRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('endMySession', 'notFound')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^End session: Safari on iPhone/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'End' }));
    await screen.findByRole('alert');
  },
});
