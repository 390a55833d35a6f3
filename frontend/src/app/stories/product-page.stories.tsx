import Box from '@mui/material/Box';
import { delay, http as untypedHttp } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { chiselFixtures, productFixtures } from '../../testing/fixtures/products';
import { tradeTaxSettingsFixture } from '../../testing/fixtures/tax';
import { catalogueScenarios } from '../../testing/mocks/catalogue-handlers';
import { mockShop } from '../../testing/mocks/mock-shop';
import { reviewsScenarios } from '../../testing/mocks/reviews-handlers';
import { AppLayout } from '../app-layout';
import ProductRoute from '../routes/product';

// A tool's public page, rendered by the real app (navbar, footer, its loader) at /products/:slug.
const at = (url: string) => ({ path: '/', url });
const reviewed = `/products/${productFixtures[0]!.slug}`;
const unreviewed = `/products/${productFixtures[1]!.slug}`;
const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'desktop' } };

const meta = preview.meta({
  title: 'Pages/Tool Page',
  component: AppLayout,
  parameters: { app: true, route: at(reviewed) },
  globals: desktop,
  // The route module loads lazily: the accessibility check waits for the page's heading.
  play: async ({ canvas }) => {
    await canvas.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
  },
});

export const WithReviews = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: productFixtures[0]!.name }, { timeout: 10_000 });
    // The reviews are a section hydrated once the browser is idle: on a busy machine, seconds.
    await expect(await canvas.findByText('Verified purchase', {}, { timeout: 10_000 })).toBeVisible();
  },
});
export const WithReviewsPhone = WithReviews.extend({ globals: phone });
/** A trade counter's tool: its price without VAT, and it says so. */
export const TradePrice = meta.story({
  beforeEach: () => {
    mockShop.tax = tradeTaxSettingsFixture();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('each, excl. VAT')).toBeVisible();
  },
});
/** A tool sold to the trade by the dozen: its prices by quantity under the price. */
export const PriceBreaks = meta.story({
  parameters: { route: at(`/products/${productFixtures[2]!.slug}`) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Trade prices' }, { timeout: 10_000 })).toBeVisible();
  },
});
export const PriceBreaksPhone = PriceBreaks.extend({ globals: phone });
/** A tool in sizes, at its 12 mm's page: the sizes as links, this one marked, the sold-out 25 mm still there to see. */
export const WithSizes = meta.story({
  parameters: { route: at(`/products/${chiselFixtures[1]!.slug}`) },
  play: async ({ canvas }) => {
    const sizes = await canvas.findByRole('navigation', { name: 'Size' }, { timeout: 10_000 });
    await expect(sizes).toBeVisible();
    await expect(canvas.getByRole('link', { name: '12 mm $21.50' })).toHaveAttribute('aria-current', 'page');
  },
});
export const WithSizesPhone = WithSizes.extend({ globals: phone });
export const NoReviews = meta.story({ parameters: { route: at(unreviewed) } });
export const NoReviewsPhone = NoReviews.extend({ globals: phone });
/** Sold out: the page says so and why, with no Buy Now, quantity or Add to cart. */
export const SoldOut = meta.story({
  parameters: { route: at(unreviewed) },
  beforeEach: () => {
    mockShop.products[1]!.available = 0;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('None are left to order right now.', { exact: false }, { timeout: 10_000 })).toBeVisible();
  },
});
export const SoldOutPhone = SoldOut.extend({ globals: phone });
export const NotFound = meta.story({ beforeEach: ({ msw }) => msw.use(catalogueScenarios.productAtSlugNotFound) });
/** An address that can't hold a tool at all: not found without asking the API. */
export const NotAToolAddress = meta.story({ parameters: { route: at('/products/Not_A_Tool') } });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(catalogueScenarios.productAtSlugServerError) });
export const LoadFailedPhone = LoadFailed.extend({ globals: phone });
/** The tool loads but its reviews don't: the reviews say so with their own Retry. */
export const ReviewsFailed = meta.story({ beforeEach: ({ msw }) => msw.use(reviewsScenarios.serverError) });

// The page's placeholders, as a server render without data or a retry shows them. In the app the
// loader holds the page until the tool is in, so these mount the page alone.
const alone = { app: false, route: { path: '/products/:ref', url: reviewed } };
const page = () => (
  <Box component="main" sx={{ minHeight: '100vh' }}>
    <ProductRoute />
  </Box>
);

export const Loading = meta.story({
  parameters: alone,
  render: page,
  beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/products-by-slug/:slug', () => delay('infinite')), untypedHttp.get('*/api/reviews', () => delay('infinite'))),
  play: async ({ canvas }) => {
    await canvas.findByRole('status', { name: 'Loading the tool' });
  },
});
export const LoadingPhone = Loading.extend({ globals: phone });

// Held until the play function lets it through, then answered by the normal handler.
let releaseTool = () => {};

/** The placeholders give way to the tool without moving what follows: the reviews start where they started. */
export const ArrivesWithoutShifting = meta.story({
  parameters: alone,
  render: page,
  beforeEach: ({ msw }) => {
    const held = new Promise<void>((resolve) => (releaseTool = resolve));
    msw.use(
      untypedHttp.get('*/api/products-by-slug/:slug', async () => {
        await held;
      }),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('status', { name: 'Loading the tool' });
    const reviews = canvas.getByRole('heading', { level: 2, name: 'Reviews of this tool' });
    const top = reviews.getBoundingClientRect().top;
    releaseTool();
    await canvas.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await expect(reviews.getBoundingClientRect().top).toBeCloseTo(top, 0);
  },
});
/**
 * On a phone with a tool whose name takes one line, as the placeholder's does. A name that wraps
 * there (half the demo catalogue's) moves the reviews by that line, 35 px, as on the purchase page,
 * whose placeholder this shares (docs/performance.md).
 */
export const ArrivesWithoutShiftingPhone = ArrivesWithoutShifting.extend({
  parameters: { route: { ...alone.route, url: `/products/${productFixtures[5]!.slug}` } },
  globals: phone,
});
