// The business's legal details: anyone reads them, the owner alone sets them (validated, audited,
// nothing changed by a refusal), and the emails sent from then on carry them; on SQLite and PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { demoBusiness } from '../../../db/seeds/demo-business.js';

const given = useTestShop({ people: { admin: 'owner', cat: 'catalogue', alice: 'customer' } });
afterEach(() => expect(given.shop.violations.splice(0)).toEqual([]));

const details = demoBusiness;

const read = async () => (await given.shop.request.get('/api/settings/business')).body;
const save = (body: unknown, caller = given.admin) => given.shop.request.put('/api/settings/business').set(caller.auth).send(body as object);

describe('the business’s legal details', () => {
  it('when nothing is set, then the shop is known by its name alone', async () => {
    expect(await read()).toEqual({ legalName: 'Hand Tool Shop', address: null, email: null, phone: null, vatNumber: null, companyNumber: null });
  });

  it('when the owner saves them, then anyone reads them as saved (spaces around trimmed, the email lower-cased), and the audit trail has the change', async () => {
    const response = await save({ ...details, legalName: '  Hand Tool Shop Ltd ', email: 'Hello@HandTools.test' });

    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual(details);
    expect(await read()).toEqual(details);
    const [entry] = await given.shop.db.sql.select<{ after: string }>("SELECT after FROM audit_entries WHERE kind = 'settings.changed' AND subject_id = 'business' ORDER BY created_at DESC", []);
    expect(JSON.parse(entry!.after)).toEqual(details);
  });

  it('when a VAT number, an email or a name is not one, or a field is missing or unknown, then 400 names it and nothing changes', async () => {
    const before = await read();
    for (const body of [
      { ...details, vatNumber: 'GB 123 456 789' },
      { ...details, vatNumber: '123456789' },
      { ...details, email: 'not an email' },
      { ...details, legalName: '   ' },
      { ...details, companyNumber: undefined },
      { ...details, role: 'owner' },
    ]) {
      const response = await save(body);
      expectProblem(response, 400);
    }
    expect(await read()).toEqual(before);
  });

  it('when staff other than the owner, or a customer, saves them, then 403 and nothing changes', async () => {
    const before = await read();
    expectProblem(await save({ ...details, legalName: 'Someone Else Ltd' }, given.cat), 403);
    expectProblem(await save({ ...details, legalName: 'Someone Else Ltd' }, given.alice), 403);
    expect(await read()).toEqual(before);
  });
});
