import { expect, type userEvent, type within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AppLayout } from '../app-layout';
import { productFixtures } from '../../testing/fixtures/products';
import { customerFixture } from '../../testing/fixtures/users';
import { mockShop } from '../../testing/mocks/mock-shop';
import { scenario } from '../../testing/mocks/scenarios';

// The checkout as the signed-in customer sees it, in the whole app, with two tools in the cart.
const [hammer, peen] = productFixtures;
const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'desktop' } };

type Canvas = ReturnType<typeof within>;
type User = ReturnType<typeof userEvent.setup>;

async function fill(canvas: Canvas, user: User) {
  await user.type(await canvas.findByRole('textbox', { name: 'Address' }, { timeout: 10_000 }), '14 Mill Lane, Leeds LS1 4AB');
  await user.type(canvas.getByRole('textbox', { name: 'Phone' }), '+44 113 496 0000');
}

const meta = preview.meta({
  title: 'Pages/Checkout',
  component: AppLayout,
  parameters: { app: true, session: 'customer', route: { path: '/', url: '/checkout' } },
  globals: desktop,
  beforeEach: () => {
    mockShop.carts[customerFixture.email] = [
      { productId: hammer!._id, quantity: 4 },
      { productId: peen!._id, quantity: 6 },
    ];
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Your order' }, { timeout: 10_000 });
  },
});

export const Filled = meta.story({});
export const FilledPhone = Filled.extend({ globals: phone });

export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Place order' }, { timeout: 10_000 }));
    await expect(await canvas.findByText('Address is required')).toBeVisible();
    await expect(canvas.getByText('Phone is required')).toBeVisible();
  },
});

/** A tool that can't be reserved any more: the 409 names it, nothing was ordered, and the cart is where to fix it. */
export const LinesUnavailable = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    mockShop.products.find((product) => product._id === peen!._id)!.available = 4;
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    const problem = await canvas.findByRole('alert');
    await expect(problem).toHaveTextContent(`${peen!.name} (6): Only 4 left in stock`);
    await expect(canvas.getByRole('link', { name: 'Fix your cart' })).toBeVisible();
  },
});
export const LinesUnavailablePhone = LinesUnavailable.extend({ globals: phone });

export const PriceChanged = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    mockShop.products.find((product) => product._id === hammer!._id)!.price = 12.49;
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nothing was ordered: prices have changed');
  },
});

/** The unpaid limit or any other refusal without a code: the server's words. */
export const Refused = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(scenario('checkout', 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
});

export const EmptyCart = meta.story({
  beforeEach: () => {
    mockShop.carts[customerFixture.email] = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty: there is nothing to order.', {}, { timeout: 10_000 })).toBeVisible();
  },
});
