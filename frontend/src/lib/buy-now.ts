// Buy Now opens the checkout of one line, `/checkout?buy=<tool>&quantity=<n>`: the tool's page and
// card link there, and the checkout reads it (bringing the quantity within the tool's bounds; it
// spells `buy` itself, so that this module stays in the public pages' shared code).

export const BUY_NOW_PARAM = 'buy';

export const buyNowPath = (productId: string, quantity: number) => `/checkout?${new URLSearchParams({ [BUY_NOW_PARAM]: productId, quantity: String(quantity) })}`;
