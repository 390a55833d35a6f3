// The audit trail as CSV: the screen's filters, every matching entry once however long the trail
// (read a page at a time), cells a spreadsheet would run defused, and the export itself recorded
// with its filters. And an export's own entry keeps its filters out of the subject's bounded
// column, which a long search overflowed on PostgreSQL (a 500). An export of the catalogue is
// recorded as the orders' is. On SQLite and PostgreSQL.
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/api-types.js';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { countRows } from '../../../../test/support/rows.js';
import { cellText } from '../../../shared/csv-cells.js';

const given = useTestShop({ people: { admin: 'owner', packer: 'fulfilment', cataloguer: 'catalogue' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

const exportCsv = (query: Record<string, string> = {}, auth = given.admin.auth) =>
  given.shop.request
    .get('/api/export/audit-entries')
    .query(query)
    .set(auth)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
const rowsOf = (text: string) => parse(text, { columns: true, bom: true }) as Array<Record<string, string>>;

async function entries(query: Record<string, string> = {}): Promise<AuditEntry[]> {
  const response = await given.shop.request.get('/api/audit-entries').set(given.admin.auth).query({ limit: 100, ...query });
  expect(response.status, response.text).toBe(200);
  return response.body.items as AuditEntry[];
}

describe('exporting the audit trail', () => {
  it('when the owner exports a tool’s entries, then each is a row with who, what and the values as JSON, formula-like cells defused, as a download', async () => {
    const product = await addProduct(given.shop, given.admin, { name: '=HYPERLINK("http://evil.test")', price: 24.99 });
    await given.shop.request.patch(`/api/product/${product._id}`).set(given.admin.auth).send({ price: 19.99 }).expect(200);
    const response = await exportCsv({ subject: product._id });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = rowsOf(response.body as string);
    expect(rows.map((row) => row.kind)).toEqual(['product.price_changed', 'product.created']);
    expect(rows[0]).toMatchObject({ actorEmail: given.admin.email, subjectType: 'product', subjectId: product._id, before: '{"price":24.99}', after: '{"price":19.99}' });
    // The created entry's name starts a JSON value, not a cell; the cell is still whole and readable.
    expect(JSON.parse(rows[1]!.after!)).toMatchObject({ name: '=HYPERLINK("http://evil.test")' });
  });

  it('when a cell would start a formula, then it is marked as text, and a person with nothing done exports only the header', async () => {
    expect(rowsOf((await exportCsv({ actor: given.packer.email })).body as string)).toEqual([]);
    // Text the API lets staff put in an entry (an address, an email), written straight in.
    await given.shop.db.sql.execute(
      `INSERT INTO audit_entries (id, created_at, actor_id, actor_email, kind, subject_type, subject_id, before, after, address)
       VALUES (?, ?, NULL, ?, 'user.disabled', 'user', ?, NULL, NULL, ?)`,
      ['0193a7d2-5c1e-7b3a-9f00-0000000f0001', new Date(), '=cmd@evil.test', '+44;=1+1', '@home'],
    );
    const [row] = rowsOf((await exportCsv({ actor: '=cmd@evil.test' })).body as string);
    expect(row).toMatchObject({ actorEmail: cellText('=cmd@evil.test'), subjectId: cellText('+44;=1+1'), address: cellText('@home') });
    expect(row?.actorEmail).toBe("'=cmd@evil.test");
  });

  it('when exported, then the export is recorded with its filters, by the owner', async () => {
    await exportCsv({ kind: 'user.role_changed', from: '2026-01-01' }).expect(200);
    const [recorded] = await entries({ kind: 'audit.exported' });
    expect(recorded).toMatchObject({
      actor: { email: given.admin.email },
      subject: { type: 'audit', id: 'export' },
      after: { kind: 'user.role_changed', from: '2026-01-01' },
    });
  });

  it('when the filters are bad or the caller is not the owner, then nothing is exported or recorded', async () => {
    const before = await countRows(given.shop.db, 'audit_entries');
    expectProblem(await given.shop.request.get('/api/export/audit-entries').query({ from: '2026-02-01', to: '2026-01-01' }).set(given.admin.auth), 400, /ends before it starts/);
    expectProblem(await given.shop.request.get('/api/export/audit-entries').query({ kind: 'audit.deleted' }).set(given.admin.auth), 400);
    expectProblem(await given.shop.request.get('/api/export/audit-entries').set(given.packer.auth), 403);
    expect(await countRows(given.shop.db, 'audit_entries')).toBe(before);
  });

  it('when the trail is longer than one page of the export, then every entry is exported once', async () => {
    const ids = Array.from({ length: 1100 }, (_, i) => `0193a7d2-5c1e-7b3a-9f00-${String(700_000 + i).padStart(12, '0')}`);
    for (let i = 0; i < ids.length; i += 200) {
      const batch = ids.slice(i, i + 200);
      await given.shop.db.sql.execute(
        `INSERT INTO audit_entries (id, created_at, actor_id, actor_email, kind, subject_type, subject_id, before, after, address)
         VALUES ${batch.map(() => "(?, ?, NULL, 'bulk@handtools.test', 'stock.adjusted', 'product', 'bulk', NULL, NULL, NULL)").join(', ')}`,
        batch.flatMap((id) => [id, new Date()]),
      );
    }
    const rows = rowsOf((await exportCsv({ actor: 'bulk@handtools.test' })).body as string);
    expect(rows).toHaveLength(1100);
    expect(new Set(rows.map((row) => row.entryId)).size).toBe(1100);
  });
});

describe('an export’s own entry', () => {
  it('when catalogue staff export the catalogue, then the trail says who took it and when, before the file is read, and a refused export leaves no entry', async () => {
    await given.shop.request.get('/api/export/products').set(given.packer.auth).expect(403);
    expect(await entries({ kind: 'products.exported' })).toEqual([]);
    const response = await given.shop.request.get('/api/export/products').set(given.cataloguer.auth);
    expect(response.status, response.text).toBe(200);
    const recorded = await entries({ kind: 'products.exported' });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ actor: { email: given.cataloguer.email }, subject: { type: 'products', id: 'export' } });
  });

  it('when an orders export searches for 100 characters JSON escapes, then it still succeeds and its entry keeps the search whole in after', async () => {
    // Each control character is six in JSON (\u0001): 600 and more, past the subject's 500.
    const q = '\u0001'.repeat(100);
    const response = await given.shop.request.get('/api/export/orders').query({ q }).set(given.packer.auth);
    expect(response.status, response.text).toBe(200);
    const [recorded] = await entries({ kind: 'orders.exported', actor: given.packer.email });
    expect(recorded).toMatchObject({ subject: { type: 'orders', id: 'export' }, after: { q } });
  });

  it('when an audit export uses the longest filters, then it still succeeds and its entry keeps them whole', async () => {
    const actor = `${'a'.repeat(64)}@${'b'.repeat(180)}.test`;
    const subject = `"${'\u0002'.repeat(200)}`;
    const response = await exportCsv({ actor, subject });
    expect(response.status, response.text).toBe(200);
    const [recorded] = await entries({ kind: 'audit.exported' });
    expect(recorded?.after).toEqual({ actor, subject });
  });
});
