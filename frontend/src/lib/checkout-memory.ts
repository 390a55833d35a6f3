// What a shopper typed at the checkout (email, address, phone), kept in this tab's sessionStorage
// so that leaving the checkout (to the cart, a tool, the login) and coming back finds it again. A
// tab's storage ends with the tab, so a shared computer doesn't hand it to the next person.
import type { Delivery } from './delivery';

export type CheckoutMemory = Partial<Delivery & { email: string }>;

const STORAGE_KEY = 'handtools.checkout';

export function rememberedCheckout(): CheckoutMemory {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(stored).filter(([name, value]) => ['email', 'address', 'phone'].includes(name) && typeof value === 'string' && value !== ''));
  } catch {
    return {};
  }
}

export function rememberCheckout(typed: CheckoutMemory): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...rememberedCheckout(), ...typed }));
  } catch {
    // Storage full or refused (private browsing): the checkout works, it just won't remember.
  }
}
