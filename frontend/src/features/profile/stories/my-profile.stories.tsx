import { delay, http as untypedHttp } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { customerFixture } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { MyProfile } from '../components/my-profile';

const meta = preview.meta({
  title: 'Dashboard/My Profile',
  component: MyProfile,
  parameters: { session: 'customer', route: { path: '/dashboard/my-profile', url: '/dashboard/my-profile' }, layout: 'padded' },
});

/** The demo customer's saved profile, loaded back into the form. */
export const Saved = meta.story({});
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });
/** A saved delivery address: the checkout fills it in. */
export const WithAddress = meta.story({
  beforeEach: () => {
    const profile = mockShop.profiles.get(customerFixture.email)!;
    mockShop.profiles.set(customerFixture.email, { ...profile, address: '3 Canal Wharf\nLeeds LS11 5PS' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Delivery address' })).toHaveValue('3 Canal Wharf\nLeeds LS11 5PS');
  },
});
export const WithAddressPhone = WithAddress.extend({ globals: { viewport: { value: 'phone' } } });
/** The admin has never saved a profile: only name and email are known. */
export const NeverSaved = meta.story({ parameters: { session: 'admin' } });
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/profile/:email', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('getProfile', 'serverError')) });

export const ValidationErrors = meta.story({
  parameters: { session: 'admin' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /LinkedIn/ }), 'linkedin.com/in/me');
    await userEvent.click(canvas.getByRole('button', { name: /save/i }));
    await expect(await canvas.findByText('Phone is required')).toBeVisible();
    await expect(canvas.queryByText(/Education is required|Location is required/)).toBeNull();
  },
});

/** After a page reload Firebase no longer knows the user, so a rename asks for the password. */
export const RenameAsksForPassword = meta.story({
  play: async ({ canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: 'Display name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Customer Renamed');
    await userEvent.click(canvas.getByRole('button', { name: 'Change name' }));
    // Firebase loads first (lazily), so the prompt may take a few seconds.
    await expect(await canvas.findByLabelText(/^Password/, {}, { timeout: 10_000 })).toBeVisible();
  },
});
