// A guest order's private link: `/orders/{id}#key=…`. The key rides in the fragment, which the
// browser never sends to a server, so it lands in no request log; the page sends it as a header.

export const guestOrderPath = (orderId: string, orderKey: string) => `/orders/${orderId}#key=${encodeURIComponent(orderKey)}`;

/** The key in a location's fragment (`#key=…`), if it has one. */
export const orderKeyFrom = (hash: string): string | undefined => new URLSearchParams(hash.replace(/^#/, '')).get('key') ?? undefined;
