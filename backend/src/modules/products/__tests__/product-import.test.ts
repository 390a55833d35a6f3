// The catalogue as CSV: the export's columns are the import's, a file is checked row by row and
// refused whole naming every problem by row and column, a dry run changes nothing, and applying is
// one transaction with each change audited and a stock change in the tool's history. On SQLite and
// on PostgreSQL (TEST_DATABASE_URL).
import { parse } from 'csv-parse/sync';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from '../../../../test/harness.js';
import { addProduct } from '../../../../test/support/orders.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { createTaxonomyRepository } from '../taxonomy.repository.js';

const given = useTestShop({ people: { admin: 'owner', alice: 'customer' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

beforeAll(async () => {
  const taxonomy = createTaxonomyRepository(given.shop.db);
  await given.shop.db.write(async (transaction) => {
    await taxonomy.addCategory({ name: 'Chisels', slug: 'chisels', parentId: null, position: 0 }, transaction);
    await taxonomy.addBrand({ name: 'Oakridge', slug: 'oakridge' }, transaction);
  });
});

const HEADER = 'slug,name,category,brand,price,priceBreaks,minimum,available,weightGrams,taxClass,image,description';
const importCsv = (csv: string, dryRun = false) =>
  given.shop.request
    .post('/api/product-imports')
    .query(dryRun ? { dryRun: 'true' } : {})
    .set(given.admin.auth)
    .set('Content-Type', 'text/csv')
    .send(csv);
const exported = async () => {
  const response = await given.shop.request.get('/api/export/products').set(given.admin.auth).buffer(true).parse((res, done) => {
    let text = '';
    res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    res.on('end', () => done(null, text));
  });
  expect(response.status).toBe(200);
  return { response, text: response.body as string, rows: parse(response.body as string, { bom: true, columns: true }) as Array<Record<string, string>> };
};
const productNamed = async (name: string) => (await given.shop.request.get('/api/allProducts').set(given.admin.auth).query({ q: name, limit: 100 })).body.items as Array<Record<string, unknown>>;
const count = async () => (await exported()).rows.length;

describe('exporting the catalogue', () => {
  it('when the admin exports, then every tool is a row in the import’s columns: slugs for category and brand, breaks as quantity:price', async () => {
    const tool = await addProduct(given.shop, given.admin, { name: 'Export Chisel', price: 24.99, minimum: 2, available: 40, priceBreaks: [{ minQuantity: 10, price: 21.5 }] });
    await given.shop.request.patch(`/api/product/${tool._id}`).set(given.admin.auth).send({ category: 'chisels', brand: 'oakridge', description: '-10% for the trade: a chisel.' });
    const { response, text, rows } = await exported();
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.replace(/^\uFEFF/, '').split('\n')[0]).toBe(HEADER.replace('slug,', 'slug,sku,sizeOf,option,'));
    expect(rows.find((row) => row.name === 'Export Chisel')).toMatchObject({
      category: 'chisels',
      brand: 'oakridge',
      price: '24.99',
      priceBreaks: '10:21.50',
      minimum: '2',
      available: '40',
      taxClass: 'standard',
      // A spreadsheet would run "-10%…": it is marked as text.
      description: "'-10% for the trade: a chisel.",
    });
  });
});

describe('importing a CSV file', () => {
  it('when the export is imported again unchanged, then every row names its tool and nothing changes', async () => {
    await addProduct(given.shop, given.admin, { name: 'Round Trip Plane', description: '=SUM(A1) is not a formula here.' });
    const before = await exported();
    const dry = await importCsv(before.text, true);
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body).toEqual({ dryRun: true, rows: before.rows.length, added: 0, updated: before.rows.length });
    const applied = await importCsv(before.text);
    expect(applied.body).toEqual({ dryRun: false, rows: before.rows.length, added: 0, updated: before.rows.length });
    expect((await exported()).text).toBe(before.text);
    expect((await productNamed('Round Trip Plane'))[0]).toMatchObject({ description: '=SUM(A1) is not a formula here.' });
  });

  it('when a file has two bad rows, then the whole file is refused naming both rows and columns, and nothing is added; corrected, it imports', async () => {
    const tools = await count();
    const bad = [
      HEADER,
      ',Import Mallet,,oakridge,18.50,,1,30,600,standard,/images/tools/claw-hammer.svg,A beech mallet.',
      ',Import Gouge,chisel,,12.5O,,1,30,,,/images/tools/claw-hammer.svg,A gouge.',
      ',Import Rasp,,,9.99,5:9.50,5,30,,,/images/tools/claw-hammer.svg,A rasp.',
    ].join('\n');
    for (const dryRun of [true, false]) {
      const refused = await importCsv(bad, dryRun);
      expectProblem(refused, 422, 'The file has 2 problems; nothing was imported.');
      expect(refused.body.code).toBe('import_problems');
      expect(refused.body.problems).toEqual([
        { row: 3, column: 'price', message: 'Price must be in dollars with at most 2 decimals, like 24.99.' },
        { row: 4, column: 'priceBreaks', message: 'A price break starts above the minimum order: 5 is not more than 5.' },
      ]);
      expect(await count()).toBe(tools);
    }
    // The category is checked only once the row reads: the fixed price brings out the unknown category.
    const fixed = bad.replace('12.5O', '12.50').replace('5:9.50', '10:9.50');
    const again = await importCsv(fixed, true);
    expect(again.body.problems).toEqual([{ row: 3, column: 'category', message: 'There is no category “chisel”.' }]);
    const applied = await importCsv(fixed.replace(',chisel,', ',chisels,'));
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body).toEqual({ dryRun: false, rows: 3, added: 3, updated: 0 });
    expect((await productNamed('Import Gouge'))[0]).toMatchObject({ price: 12.5, category: { slug: 'chisels', name: 'Chisels' }, taxClass: 'standard', weightGrams: null });
    expect((await productNamed('Import Rasp'))[0]).toMatchObject({ priceBreaks: [{ minQuantity: 10, price: 9.5 }] });
  });

  it('when a row changes a tool’s stock and price, then the stock history and the audit trail say it was the import', async () => {
    const tool = await addProduct(given.shop, given.admin, { name: 'Stock Import Saw', price: 30, available: 20, minimum: 1 });
    const row = (await exported()).rows.find((candidate) => candidate.name === 'Stock Import Saw')!;
    const csv = `${HEADER}\n${[row.slug, row.name, '', '', '27.50', '', '1', '35', '', 'standard', row.image, 'A saw.'].join(',')}`;
    expect((await importCsv(csv)).body).toMatchObject({ added: 0, updated: 1 });
    const history = await given.shop.request.get(`/api/products/${tool._id}/stock-movements`).set(given.admin.auth);
    expect(history.body.items[0]).toMatchObject({ change: 15, reason: 'adjusted', note: 'Stock set to 35 by a CSV import', actor: given.admin.email });
    const audit = await given.shop.request.get('/api/audit-entries').set(given.admin.auth).query({ subject: tool._id, kind: 'product.price_changed' });
    expect(audit.body.items[0]).toMatchObject({ before: { price: 30, available: 20, description: expect.any(String) }, after: { price: 27.5, available: 35, description: 'A saw.' } });
  });

  it('when a file leaves out optional columns, then the tools it updates keep their category, brand, breaks, weight and VAT rate', async () => {
    const tool = await addProduct(given.shop, given.admin, { name: 'Partial Import Gauge', price: 20, minimum: 2, available: 50, priceBreaks: [{ minQuantity: 10, price: 18 }] });
    await given.shop.request.patch(`/api/product/${tool._id}`).set(given.admin.auth).send({ category: 'chisels', brand: 'oakridge', weightGrams: 250, taxClass: 'reduced' });
    const slug = (await exported()).rows.find((row) => row.name === 'Partial Import Gauge')!.slug;
    const csv = `slug,name,price,minimum,available,image,description\n${slug},Partial Import Gauge,19.50,2,60,/images/tools/claw-hammer.svg,A marking gauge.`;
    expect((await importCsv(csv)).body).toMatchObject({ updated: 1 });
    expect((await productNamed('Partial Import Gauge'))[0]).toMatchObject({
      price: 19.5,
      available: 60,
      priceBreaks: [{ minQuantity: 10, price: 18 }],
      category: { slug: 'chisels' },
      brand: { slug: 'oakridge' },
      weightGrams: 250,
      taxClass: 'reduced',
    });
  });

  it('when a file isn’t one the shop can read, then it is refused saying why', async () => {
    const refusedWith = async (csv: string, problem: object) => {
      const response = await importCsv(csv, true);
      expectProblem(response, 422);
      expect(response.body.problems).toEqual([expect.objectContaining(problem)]);
    };
    await refusedWith(`${HEADER},colour\n,A,,,1.00,,1,1,,,/x.svg,A.,red`, { row: 1, column: 'colour' });
    await refusedWith('name,price,minimum,available,image\nA,1,1,1,/x.svg', { row: 1, column: 'description', message: 'The file has no description column.' });
    await refusedWith(HEADER, { row: 1, column: '', message: 'The file has no tools in it, only its header.' });
    await refusedWith(`${HEADER}\n"unclosed,quote`, { row: 2, column: '' });
    // A NUL would end the database's statement; a file saved as UTF-16 is full of them.
    await refusedWith(`${HEADER}\n,Nul\u0000Chisel,,,1.00,,1,1,,,/x.svg,A.`, { row: 2, column: '', message: 'The file has a NUL character on line 2: save it as CSV text (UTF-8).' });
    await refusedWith(`${HEADER}\nno-such-tool,Ghost,,,1.00,,1,1,,,/x.svg,Ghost.`, { row: 2, column: 'slug' });
    const twice = (await exported()).rows[0]!;
    const line = [twice.slug, 'Twice', '', '', '1.00', '', '1', '1', '', '', '/x.svg', 'Twice.'].join(',');
    await refusedWith(`${HEADER}\n${line}\n${line}`, { row: 3, column: 'slug', message: `The tool “${twice.slug}” is on line 2 already.` });
  });

  it('when someone not on the catalogue staff imports or exports, then it is refused', async () => {
    expect((await given.shop.request.post('/api/product-imports').set(given.alice.auth).set('Content-Type', 'text/csv').send(`${HEADER}\n`)).status).toBe(403);
    expect((await given.shop.request.get('/api/export/products').set(given.alice.auth)).status).toBe(403);
  });
});
