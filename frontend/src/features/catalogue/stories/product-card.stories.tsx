import Box from '@mui/material/Box';
import { expect, screen, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { chiselInCatalogue, productFixtures } from '../../../testing/fixtures/products';
import { tradeTaxSettingsFixture } from '../../../testing/fixtures/tax';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { ProductCard } from '../components/product-card';
import { ProductCardSkeleton } from '../components/product-card-skeleton';

const meta = preview.meta({
  title: 'Shared/Product Card',
  component: ProductCard,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  decorators: [(Story) => <Box sx={{ width: 360 }}>{Story()}</Box>],
  args: { product: productFixtures[0]! },
});

export const Filled = meta.story({});
/** A trade counter's price: without VAT, and it says so. */
export const TradePrice = meta.story({
  beforeEach: () => {
    mockShop.tax = tradeTaxSettingsFixture();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('excl. VAT')).toBeVisible();
  },
});
/** Sold to the trade for less by the dozen: the card says how low the price goes. */
export const WithPriceBreaks = meta.story({
  args: { product: productFixtures[2]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('from $19.99 for 25+')).toBeVisible();
  },
});
/** A tool in sizes, shown once: the tool's name, its sizes and lowest price, and its page to choose one. */
export const WithSizes = meta.story({
  args: { product: chiselInCatalogue },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('3 sizes from $18.00 each')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a size: Bevel-Edge Chisel' })).toBeVisible();
  },
});
/** A description longer than 100 characters is cut, as the seed says, with "...". */
export const LongName = meta.story({ args: { product: { ...productFixtures[1]!, name: 'Bevel-Edge Wood Chisel Set, 4 Pieces, with a Canvas Roll and a Honing Guide' } } });
export const Loading = meta.story({ render: () => <ProductCardSkeleton /> });
/** Fewer left than its minimum order: "Sold out" where Add to cart and Buy Now would be. */
export const OutOfStock = meta.story({ args: { product: { ...productFixtures[0]!, available: 1 } } });
/** None left at all. */
export const SoldOut = meta.story({ args: { product: { ...productFixtures[0]!, available: 0 } } });
export const SoldOutPhone = SoldOut.extend({ globals: { viewport: { value: 'phone' } } });
/** Added to a visitor's cart: the notice floats over the page, with the way to the cart. */
export const AddedToCart = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Add to cart/ }));
    const viewCart = await screen.findByRole('link', { name: 'View cart' });
    // It grows in.
    await waitFor(() => expect(viewCart).toBeVisible());
  },
});
/** Adding more than the stock holds: refused, in the seed's words. */
export const AddRefused = meta.story({
  args: { product: { ...productFixtures[0]!, available: 3 } },
  play: async ({ canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: /^Add to cart/ });
    await userEvent.click(add);
    await screen.findByRole('link', { name: 'View cart' });
    await userEvent.click(add);
    await expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 in stock, and your cart already holds 2.');
  },
});
