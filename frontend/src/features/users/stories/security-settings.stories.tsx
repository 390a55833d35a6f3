import { delay, http as untypedHttp } from 'msw';
import preview from '../../../../../.storybook/preview';
import { adminFixture } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { SecuritySettings } from '../components/security-settings';

const meta = preview.meta({
  title: 'Dashboard/Admin/Security',
  component: SecuritySettings,
  parameters: { session: 'admin', route: { path: '/dashboard/security', url: '/dashboard/security' }, layout: 'padded' },
});

export const NotRequired = meta.story({ globals: { viewport: { value: 'desktop' } } });
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });
export const Required = meta.story({
  beforeEach: () => {
    mockShop.twoFactor.enrolled.push(adminFixture.email);
    mockShop.twoFactor.required = true;
  },
});
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/settings/security', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('getSecuritySettings', 'serverError')) });
/** The owner has no authenticator app yet: requiring one of everyone is refused, saying why. */
export const RequireRefused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Require two-factor sign-in for all staff' }));
    await canvas.findByRole('alert');
  },
});
/** A lost phone: the staff member's two-factor sign-in is reset. */
export const ResetDone = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Staff member’s email' }), 'customer@handtools.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset two-factor' }));
    await canvas.findByRole('status');
  },
});
