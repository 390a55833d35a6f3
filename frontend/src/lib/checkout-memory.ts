// What a shopper typed at the checkout (email, address, phone) or chose in the cart or the checkout
// (the country to deliver to), kept in this tab's sessionStorage
// so that leaving the checkout (to the cart, a tool, the login) and coming back finds it again. It
// is kept for whoever typed it (the account's email, or a guest) and read by no one else; a sign-in
// or sign-out on the tab lets it go (checkoutOwnerChanged), and so does a placed order, whose
// details are the order's from then on: the next person at a shared computer starts with nothing.
import type { HeldOrder } from './checkout-payment';
import type { Delivery } from './delivery';

export type CheckoutMemory = Partial<Delivery & { email: string; country: string }>;

const STORAGE_KEY = 'handtools.checkout';
// The owner of what a guest typed (an account's is its email, which never reads "guest").
const GUEST = 'guest';
const ownerMark = (owner: string | null) => owner ?? GUEST;

function storedTyping(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What `owner` (an account's email, or null for a guest) typed here before; nothing of anyone else's. */
export function rememberedCheckout(owner: string | null): CheckoutMemory {
  const stored = storedTyping();
  // Kept by an older version with no owner, or by someone else: not this shopper's to see.
  if (stored.owner !== ownerMark(owner)) return {};
  return Object.fromEntries(Object.entries(stored).filter(([name, value]) => ['email', 'address', 'phone', 'country'].includes(name) && typeof value === 'string' && value !== ''));
}

export function rememberCheckout(owner: string | null, typed: CheckoutMemory): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...rememberedCheckout(owner), ...typed, owner: ownerMark(owner) }));
  } catch {
    // Storage full or refused (private browsing): the checkout works, it just won't remember.
  }
}

/** The order is placed: what was typed for it is the order's now. */
export function forgetTypedCheckout(): void {
  forgetStored(STORAGE_KEY);
}

// The checkout's attempt: the Idempotency-Key Pay sends (one per attempt, so a Pay pressed again after
// an answer was lost, or after a reload, gets the order the first placed rather than a second), and
// then the order it placed, held while its payment is tried again: a reload, or a visit to the cart
// and back, pays that same order. Kept for the checkout it came from (the cart, or Buy Now of one
// tool) and the shopper who placed it, until paid or its hold ends. A signed-in shopper's is kept in
// this tab's sessionStorage under their email, and ignored by anyone else. A guest's order carries
// its private key, and a tab's storage outlives its visitor on a shared computer: a guest's attempt
// lives in this page's memory only, and goes with a reload (the held order stays payable from the
// link the page shows) or when anyone signs in or out.
const HELD_KEY = 'handtools.checkout.held';

interface CheckoutAttempt {
  checkout: string;
  /** The signed-in shopper's email, or null for a guest. */
  owner: string | null;
  idempotencyKey: string;
  /** The request the key was made for: another one (a field changed) is another attempt. */
  request: string;
  held?: HeldOrder;
}

let guestAttempt: CheckoutAttempt | null = null;

function storedAttempt(): CheckoutAttempt | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(HELD_KEY) ?? 'null') as CheckoutAttempt | null;
    if (stored === null || typeof stored.owner === 'string') return stored;
    // A guest's, kept there by an older version: its key goes now.
    sessionStorage.removeItem(HELD_KEY);
    return null;
  } catch {
    return null;
  }
}

function readAttempt(checkout: string, owner: string | null): CheckoutAttempt | null {
  // A guest's from memory only: one an older version kept in the tab's storage is never read.
  const attempt = owner === null ? guestAttempt : storedAttempt();
  return attempt && attempt.checkout === checkout && attempt.owner === owner ? attempt : null;
}

function writeAttempt(attempt: CheckoutAttempt): void {
  if (attempt.owner === null) {
    guestAttempt = attempt;
    return;
  }
  try {
    sessionStorage.setItem(HELD_KEY, JSON.stringify(attempt));
  } catch {
    // Storage refused: the page still holds the order until it is left.
  }
}

// A UUID (v4) from the browser's random source: crypto.randomUUID exists only on https pages.
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key for placing `request` (its path and body): the attempt's own when it is the same request again, else a new attempt's. */
export function checkoutAttemptKey(checkout: string, owner: string | null, request: string): string {
  const stored = readAttempt(checkout, owner);
  if (stored && !stored.held && stored.request === request) return stored.idempotencyKey;
  const attempt = { checkout, owner, idempotencyKey: newIdempotencyKey(), request };
  writeAttempt(attempt);
  return attempt.idempotencyKey;
}

export function heldCheckout(checkout: string, owner: string | null): HeldOrder | null {
  const held = readAttempt(checkout, owner)?.held;
  if (!held || held.order.status !== 'unpaid') return null;
  const holdEnds = held.order.holdExpiresAt ? Date.parse(held.order.holdExpiresAt) : Number.NaN;
  if (!(holdEnds > Date.now())) return null;
  return held.key === undefined ? { order: held.order } : { order: held.order, key: held.key };
}

/** The attempt placed its order: kept with its key, so what follows pays that one. */
export function holdCheckout(checkout: string, owner: string | null, held: HeldOrder): void {
  const stored = readAttempt(checkout, owner);
  writeAttempt({ checkout, owner, idempotencyKey: stored?.idempotencyKey ?? newIdempotencyKey(), request: stored?.request ?? '', held });
}

/** Paid, released, or its key refused: the next Pay is a new attempt. */
export function forgetHeldCheckout(): void {
  guestAttempt = null;
  forgetStored(HELD_KEY);
}

/**
 * Someone signed in or out on this tab (`owner`: the account's email now, or null): what the
 * checkout keeps for anyone else goes, typed details and held order alike. A guest's never outlives
 * a sign-in, so the guest who signs out later is not handed the one before's.
 */
export function checkoutOwnerChanged(owner: string | null): void {
  guestAttempt = null;
  if (storedAttempt()?.owner !== owner) forgetStored(HELD_KEY);
  if (storedTyping().owner !== ownerMark(owner)) forgetTypedCheckout();
}

function forgetStored(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing kept, nothing to forget
  }
}
