import { cartApi } from '../../lib/cart/cart-api';
import { shippingApi } from '../../lib/shipping/shipping-api';
import type { AppStore } from '../../lib/store';
import { orderableItems } from './use-delivery-choice';

/**
 * On the server, the quote the cart's delivery estimate first asks for (its lines, to the shop's own
 * country), so the page arrives with the estimate's words in it. Without it the words came after
 * hydration and a quote's round trip, and, as the largest text on a phone's first screen, set the
 * page's Largest Contentful Paint (5.0 s in Lighthouse's mobile run, against 1.4 s before the estimate).
 * Never the page's failure: the estimate says itself that it couldn't be worked out.
 */
export async function prefetchDeliveryEstimate(store: AppStore): Promise<object> {
  const [cart, settings] = await Promise.all([
    store.dispatch(cartApi.endpoints.getVisitorCart.initiate(undefined, { subscribe: false })),
    store.dispatch(shippingApi.endpoints.getShippingSettings.initiate(undefined, { subscribe: false })),
  ]);
  const lines = orderableItems(cart.data);
  if (!settings.data || lines.length === 0) return {};
  await store.dispatch(shippingApi.endpoints.quoteShipping.initiate({ country: settings.data.homeCountry, lines }, { subscribe: false }));
  return {};
}
