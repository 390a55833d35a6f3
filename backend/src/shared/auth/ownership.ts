// Who may act on a person's account or on what they own, decided here for every service. "Staff"
// is whoever the operation's `x-roles` lets act on anyone's (`actsAsStaff`, set by authenticate.ts
// from the contract alone):
// - self or staff: reading a person's account data (their profile, orders list, role);
// - owner or staff: an order, read or cancelled;
// - owner only: what only the person does, staff included (paying an order, changing a profile);
// - the order's key: a guest's order, for whoever holds its private key (and only that order).
// An account is named by the email in the path, so refusing it says nothing new: 403. A thing
// found by id is refused like a missing one, 404, so its id can't be probed.
import { forbidden, notFound } from '../problem.js';
import type { AuthenticatedUser } from '../request-context.js';
import { orderKeyMatches } from './order-keys.js';

export type Ownership = 'self or staff' | 'owner or staff' | 'owner only';

/** The person something belongs to: an account by its email, an owned thing by its user id. */
export type Owner = { email: string; userId?: undefined } | { userId: string | null; email?: undefined };

const isOwner = (caller: AuthenticatedUser, owner: Owner): boolean =>
  owner.userId === undefined ? owner.email === caller.email : owner.userId === caller.id;

export function allows(rule: Ownership, caller: AuthenticatedUser, owner: Owner): boolean {
  return isOwner(caller, owner) || (rule !== 'owner only' && caller.actsAsStaff);
}

/** An account, named by its email: refused with 403 and `refusal`. */
export function assertAccountAccess(rule: Ownership, caller: AuthenticatedUser, email: string, refusal = 'You can only see your own account.'): void {
  if (!allows(rule, caller, { email })) throw forbidden(refusal);
}

/** A thing found by id (undefined when there is none): refused like a missing one, 404 with `missing`. */
export function assertOwnedAccess<T extends { userId: string | null }>(
  rule: Ownership,
  caller: AuthenticatedUser,
  thing: T | undefined,
  missing: string,
): asserts thing is T {
  if (!thing || !allows(rule, caller, { userId: thing.userId })) throw notFound(missing);
}

/** A guest's order, found by id (undefined when there is none): any key but its own is refused like a missing order, 404. */
export function assertKeyAccess<T extends { keyHash: string | null }>(key: string, thing: T | undefined, missing: string): asserts thing is T {
  if (!orderKeyMatches(key, thing?.keyHash ?? null)) throw notFound(missing);
}
