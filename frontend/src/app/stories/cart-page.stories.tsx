import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AppLayout } from '../app-layout';
import { productFixtures } from '../../testing/fixtures/products';
import { customerFixture } from '../../testing/fixtures/users';
import { mockShop } from '../../testing/mocks/mock-shop';
import { scenario } from '../../testing/mocks/scenarios';
import { shippingRatesFixture } from '../../testing/fixtures/shipping';

// The cart as a shopper sees it: the whole app (navbar with the cart's count) at /cart.
const [hammer, peen, screwdrivers, , , , pliers] = productFixtures;
const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'desktop' } };
const severalLines = [
  { productId: hammer!._id, quantity: 4 },
  { productId: peen!._id, quantity: 6 },
  { productId: screwdrivers!._id, quantity: 10 },
];

const meta = preview.meta({
  title: 'Pages/Cart',
  component: AppLayout,
  parameters: { app: true, route: { path: '/', url: '/cart' } },
  globals: desktop,
  // The route module loads lazily: the accessibility check waits for the page.
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Your cart' }, { timeout: 10_000 });
  },
});

export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty.', {}, { timeout: 10_000 })).toBeVisible();
  },
});
export const EmptyPhone = Empty.extend({ globals: phone });

/** A visitor's cart, kept and priced by the server under the browser's cookie. */
export const SeveralLines = meta.story({
  parameters: { visitorCart: severalLines },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('listitem', { name: screwdrivers!.name }, { timeout: 10_000 })).toBeVisible();
    // Tools, not lines: 4 + 6 + 10.
    await expect(canvas.getByRole('link', { name: 'Cart, 20 items' })).toBeVisible();
    // The estimate of delivering it home comes after the cart, with the server's quote.
    await expect(await canvas.findByText(/^Delivery to United States/, {}, { timeout: 10_000 })).toBeVisible();
  },
});
export const SeveralLinesPhone = SeveralLines.extend({ globals: phone });
/** A line past a price break costs the break's price, and says how many more reach the next one. */
export const NextPriceBreak = meta.story({
  parameters: { visitorCart: [{ productId: screwdrivers!._id, quantity: 10 }] },
  play: async ({ canvas }) => {
    const line = await canvas.findByRole('listitem', { name: screwdrivers!.name }, { timeout: 10_000 });
    await expect(within(line).getByText(/^\$22\.49 each/)).toBeVisible();
    await expect(within(line).getByText('15 more for $19.99 each')).toBeVisible();
  },
});
export const NextPriceBreakPhone = NextPriceBreak.extend({ globals: phone });

/** A shop that charges for delivery: the cart estimates sending it home by the cheapest method that does. */
export const DeliveryEstimate = SeveralLines.extend({
  beforeEach: () => {
    mockShop.shipping = shippingRatesFixture();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Delivery to United States: Standard delivery, \$/, {}, { timeout: 10_000 })).toBeVisible();
  },
});
export const DeliveryEstimatePhone = DeliveryEstimate.extend({ globals: phone });

/** The signed-in customer's cart on the server, with a tool sold out since it went in and one no longer sold. */
export const LineOutOfStock = meta.story({
  parameters: { session: 'customer' },
  beforeEach: () => {
    mockShop.carts[customerFixture.email] = [
      { productId: hammer!._id, quantity: 4 },
      { productId: pliers!._id, quantity: pliers!.minimum },
      { productId: peen!._id, quantity: 60 },
      { productId: '0193a7d2-5c1e-7b3a-9f00-000000000001', quantity: 2, productName: 'Discontinued Block Plane', image: '/images/tools/panel-saw.svg' },
    ];
    mockShop.products.find((product) => product._id === pliers!._id)!.available = 0;
    mockShop.products.find((product) => product._id === peen!._id)!.available = 40;
  },
  play: async ({ canvas }) => {
    const line = await canvas.findByRole('listitem', { name: pliers!.name }, { timeout: 10_000 });
    await expect(line).toHaveTextContent('Out of stock. Remove it to check out.');
    await expect(canvas.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
  },
});
export const LineOutOfStockPhone = LineOutOfStock.extend({ globals: phone });

/** A number typed under the minimum: the field says why at once, − is disabled, and nothing is saved until the number holds. */
export const QuantityRefused = meta.story({
  parameters: { visitorCart: severalLines },
  play: async ({ canvas, userEvent }) => {
    const line = await canvas.findByRole('listitem', { name: hammer!.name }, { timeout: 10_000 });
    const quantity = line.querySelector('input')!;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1');
    await expect(await canvas.findByText(`The minimum order for this tool is ${hammer!.minimum}.`)).toBeVisible();
    await expect(within(line).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  },
});

/** + pressed at a line's stock's edge: the line is saved at once, + is disabled at the stock and the total follows. */
export const QuantityAtStock = meta.story({
  parameters: { visitorCart: [{ productId: hammer!._id, quantity: 4 }] },
  beforeEach: () => {
    mockShop.products.find((product) => product._id === hammer!._id)!.available = 5;
  },
  play: async ({ canvas, userEvent }) => {
    const line = within(await canvas.findByRole('listitem', { name: hammer!.name }, { timeout: 10_000 }));
    await userEvent.click(line.getByRole('button', { name: 'Increase quantity' }));
    await expect(await line.findByText(/quantity 5/)).toBeVisible();
    await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    // The navbar's count follows once the cart is read again: it may come a moment after the line's.
    await expect(await canvas.findByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  },
});
export const QuantityAtStockPhone = QuantityAtStock.extend({ globals: phone });

export const QuantityRefusedPhone = QuantityRefused.extend({ globals: phone });

export const Loading = meta.story({
  parameters: { visitorCart: severalLines },
  beforeEach: ({ msw }) => {
    msw.use(scenario('getVisitorCart', 'loading'));
  },
});

export const LoadFailed = meta.story({
  parameters: { visitorCart: severalLines },
  beforeEach: ({ msw }) => {
    msw.use(scenario('getVisitorCart', 'serverError'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 10_000 })).toBeVisible();
  },
});

/** Back from Add to cart posted before the page's code arrived (or without JavaScript): the server's 303 says how it went. */
export const AddedByAForm = meta.story({
  parameters: { visitorCart: [{ productId: hammer!._id, quantity: 4 }], route: { path: '/', url: '/cart?cart=added' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Added to your cart.', {}, { timeout: 10_000 })).toBeVisible();
    await canvas.findByRole('listitem', { name: hammer!.name });
  },
});
export const AddedByAFormPhone = AddedByAForm.extend({ globals: phone });

/** A quantity posted without JavaScript that the server refused: nothing changed, and the page says why. */
export const RefusedByAForm = meta.story({
  parameters: { visitorCart: [{ productId: hammer!._id, quantity: 4 }], route: { path: '/', url: '/cart?cart=invalid-quantity' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/That quantity can’t be ordered/, {}, { timeout: 10_000 })).toBeVisible();
    await canvas.findByRole('listitem', { name: hammer!.name });
  },
});
export const RefusedByAFormPhone = RefusedByAForm.extend({ globals: phone });
