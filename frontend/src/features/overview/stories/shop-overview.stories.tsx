import { delay, http as untypedHttp } from 'msw';
import preview from '../../../../../.storybook/preview';
import { busyOverviewFixture, newShopOverviewFixture } from '../../../testing/fixtures/overview';
import { http } from '../../../testing/mocks/http';
import { scenario } from '../../../testing/mocks/scenarios';
import { ShopOverview } from '../components/shop-overview';

// Long enough for the charts' entrance animation to end before the picture is taken.
const chartsSettled = () => new Promise((resolve) => setTimeout(resolve, 1200));

const meta = preview.meta({
  title: 'Dashboard/Admin/Overview',
  component: ShopOverview,
  parameters: { session: 'admin', route: { path: '/dashboard', url: '/dashboard' }, layout: 'padded' },
  beforeEach: ({ msw }) => msw.use(http.get('/overview', ({ response }) => response(200).json(busyOverviewFixture))),
});

export const Busy = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: /per day/ });
    await chartsSettled();
  },
});
export const BusyPhone = Busy.extend({ globals: { viewport: { value: 'phone' } } });
export const NewShop = meta.story({
  beforeEach: ({ msw }) => msw.use(http.get('/overview', ({ response }) => response(200).json(newShopOverviewFixture))),
});
export const NewShopPhone = NewShop.extend({ globals: { viewport: { value: 'phone' } } });
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/overview', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('getOverview', 'serverError')) });
export const LoadFailedPhone = LoadFailed.extend({ globals: { viewport: { value: 'phone' } } });
