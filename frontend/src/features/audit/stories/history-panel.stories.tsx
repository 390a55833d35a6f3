import { delay, http as untypedHttp } from 'msw';
import preview from '../../../../../.storybook/preview';
import { orderFixture } from '../../../testing/fixtures/orders';
import { productFixtures } from '../../../testing/fixtures/products';
import { scenario } from '../../../testing/mocks/scenarios';
import { OrderHistory, ProductHistory } from '../components/history-panel';

const meta = preview.meta({
  title: 'Dashboard/Staff/History Panel',
  component: OrderHistory,
  parameters: { session: 'admin', layout: 'padded' },
  args: { orderId: orderFixture()._id },
});

/** An order's own trail: shipped by fulfilment. */
export const OrderShipped = meta.story({});
/** A tool's own trail: a stock adjustment and a price change. */
export const ToolChanges = meta.story({ render: () => <ProductHistory productId={productFixtures[0]!._id} /> });
export const NoActionYet = meta.story({ args: { orderId: '0193a7d2-5c1e-7b3a-9f00-0000000e0777' } });
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/orders/:id/history', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('listOrderHistory', 'serverError')) });
