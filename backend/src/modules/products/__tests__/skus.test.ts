// A SKU per tool: kept in capitals and unique, found by the catalogue's search as a whole code,
// set and cleared in the form and by a CSV import, in the export. On SQLite and on PostgreSQL
// (TEST_DATABASE_URL).
import { afterEach, describe, expect, it } from 'vitest';
import { useTestShop, validProduct } from '../../../../test/harness.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';

const given = useTestShop({ people: { admin: 'owner' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

const add = (body: object) => given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, ...body });
const patch = (id: string, body: object) => given.shop.request.patch(`/api/product/${id}`).set(given.admin.auth).send(body);
const search = async (q: string) => ((await given.shop.request.get('/api/products').query({ q })).body.items as Array<{ name: string; sku: string | null }>).map((tool) => tool.name);
const importCsv = (csv: string, dryRun = false) =>
  given.shop.request.post('/api/product-imports').query(dryRun ? { dryRun: 'true' } : {}).set(given.admin.auth).set('Content-Type', 'text/csv').send(csv);

describe('a tool’s SKU', () => {
  it('when a tool is added with a SKU in small letters, then it is kept in capitals and the search finds the tool by it, in any case', async () => {
    const response = await add({ name: 'Sku Mortice Chisel 12 mm', sku: 'sk-mc-12' });
    expect(response.status).toBe(201);
    expect(response.body.sku).toBe('SK-MC-12');
    expect((await given.shop.request.get(`/api/products/${response.body._id}`)).body.sku).toBe('SK-MC-12');
    expect(await search('SK-MC-12')).toEqual(['Sku Mortice Chisel 12 mm']);
    expect(await search(' sk-mc-12 ')).toEqual(['Sku Mortice Chisel 12 mm']);
    // Only the whole code: a part of it is searched as words.
    expect(await search('SK-MC-1')).toEqual([]);
  });

  it('when a second tool is given a SKU another tool has, then 409 naming that tool, and nothing changes', async () => {
    const first = await add({ name: 'Sku Taken Saw', sku: 'SK-TS-1' });
    const refused = await add({ name: 'Sku Second Saw', sku: 'sk-ts-1' });
    expectProblem(refused, 409);
    expect(refused.body.detail).toBe('The SKU SK-TS-1 is already on “Sku Taken Saw”: give this tool another.');
    expect(await search('Sku Second Saw')).toEqual([]);
    const other = await add({ name: 'Sku Other Saw' });
    expect(other.body.sku).toBeNull();
    expectProblem(await patch(other.body._id, { sku: 'SK-TS-1' }), 409);
    // A tool may be saved with its own SKU; null clears it and frees it for another.
    expect((await patch(first.body._id, { sku: 'sk-ts-1', price: 30 })).status).toBe(200);
    expect((await patch(first.body._id, { sku: null })).body.sku).toBeNull();
    expect((await patch(other.body._id, { sku: 'SK-TS-1' })).body.sku).toBe('SK-TS-1');
  });

  it('when the SKU has spaces or other signs, then 400 and nothing is added', async () => {
    expectProblem(await add({ name: 'Sku Bad Plane', sku: 'SK 1' }), 400);
    expectProblem(await add({ name: 'Sku Bad Plane', sku: 'x'.repeat(41) }), 400);
    expect(await search('Sku Bad Plane')).toEqual([]);
  });

  it('when a CSV sets SKUs, then they are kept; one used twice in the file or on another tool is refused naming the row', async () => {
    await add({ name: 'Sku Held Level', sku: 'SK-HL-6' });
    const header = 'slug,sku,name,price,minimum,available,image,description';
    const refused = await importCsv(
      [
        header,
        ',sk-new-1,Sku Csv One,5.00,1,10,/x.svg,One.',
        ',SK-NEW-1,Sku Csv Two,5.00,1,10,/x.svg,Two.',
        ',SK-HL-6,Sku Csv Three,5.00,1,10,/x.svg,Three.',
        ',sk-new-1,Sku Csv Four,5.00,1,10,/x.svg,Four.',
      ].join('\n'),
    );
    expectProblem(refused, 422);
    expect(refused.body.problems).toEqual([
      { row: 3, column: 'sku', message: 'The SKU SK-NEW-1 is on line 2 already.' },
      { row: 4, column: 'sku', message: 'The SKU SK-HL-6 is already on “Sku Held Level”.' },
      { row: 5, column: 'sku', message: 'The SKU SK-NEW-1 is on line 2 already.' },
    ]);
    const imported = await importCsv([header, ',sk-new-1,Sku Csv One,5.00,1,10,/x.svg,One.', ',,Sku Csv Two,5.00,1,10,/x.svg,Two.'].join('\n'));
    expect(imported.status).toBe(200);
    expect(await search('SK-NEW-1')).toEqual(['Sku Csv One']);
    const exported = (await given.shop.request.get('/api/export/products').set(given.admin.auth).buffer(true)).text;
    expect(exported).toMatch(/\nsku-csv-one,SK-NEW-1,,,Sku Csv One,/);
    expect(exported).toMatch(/\nsku-csv-two,,,,Sku Csv Two,/);
  });
});
