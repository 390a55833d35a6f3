// Where an email's links lead, on the shop's public origin (SHOP_URL). One function per target, so
// an order reached another way (a guest's, by its private key) changes its links here alone.
import type { OrderEmailDetails } from './order-email.js';

export interface EmailLinks {
  shop: string;
  /** The order's own page: its lines, state and what can be done next. */
  order: string;
  /** Where an unpaid order is paid. */
  pay: string;
}

type LinkedOrder = Pick<OrderEmailDetails, 'orderId'>;

const at = (shopUrl: string, path: string) => new URL(path, shopUrl).href;

/** An account's order, opened by its owner once signed in. */
export const orderLink = (order: LinkedOrder, shopUrl: string): string => at(shopUrl, `/orders/${encodeURIComponent(order.orderId)}/thank-you`);

export const payLink = (order: LinkedOrder, shopUrl: string): string => at(shopUrl, `/dashboard/payment/${encodeURIComponent(order.orderId)}`);

export const linksFor = (order: LinkedOrder, shopUrl: string): EmailLinks => ({ shop: at(shopUrl, '/'), order: orderLink(order, shopUrl), pay: payLink(order, shopUrl) });

/** The shop's page that completes a password reset with Firebase's one-time code. */
export const resetPasswordLink = (oobCode: string, shopUrl: string): string => {
  const url = new URL('/reset-password', shopUrl);
  url.searchParams.set('oobCode', oobCode);
  return url.href;
};
