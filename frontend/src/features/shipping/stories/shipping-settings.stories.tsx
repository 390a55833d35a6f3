import { delay, http as untypedHttp } from 'msw';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { shippingRatesFixture } from '../../../testing/fixtures/shipping';
import { http } from '../../../testing/mocks/http';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { ShippingSettings } from '../components/shipping-settings';

const meta = preview.meta({
  title: 'Dashboard/Admin/Shipping',
  component: ShippingSettings,
  parameters: { session: 'admin', route: { path: '/dashboard/shipping', url: '/dashboard/shipping' }, layout: 'padded' },
  beforeEach: () => {
    mockShop.shipping = shippingRatesFixture();
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Zone 1: United States' }, { timeout: 10_000 });
  },
});

/** The demo's rates: by weight at home, express and collection; a flat rate to Canada and to Europe. */
export const Rates = meta.story({ globals: { viewport: { value: 'desktop' } } });
export const RatesPhone = meta.story({ globals: { viewport: { value: 'phone' } } });

/** A shop that has set nothing: free delivery at home, by one method. */
export const NothingSet = meta.story({
  beforeEach: () => {
    mockShop.shipping = { homeCountry: 'US', zones: [{ name: 'Home', countries: ['US'], methods: [{ id: 'standard', name: 'Standard delivery', kind: 'flat', price: '0.00', freeFrom: null }] }] };
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Zone 1: Home' }, { timeout: 10_000 });
  },
});

export const Saved = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save shipping' }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved.');
  },
});

/** What the form can check itself: a flat rate without a price. */
export const Invalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Zone 1: United States' }, { timeout: 10_000 });
    await userEvent.clear(canvas.getAllByRole('textbox', { name: 'Price ($)' })[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Save shipping' }));
    await expect(await canvas.findByText('A price, such as 8.95')).toBeVisible();
  },
});

/** What only the shop can check: a country in two zones, refused in its words. */
export const Refused = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.put('/settings/shipping', ({ response }) => response(400).json(problem(400, 'Bad Request', 'CA is in two zones (Canada and Europe); a country belongs to one zone.'))));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save shipping' }, { timeout: 10_000 }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/settings/shipping', () => delay('infinite'))),
  play: async () => {},
});
export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('getShippingSettings', 'serverError')),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
  },
});
