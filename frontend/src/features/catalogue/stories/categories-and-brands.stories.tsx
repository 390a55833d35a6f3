import { expect, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { CategoriesAndBrands } from '../components/categories-and-brands';

const meta = preview.meta({
  title: 'Dashboard/Admin/Categories and Brands',
  component: CategoriesAndBrands,
  parameters: { session: 'admin', route: { path: '/dashboard/categories', url: '/dashboard/categories' }, layout: 'padded' },
  play: async ({ canvas }) => {
    await canvas.findByText('Hand saws', {}, { timeout: 10_000 });
  },
});

/** The demo-like tree, indented, each category with its tools and address; the brands below. */
export const Tree = meta.story({});
export const TreePhone = meta.story({ globals: { viewport: { value: 'phone' } } });

/** Adding a category: its name and what it goes under, the shop's tree as "Saws › Hand saws". */
export const AddingACategory = meta.story({
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a category' }, { timeout: 10_000 }));
    const body = canvasElement.ownerDocument.body;
    await expect(await within(body).findByRole('dialog', { name: 'Add a category' })).toBeVisible();
  },
});

/** Removing a category that still holds one: the shop's refusal says what it holds, and it stays. */
export const RemoveRefused = meta.story({
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Saws' }, { timeout: 10_000 }));
    const dialog = within(canvasElement.ownerDocument.body);
    await userEvent.click(await dialog.findByRole('button', { name: 'Remove' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Saws still holds 1 category');
  },
});

/** A shop with no categories or brands yet: each list says what to do first. */
export const Empty = meta.story({
  beforeEach: () => {
    mockShop.categories = [];
    mockShop.brands = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No categories yet/, {}, { timeout: 10_000 })).toBeVisible();
  },
});

/** The tree failed to load: a message and Retry; the brands still show. */
export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('listCategories', 'serverError')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 10_000 })).toBeVisible();
  },
});
