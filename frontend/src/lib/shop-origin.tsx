import { createContext, useContext, type ReactNode } from 'react';

// The shop's public origin, which canonical links and social cards must name in full. A server
// render is given it with the page's address (the shop's SHOP_URL); in the browser it is the page's.
const ShopOrigin = createContext<string | null>(null);

export function ShopOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <ShopOrigin.Provider value={origin}>{children}</ShopOrigin.Provider>;
}

export function useShopOrigin(): string {
  return useContext(ShopOrigin) ?? window.location.origin;
}
