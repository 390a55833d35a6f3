import { expect, fn, screen } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Footer } from '../footer';
import { Navbar } from '../navbar';
import { RouteError } from '../route-error';

const meta = preview.meta({
  title: 'Shared/Navbar',
  component: Navbar,
  tags: ['autodocs'],
  args: { signedIn: false, onSignOut: fn(), cartCount: 0 },
});

export const SignedOut = meta.story({});
export const SignedIn = meta.story({ args: { signedIn: true, cartCount: 3 } });
/** As the server renders it, and until the page is hydrated: the cart's place is kept, its count not yet known. */
export const CartCountUnknown = meta.story({ args: { cartCount: null } });
export const CartWithTools = meta.story({
  args: { cartCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 2 tools' })).toHaveAttribute('href', '/cart');
  },
});
export const PhoneWithCart = meta.story({ args: { cartCount: 12 }, globals: { viewport: { value: 'phone' } } });
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
