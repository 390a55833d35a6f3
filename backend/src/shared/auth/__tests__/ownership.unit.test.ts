import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../problem.js';
import type { AuthenticatedUser } from '../../request-context.js';
import { allows, assertAccountAccess, assertOwnedAccess, type Ownership } from '../ownership.js';

// Staff here: a role the operation's x-roles lists (authenticate.ts sets `actsAsStaff` so).
const person = (id: string, role: 'customer' | 'support' = 'customer'): AuthenticatedUser => ({
  id,
  email: `${id}@example.com`,
  name: id,
  role,
  sessionId: `session-${id}`,
  secondFactor: 'not_needed',
  actsAsStaff: role !== 'customer',
  clientAddress: null,
});
const sam = person('sam');
const kim = person('kim');
const admin = person('ada', 'support');

function refusal(act: () => void): { status: number; detail: string } | undefined {
  try {
    act();
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
    return { status: error.status, detail: error.detail };
  }
}

describe('ownership', () => {
  it.each<[Ownership, boolean, boolean, boolean]>([
    // rule, the owner, someone else, an admin
    ['self or staff', true, false, true],
    ['owner or staff', true, false, true],
    ['owner only', true, false, false],
  ])('when the rule is "%s", then the owner: %s, someone else: %s, an admin: %s', (rule, owner, other, anAdmin) => {
    for (const subject of [{ userId: sam.id }, { email: sam.email }]) {
      expect([allows(rule, sam, subject), allows(rule, kim, subject), allows(rule, admin, subject)]).toEqual([owner, other, anAdmin]);
    }
  });

  it('when someone else asks for an account, then 403 with the refusal; its owner and an admin pass', () => {
    expect(refusal(() => assertAccountAccess('self or staff', kim, sam.email))).toEqual({ status: 403, detail: 'You can only see your own account.' });
    expect(refusal(() => assertAccountAccess('self or staff', sam, sam.email))).toBeUndefined();
    expect(refusal(() => assertAccountAccess('self or staff', admin, sam.email))).toBeUndefined();
    expect(refusal(() => assertAccountAccess('owner only', admin, sam.email, 'Only yours.'))).toEqual({ status: 403, detail: 'Only yours.' });
  });

  it('when someone else asks for an owned thing, then 404 exactly like a missing one', () => {
    const order = { userId: sam.id, email: kim.email };
    const missing = refusal(() => assertOwnedAccess('owner or staff', kim, undefined, 'No such order.'));
    expect(missing).toEqual({ status: 404, detail: 'No such order.' });
    expect(refusal(() => assertOwnedAccess('owner or staff', kim, order, 'No such order.'))).toEqual(missing);
    expect(refusal(() => assertOwnedAccess('owner only', admin, order, 'No such order.'))).toEqual(missing);
    expect(refusal(() => assertOwnedAccess('owner or staff', admin, order, 'No such order.'))).toBeUndefined();
    expect(refusal(() => assertOwnedAccess('owner only', sam, order, 'No such order.'))).toBeUndefined();
  });

  it('when an owned thing carries an email too (an order keeps the one it was placed with), then only its user id decides', () => {
    expect(refusal(() => assertOwnedAccess('owner only', kim, { userId: sam.id, email: kim.email }, 'No such order.'))?.status).toBe(404);
  });
});
