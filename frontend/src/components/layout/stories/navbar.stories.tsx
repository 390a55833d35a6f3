import { expect, fn, screen, waitFor, within } from 'storybook/test';
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

export const SignedOut = meta.story({
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(main.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/#tools');
  },
});
export const SignedIn = meta.story({ args: { signedIn: true, cartCount: 3 } });
/** As the server renders it, and until the page is hydrated: the cart's place is kept, its count not yet known. */
export const CartCountUnknown = meta.story({ args: { cartCount: null } });
export const CartWithTools = meta.story({
  args: { cartCount: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/cart');
  },
});
export const PhoneWithCart = meta.story({ args: { cartCount: 12 }, globals: { viewport: { value: 'phone' } } });
/** The count is of tools, not lines: a cart of a few lines can hold hundreds, and the badge widens for them. */
export const CartWithManyTools = meta.story({
  args: { cartCount: 240 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cart, 240 items' })).toHaveTextContent('240');
  },
});
export const CartWithManyToolsPhone = CartWithManyTools.extend({ globals: { viewport: { value: 'phone' } } });
export const PhoneDrawerOpen = meta.story({
  args: { signedIn: true },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByLabelText('Main menu'));
    // The shop's tools first, under the "Shop" heading, which no link repeats.
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Tools',
      'Categories',
      'About',
      'Blog',
      'My Portfolio',
      'Others',
      'Dashboard',
      'My Orders',
      'My Profile',
    ]);
    await expect(menu.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/#tools');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard');
    await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard/my-profile');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
});
export const PhoneDrawerOpenSignedOut = meta.story({
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByLabelText('Main menu'));
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard');
  },
});
/** The close button shuts the menu and gives focus back to the button that opened it. */
export const PhoneDrawerClosed = meta.story({
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByLabelText('Main menu')).toBeNull());
    await expect(opener).toHaveFocus();
  },
});
export const SiteFooter = meta.story({ render: () => <Footer /> });
/** Shown instead of a screen whose code didn't load (a lost connection, most often). */
export const ScreenFailedToLoad = meta.story({ render: () => <RouteError /> });
