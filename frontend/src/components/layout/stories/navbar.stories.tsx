import { expect, fn, screen } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Footer } from '../footer';
import { Navbar } from '../navbar';
import { RouteError } from '../route-error';

const meta = preview.meta({
  title: 'Shared/Navbar',
  component: Navbar,
  tags: ['autodocs'],
  args: { signedIn: false, onSignOut: fn() },
});

export const SignedOut = meta.story({});
export const SignedIn = meta.story({ args: { signedIn: true } });
export const PhoneDrawerOpen = meta.story({
  args: { signedIn: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
});
export const SiteFooter = meta.story({ render: () => <Footer /> });
/** Shown instead of a screen whose code didn't load (a lost connection, most often). */
export const ScreenFailedToLoad = meta.story({ render: () => <RouteError /> });
