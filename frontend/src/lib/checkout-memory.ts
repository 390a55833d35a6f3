// What a shopper typed at the checkout (email, address, phone), kept in this tab's sessionStorage
// so that leaving the checkout (to the cart, a tool, the login) and coming back finds it again. A
// tab's storage ends with the tab, so a shared computer doesn't hand it to the next person.
import type { HeldOrder } from './checkout-payment';
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

// The order the checkout placed and holds while its payment is tried again: a reload, or a visit to
// the cart and back, pays that same order rather than placing a second one. Kept for the checkout it
// came from (the cart, or Buy Now of one tool) and the shopper who placed it, until paid or its hold ends.
const HELD_KEY = 'handtools.checkout.held';

interface StoredHold extends HeldOrder {
  checkout: string;
  /** The signed-in shopper's email, or null for a guest. */
  owner: string | null;
}

export function heldCheckout(checkout: string, owner: string | null): HeldOrder | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(HELD_KEY) ?? 'null') as StoredHold | null;
    if (!stored || stored.checkout !== checkout || stored.owner !== owner || stored.order.status !== 'unpaid') return null;
    const holdEnds = stored.order.holdExpiresAt ? Date.parse(stored.order.holdExpiresAt) : Number.NaN;
    if (!(holdEnds > Date.now())) return null;
    return stored.key === undefined ? { order: stored.order } : { order: stored.order, key: stored.key };
  } catch {
    return null;
  }
}

export function holdCheckout(checkout: string, owner: string | null, held: HeldOrder): void {
  try {
    sessionStorage.setItem(HELD_KEY, JSON.stringify({ ...held, checkout, owner } satisfies StoredHold));
  } catch {
    // Storage refused: the page still holds the order until it is left.
  }
}

export function forgetHeldCheckout(): void {
  try {
    sessionStorage.removeItem(HELD_KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}
