// The shop's roles: a customer, or one of the staff roles. Which staff roles may call an operation
// is the contract's to say (each operation's `x-roles`); this module only names them.
import type { Role, StaffRole } from '../api-types.js';

export const STAFF_ROLES: readonly StaffRole[] = ['owner', 'catalogue', 'fulfilment', 'support'];
const ROLES: readonly Role[] = ['customer', ...STAFF_ROLES];

export const isStaff = (role: Role): role is StaffRole => role !== 'customer';

/** A role read from outside (a token's claim): anything unknown is the least, a customer. */
export const roleOf = (value: unknown): Role => (ROLES as readonly unknown[]).includes(value) ? (value as Role) : 'customer';

/**
 * An operation's `x-roles`, checked once at start-up: staff roles only, the owner among them (the
 * owner may do everything), each once. A staff operation without them stops the shop, so none can
 * be added without someone deciding who may call it.
 */
export function staffRolesOf(operationId: string, declared: unknown, required: boolean): StaffRole[] {
  if (declared === undefined) {
    if (required) throw new Error(`openapi.yaml: ${operationId} is a staff operation and must list its x-roles`);
    return [];
  }
  const roles = Array.isArray(declared) ? declared : [declared];
  const unknown = roles.filter((role) => !(STAFF_ROLES as readonly unknown[]).includes(role));
  if (roles.length === 0 || unknown.length > 0 || new Set(roles).size !== roles.length || !roles.includes('owner')) {
    throw new Error(`openapi.yaml: ${operationId} has x-roles ${JSON.stringify(declared)}: staff roles each once, the owner among them`);
  }
  return roles as StaffRole[];
}
