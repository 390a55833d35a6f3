// How the shop charges tax: anyone reads it, the owner alone sets it (validated, audited, nothing
// changed by a refusal); on SQLite and PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const given = useTestShop({ people: { admin: 'owner', cat: 'catalogue', alice: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const trade = { pricesIncludeTax: false, standardRate: '20', reducedRate: '5', exportsWithoutTax: true };

const read = async () => (await given.shop.request.get('/api/settings/tax')).body;
const save = (body: unknown, caller = given.admin) => given.shop.request.put('/api/settings/tax').set(caller.auth).send(body as object);

describe('the tax settings', () => {
  it('when nothing is set, then prices include 20% (5% reduced) and exports pay them as shown', async () => {
    expect(await read()).toEqual({ pricesIncludeTax: true, standardRate: '20', reducedRate: '5', exportsWithoutTax: false });
  });

  it('when the owner saves them, then anyone reads them as saved (a rate written one way), and the audit trail has the change', async () => {
    const response = await save({ ...trade, standardRate: '17.50', reducedRate: '05' });

    expect(response.status, response.text).toBe(200);
    const saved = { ...trade, standardRate: '17.5', reducedRate: '5' };
    expect(response.body).toEqual(saved);
    expect(await read()).toEqual(saved);
    const [entry] = await given.shop.db.sql.select<{ before: string; after: string }>(
      "SELECT before, after FROM audit_entries WHERE kind = 'settings.changed' AND subject_id = 'tax' ORDER BY created_at DESC",
      [],
    );
    expect(JSON.parse(entry!.before)).toEqual({ pricesIncludeTax: true, standardRate: '20', reducedRate: '5', exportsWithoutTax: false });
    expect(JSON.parse(entry!.after)).toEqual(saved);
  });

  it('when a rate is not a percent with at most 2 decimals, or a field is missing or unknown, then 400 names it and nothing changes', async () => {
    const before = await read();
    for (const body of [
      { ...trade, standardRate: '101' },
      { ...trade, standardRate: '-5' },
      { ...trade, reducedRate: '5.555' },
      { ...trade, reducedRate: 5 },
      { ...trade, standardRate: '20%' },
      { ...trade, pricesIncludeTax: 'yes' },
      { ...trade, exportsWithoutTax: undefined },
      { ...trade, zeroRate: '0' },
    ]) {
      expectProblem(await save(body), 400);
    }
    expect(await read()).toEqual(before);
  });

  it('when staff other than the owner, or a customer, saves them, then 403 and nothing changes', async () => {
    const before = await read();
    expectProblem(await save(trade, given.cat), 403);
    expectProblem(await save(trade, given.alice), 403);
    expect(await read()).toEqual(before);
  });
});
