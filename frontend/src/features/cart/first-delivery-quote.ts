import { cartApi } from '../../lib/cart/cart-api';
import { shippingApi } from '../../lib/shipping/shipping-api';
import type { AppStore } from '../../lib/store';
import { orderableItems } from './use-delivery-choice';

/**
 * On the server, the quote the cart's delivery estimate and the checkout's delivery choice first ask
 * for (the cart's lines, to the shop's own country), so the page arrives with it. Without it:
 * - the cart's estimate came after hydration and a quote's round trip and, as the largest text on a
 *   phone's first screen, set the page's Largest Contentful Paint (5.0 s in Lighthouse's mobile run);
 * - the checkout's summary said "Total" for the tools alone, then grew by its subtotal, delivery and
 *   tax lines and pushed the form down (a layout shift of 0.056 in the same run), and with JavaScript
 *   off it never said what delivery and tax add.
 * Never the page's failure: the estimate and the summary say themselves that it couldn't be worked out.
 */
export async function prefetchFirstDeliveryQuote(store: AppStore): Promise<object> {
  const [cart, settings] = await Promise.all([
    store.dispatch(cartApi.endpoints.getVisitorCart.initiate(undefined, { subscribe: false })),
    store.dispatch(shippingApi.endpoints.getShippingSettings.initiate(undefined, { subscribe: false })),
  ]);
  const lines = orderableItems(cart.data);
  if (!settings.data || lines.length === 0) return {};
  await store.dispatch(shippingApi.endpoints.quoteShipping.initiate({ country: settings.data.homeCountry, lines }, { subscribe: false }));
  return {};
}
