// The last admin can't be removed, even when the last two demote each other at the same moment
// (SQLite serialises the writes; PostgreSQL must lock the admin rows). A shop of its own, so the
// admin count is exactly what these tests make it.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, type Shopper } from '../../../../test/harness.js';
import { countRows } from '../../../../test/support/rows.js';

const given = useTestShop({ people: { first: 'owner', second: 'owner' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const admins = () => countRows(given.shop.db, 'users', { role: 'owner' });
const removeAdmin = (as: Shopper, target: Shopper) => given.shop.request.delete(`/api/user/admin/${target.email}`).set(as.auth);

describe('the last admin', () => {
  it('when the only two admins demote each other at the same moment, then exactly one succeeds and one admin is left', async () => {
    for (let round = 0; round < 5; round += 1) {
      expect(await admins()).toBe(2);
      const [a, b] = await Promise.all([removeAdmin(given.first, given.second), removeAdmin(given.second, given.first)]);
      // The loser was no longer an admin by the time its demotion ran.
      expect([a.status, b.status].sort()).toEqual([200, 403]);
      expect(await admins()).toBe(1);
      const [winner, loser] = a.status === 200 ? [given.first, given.second] : [given.second, given.first];
      expect((await given.shop.request.put(`/api/user/admin/${loser.email}`).set(winner.auth)).status).toBe(200);
    }
  });

  it('when the one remaining admin tries to remove themself, then 409 and the shop keeps its admin', async () => {
    expect((await removeAdmin(given.first, given.second)).status).toBe(200);
    const response = await removeAdmin(given.first, given.first);
    expect(response.status).toBe(409);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await admins()).toBe(1);
  });
});
