// Where an email's links lead, on the shop's public origin (SHOP_URL). linksFor alone decides them,
// from the snapshot: an account's order opens on the account's pages once signed in; a guest's
// order opens only with its private key, so its links carry it.
import type { OrderEmailDetails } from './order-email.js';

export interface EmailLinks {
  shop: string;
  /** The order's own page: its lines, state and what can be done next. */
  order: string;
  /** Where an unpaid order is paid. */
  pay: string;
}

type LinkedOrder = Pick<OrderEmailDetails, 'orderId' | 'guest'>;

const at = (shopUrl: string, path: string) => new URL(path, shopUrl).href;

/** An account's order, opened by its owner once signed in. */
export const orderLink = (order: Pick<LinkedOrder, 'orderId'>, shopUrl: string): string => at(shopUrl, `/orders/${encodeURIComponent(order.orderId)}/thank-you`);

export const payLink = (order: Pick<LinkedOrder, 'orderId'>, shopUrl: string): string => at(shopUrl, `/dashboard/payment/${encodeURIComponent(order.orderId)}`);

/**
 * A guest's order page, which shows it, pays it (its card form) and cancels it while unpaid. The key
 * rides in the fragment, which the browser never sends to a server: it lands in no request log.
 */
export function guestOrderLink(orderId: string, key: string, shopUrl: string): string {
  const url = new URL(`/orders/${encodeURIComponent(orderId)}`, shopUrl);
  url.hash = new URLSearchParams({ key }).toString();
  return url.href;
}

export function linksFor(order: LinkedOrder, shopUrl: string): EmailLinks {
  const shop = at(shopUrl, '/');
  if (order.guest === undefined) return { shop, order: orderLink(order, shopUrl), pay: payLink(order, shopUrl) };
  // Without its key a guest's order opens nowhere: the shop is the one page worth sending them to.
  const page = order.guest.key === null ? shop : guestOrderLink(order.orderId, order.guest.key, shopUrl);
  return { shop, order: page, pay: page };
}

/** The shop's page that completes a password reset with Firebase's one-time code. */
export const resetPasswordLink = (oobCode: string, shopUrl: string): string => {
  const url = new URL('/reset-password', shopUrl);
  url.searchParams.set('oobCode', oobCode);
  return url.href;
};
