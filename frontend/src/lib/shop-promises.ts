// What the storefront promises comes from the shop's settings (GET /api/config), so a page never
// promises more than the shop does: the contact form's reply time and the free-shipping offer are
// the ones the server keeps.
import { api } from './api';
import { formatPrice } from './money';
import type { RuntimeConfig, ShopPromises } from '../types/api';

export const shopPromisesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopPromises: build.query<ShopPromises & Pick<RuntimeConfig, 'orderHoldMinutes'>, void>({
      query: () => '/config',
      transformResponse: (config: RuntimeConfig) => ({
        ...config.shop,
        orderHoldMinutes: config.orderHoldMinutes,
      }),
    }),
  }),
});

export const { useGetShopPromisesQuery } = shopPromisesApi;

/**
 * Whether the shop's prices are without VAT (a trade counter's: the checkout adds it), so that a
 * price shown says so. False until the shop has said (a consumer shop's prices need no words).
 */
export function usePricesExcludeVat(): boolean {
  return useGetShopPromisesQuery().data?.pricesIncludeTax === false;
}

const DAYS = ['one', 'two', 'three', 'four', 'five'];

/** "one working day", "two working days". */
export const replyTime = (workingDays: number): string => `${DAYS[workingDays - 1] ?? String(workingDays)} working ${workingDays === 1 ? 'day' : 'days'}`;

/** "$1000", as the seed's claim spells it: a round threshold needs no cents. */
export const shippingThreshold = (dollars: number): string => (Number.isInteger(dollars) ? `$${dollars}` : formatPrice(dollars));

/** "24 hours", "30 minutes", "2 days": how long an unpaid order keeps its tools. */
export function holdTime(minutes: number): string {
  const [amount, unit] = minutes % 1440 === 0 && minutes > 1440 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
