// A tool in sizes: each size its own row (SKU, price, breaks, stock), grouped under the tool's
// first row. The catalogue shows the tool once; its filters match a tool when one size meets them
// together; the tool's page lists every size. On SQLite and on PostgreSQL (TEST_DATABASE_URL).
import { UniqueConstraintError } from 'sequelize';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestShop, validProduct } from '../../../../test/harness.js';
import { expectProblem } from '../../../../test/support/problem-checks.js';
import { createTaxonomyRepository } from '../taxonomy.repository.js';

const given = useTestShop({ people: { admin: 'owner' } });
afterEach(() => expect(given.shop.violations).toEqual([]));

interface Tool {
  _id: string;
  slug: string;
  name: string;
  price: number;
  option: { name: string; value: string } | null;
  sizes?: { count: number; fromPrice: number };
  category?: { slug: string };
  brand?: { slug: string };
  variants?: Array<{ _id: string; slug: string; option: { value: string }; price: number; available: number }>;
}

const add = async (body: object): Promise<Tool> => {
  const response = await given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, ...body });
  expect(response.status, response.text).toBe(201);
  return response.body as Tool;
};
const tryAdd = (body: object) => given.shop.request.post('/api/productAdd').set(given.admin.auth).send({ ...validProduct, ...body });
const patch = (id: string, body: object) => given.shop.request.patch(`/api/product/${id}`).set(given.admin.auth).send(body);
const page = async (query: Record<string, string | string[]>): Promise<Tool[]> => {
  const response = await given.shop.request.get('/api/products').query(query);
  expect(response.status, response.text).toBe(200);
  return response.body.items as Tool[];
};
const detail = async (slug: string): Promise<Tool> => (await given.shop.request.get(`/api/products-by-slug/${slug}`)).body as Tool;
const size = (value: string) => ({ name: 'Size', value });

let six: Tool;
let twelve: Tool;
let twentyFive: Tool;

beforeAll(async () => {
  const taxonomy = createTaxonomyRepository(given.shop.db);
  await given.shop.db.write(async (transaction) => {
    await taxonomy.addCategory({ name: 'Sized chisels', slug: 'sized-chisels', parentId: null, position: 0 }, transaction);
    await taxonomy.addCategory({ name: 'Sized gouges', slug: 'sized-gouges', parentId: null, position: 1 }, transaction);
    await taxonomy.addBrand({ name: 'Sizewell', slug: 'sizewell' }, transaction);
  });
  // The first size is the dearest and out of reach of the filters below; the 12 mm is in stock under $50.
  six = await add({ name: 'Sizer Bevel Chisel 6 mm', sku: 'SZ-BC-06', price: 55, available: 1, minimum: 1, option: size('6 mm'), category: 'sized-chisels', brand: 'sizewell' });
  await given.shop.request.post(`/api/products/${six._id}/stock-movements`).set(given.admin.auth).send({ change: -1, note: 'Sold at the counter' });
  twentyFive = await add({ name: 'Sizer Bevel Chisel 25 mm', sku: 'SZ-BC-25', price: 21, option: size('25 mm'), sizeOf: six._id });
  twelve = await add({
    name: 'Sizer Bevel Chisel 12 mm',
    sku: 'SZ-BC-12',
    price: 16,
    minimum: 2,
    available: 240,
    priceBreaks: [{ minQuantity: 10, price: 14 }],
    option: size('12 mm'),
    sizeOf: twentyFive._id,
  });
  await add({ name: 'Sizer Plain Gouge', price: 30, category: 'sized-gouges' });
});

describe('a tool in sizes', () => {
  it('when sizes are added to a tool, then each takes its category and brand, and the catalogue lists the tool once with its sizes', async () => {
    expect(twelve.category?.slug).toBe('sized-chisels');
    expect(twelve.brand?.slug).toBe('sizewell');
    expect(twelve.option).toEqual(size('12 mm'));
    const listed = await page({ q: 'sizer' });
    expect(listed.map((tool) => tool.name).sort()).toEqual(['Sizer Bevel Chisel 6 mm', 'Sizer Plain Gouge']);
    expect(listed.find((tool) => tool._id === six._id)?.sizes).toEqual({ count: 3, fromPrice: 16 });
    expect(listed.find((tool) => tool.name === 'Sizer Plain Gouge')?.sizes).toBeUndefined();
    // The shop's categories and brands count tools, not sizes.
    const categories = (await given.shop.request.get('/api/categories')).body.items as Array<{ slug: string; tools: number }>;
    expect(categories.find((category) => category.slug === 'sized-chisels')?.tools).toBe(1);
    const brands = (await given.shop.request.get('/api/brands')).body.items as Array<{ slug: string; tools: number }>;
    expect(brands.find((brand) => brand.slug === 'sizewell')?.tools).toBe(1);
    // The dashboard's list and the export see every size.
    const all = (await given.shop.request.get('/api/allProducts').query({ q: 'sizer' }).set(given.admin.auth)).body.items as Tool[];
    expect(all.map((tool) => tool.name).sort()).toEqual(['Sizer Bevel Chisel 12 mm', 'Sizer Bevel Chisel 25 mm', 'Sizer Bevel Chisel 6 mm', 'Sizer Plain Gouge']);
  });

  it('when any size’s page is read, then it lists every size smallest first, each at its own address', async () => {
    for (const tool of [six, twelve, twentyFive]) {
      const read = await detail(tool.slug);
      expect(read._id).toBe(tool._id);
      expect(read.variants?.map((variant) => [variant.option.value, variant.slug, variant.price])).toEqual([
        ['6 mm', six.slug, 55],
        ['12 mm', twelve.slug, 16],
        ['25 mm', twentyFive.slug, 21],
      ]);
      expect(read.sizes).toEqual({ count: 3, fromPrice: 16 });
    }
    expect((await detail('sizer-plain-gouge')).variants).toBeUndefined();
  });

  it('when a shopper filters in stock under $50, then the tool is found by its 12 mm size, once', async () => {
    const found = await page({ category: 'sized-chisels', inStock: 'true', maxPrice: '50' });
    expect(found.map((tool) => tool._id)).toEqual([six._id]);
    // One size must meet them together: only the 6 mm is over $40, and it is out of stock.
    expect(await page({ category: 'sized-chisels', inStock: 'true', minPrice: '40' })).toEqual([]);
    expect((await page({ option: 'Size:12 mm' })).map((tool) => tool._id)).toEqual([six._id]);
    expect((await page({ option: ['Size:12 mm', 'Size:25 mm'], q: 'sizer' })).map((tool) => tool._id)).toEqual([six._id]);
    expect(await page({ option: 'Size:12 mm', minPrice: '20' })).toEqual([]);
    expect(await page({ option: 'Size:3 mm' })).toEqual([]);
  });

  it('when the filters’ counts are read, then each size value counts its tools once, and a ticked value stays at 0 to untick', async () => {
    const counts = (await given.shop.request.get('/api/product-facets').query({ category: 'sized-chisels' })).body;
    expect(counts.tools).toBe(1);
    expect(counts.options).toEqual([{ name: 'Size', values: [{ value: '6 mm', tools: 1 }, { value: '12 mm', tools: 1 }, { value: '25 mm', tools: 1 }] }]);
    expect(counts.price).toEqual({ min: 16, max: 55 });
    const inStock = (await given.shop.request.get('/api/product-facets').query({ category: 'sized-chisels', inStock: 'true', option: 'Size:6 mm' })).body;
    expect(inStock.tools).toBe(0);
    expect(inStock.options).toEqual([{ name: 'Size', values: [{ value: '6 mm', tools: 0 }, { value: '12 mm', tools: 1 }, { value: '25 mm', tools: 1 }] }]);
    const chosen = (await given.shop.request.get('/api/product-facets').query({ option: 'Size:12 mm' })).body;
    expect(chosen.tools).toBe(1);
    expect(chosen.categories.find((category: { slug: string }) => category.slug === 'sized-chisels').tools).toBe(1);
    expect(chosen.categories.find((category: { slug: string }) => category.slug === 'sized-gouges').tools).toBe(0);
  });

  it('when a size’s SKU is searched for, then the catalogue finds its tool, and the dashboard the size itself', async () => {
    expect((await page({ q: 'sz-bc-25' })).map((tool) => tool._id)).toEqual([six._id]);
    const listed = (await given.shop.request.get('/api/allProducts').query({ q: 'sz-bc-25' }).set(given.admin.auth)).body.items as Tool[];
    expect(listed.map((tool) => tool._id)).toEqual([twentyFive._id]);
  });

  it('when a size doesn’t fit its tool, then it is refused with a reason and nothing is added', async () => {
    const gouge = (await page({ q: 'sizer gouge' }))[0]!;
    expectProblem(await tryAdd({ name: 'Sizer Loose', sizeOf: six._id }), 400);
    expectProblem(await tryAdd({ name: 'Sizer Loose', option: { name: 'Length', value: '6 in' }, sizeOf: six._id }), 400);
    const twice = await tryAdd({ name: 'Sizer Loose', option: size('12 MM'), sizeOf: six._id });
    expectProblem(twice, 409);
    expect(twice.body.detail).toBe('“Sizer Bevel Chisel 6 mm” already has a Size 12 mm (“Sizer Bevel Chisel 12 mm”).');
    const unsized = await tryAdd({ name: 'Sizer Loose', option: size('10 mm'), sizeOf: gouge._id });
    expectProblem(unsized, 409);
    expect(unsized.body.detail).toBe('Give “Sizer Plain Gouge” its own Size first (in its form), then add its other sizes.');
    expectProblem(await tryAdd({ name: 'Sizer Loose', option: size('10 mm'), sizeOf: '0193a7d2-5c1e-7b3a-9f00-000000000000' }), 400);
    expectProblem(await tryAdd({ name: 'Sizer Loose', option: { name: 'Size', value: 'a:b' } }), 400);
    expect((await given.shop.request.get('/api/allProducts').query({ q: 'sizer loose' }).set(given.admin.auth)).body.items).toEqual([]);
    expectProblem(await patch(twelve._id, { option: null }), 409);
    expectProblem(await patch(twelve._id, { option: size('25 mm') }), 409);
    expect((await detail(twelve.slug)).option).toEqual(size('12 mm'));
    // Past the service's check (two saves at one moment), the database refuses a size twice too:
    // a unique index's refusal, which the API answers as a 409 to retry (shared/error-handler.ts).
    const raced = given.shop.db.write((transaction) => given.shop.db.sql.execute("UPDATE products SET option_value = '25 MM' WHERE id = ?", [twelve._id], transaction));
    await expect(raced).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('when a size moves to another category, then every size of the tool moves with it', async () => {
    const moved = await patch(twentyFive._id, { category: 'sized-gouges' });
    expect(moved.status, moved.text).toBe(200);
    expect((await detail(six.slug)).category?.slug).toBe('sized-gouges');
    expect((await page({ category: 'sized-gouges', q: 'sizer' })).map((tool) => tool._id).sort()).toEqual([six._id, (await page({ q: 'sizer gouge' }))[0]!._id].sort());
    expect((await patch(twelve._id, { category: 'sized-chisels' })).status).toBe(200);
    expect((await detail(twentyFive.slug)).category?.slug).toBe('sized-chisels');
  });
});

describe('deleting a tool’s first size', () => {
  it('when the first size is deleted, then the next oldest shows the tool, with the sizes left', async () => {
    const first = await add({ name: 'Sizer Rasp 150 mm', price: 20, option: { name: 'Length', value: '150 mm' } });
    const second = await add({ name: 'Sizer Rasp 200 mm', price: 24, option: { name: 'length', value: '200 mm' }, sizeOf: first._id });
    expect(second.option).toEqual({ name: 'Length', value: '200 mm' });
    const third = await add({ name: 'Sizer Rasp 250 mm', price: 28, option: { name: 'Length', value: '250 mm' }, sizeOf: first._id });
    expect((await given.shop.request.delete(`/api/product/${first._id}`).set(given.admin.auth)).status).toBe(204);
    const listed = await page({ q: 'sizer rasp' });
    expect(listed.map((tool) => [tool._id, tool.sizes])).toEqual([[second._id, { count: 2, fromPrice: 24 }]]);
    expect((await detail(third.slug)).variants?.map((variant) => variant._id)).toEqual([second._id, third._id]);
  });
});

describe('sizes in a CSV file', () => {
  const importCsv = (lines: string[], dryRun = false) =>
    given.shop.request
      .post('/api/product-imports')
      .query(dryRun ? { dryRun: 'true' } : {})
      .set(given.admin.auth)
      .set('Content-Type', 'text/csv')
      .send(lines.join('\n'));
  const HEADER = 'slug,sku,sizeOf,option,name,category,price,minimum,available,image,description';

  it('when a file adds a tool with sizes and a size of a tool in the shop, then the catalogue shows each tool once with its sizes', async () => {
    const file = [
      HEADER,
      ',CSV-SAW-300,,Length:300 mm,Csvsize Saw 300 mm,sized-gouges,30.00,1,10,/x.svg,A saw.',
      ',CSV-SAW-350,csv-saw-300,Length:350 mm,Csvsize Saw 350 mm,,32.00,1,10,/x.svg,A saw.',
      ',CSV-SAW-400,CSV-SAW-350,Length:400 mm,Csvsize Saw 400 mm,,34.00,1,10,/x.svg,A saw.',
      `,CSV-BC-32,${six.slug},Size:32 mm,Csvsize Bevel Chisel 32 mm,,24.00,1,10,/x.svg,A chisel.`,
    ];
    expect((await importCsv(file, true)).body).toEqual({ dryRun: true, rows: 4, added: 4, updated: 0 });
    const applied = await importCsv(file);
    expect(applied.status, applied.text).toBe(200);
    const saws = await page({ q: 'csvsize saw' });
    expect(saws.map((tool) => [tool.name, tool.sizes])).toEqual([['Csvsize Saw 300 mm', { count: 3, fromPrice: 30 }]]);
    const read = await detail(saws[0]!.slug);
    expect(read.variants?.map((variant) => variant.option.value)).toEqual(['300 mm', '350 mm', '400 mm']);
    expect(read.category?.slug).toBe('sized-gouges');
    const chisel = await detail(six.slug);
    expect(chisel.variants?.map((variant) => variant.option.value)).toContain('32 mm');
    // It took the chisel's category, not the one its row left empty.
    expect((await detail((chisel.variants ?? []).find((variant) => variant.option.value === '32 mm')!.slug)).category?.slug).toBe(chisel.category?.slug);
  });

  it('when sizes in a file don’t fit, then every problem is named by line and column and nothing is added', async () => {
    const refused = await importCsv([
      HEADER,
      ',CSV-BAD-1,,Size:10 mm,Csvbad One,,5.00,1,10,/x.svg,One.',
      ',CSV-BAD-2,CSV-BAD-1,Size:10 MM,Csvbad Two,,5.00,1,10,/x.svg,Two.',
      ',CSV-BAD-3,CSV-BAD-1,,Csvbad Three,,5.00,1,10,/x.svg,Three.',
      ',CSV-BAD-4,NO-SUCH-SKU,Size:4 mm,Csvbad Four,,5.00,1,10,/x.svg,Four.',
      ',CSV-BAD-5,,12mm,Csvbad Five,,5.00,1,10,/x.svg,Five.',
      ',CSV-BAD-6,CSV-BAD-1,Length:6 mm,Csvbad Six,,5.00,1,10,/x.svg,Six.',
    ]);
    expectProblem(refused, 422);
    expect(refused.body.problems).toEqual([
      { row: 3, column: 'option', message: '“Csvbad One” already has a Size 10 mm (“Csvbad One”).' },
      { row: 4, column: 'option', message: 'A size needs its option and value, like Size:12 mm.' },
      { row: 5, column: 'sizeOf', message: 'No row above and no tool in the shop has the SKU or slug “NO-SUCH-SKU”.' },
      { row: 6, column: 'option', message: '“12mm” is not a size: write its option and value, like Size:12 mm.' },
      { row: 7, column: 'option', message: 'The sizes of “Csvbad One” differ by Size: give this one a Size too.' },
    ]);
    expect(await page({ q: 'csvbad' })).toEqual([]);
  });

  it('when the export is imported again, then each size keeps its tool; a row can’t move a size to another tool', async () => {
    const text = async () =>
      (
        await given.shop.request
          .get('/api/export/products')
          .set(given.admin.auth)
          .buffer(true)
          .parse((res, done) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
            res.on('end', () => done(null, body));
          })
      ).body as string;
    const before = await text();
    expect(before).toContain(`${twelve.slug},SZ-BC-12,SZ-BC-06,Size:12 mm,`);
    expect(before).toContain(`${six.slug},SZ-BC-06,,Size:6 mm,`);
    // The 6 mm has sold below its minimum order: a file that keeps both numbers is not refused for it.
    const again = await importCsv([before]);
    expect(again.status, again.text).toBe(200);
    expect(await text()).toBe(before);
    const moved = await importCsv([HEADER, `${twelve.slug},SZ-BC-12,CSV-SAW-300,Size:12 mm,Sizer Bevel Chisel 12 mm,,16.00,2,240,/x.svg,A chisel.`]);
    expectProblem(moved, 422);
    expect(moved.body.problems).toEqual([{ row: 2, column: 'sizeOf', message: '“Sizer Bevel Chisel 12 mm” is a size of “Sizer Bevel Chisel 6 mm”; a file can’t move it to another tool’s sizes.' }]);
  });
});

describe('a facet of many sizes', () => {
  it('when a tool has more sizes than the filters list, then the most common are listed, and a ticked one stays', async () => {
    const first = await add({ name: 'Capped Drill Bit 1 mm', price: 2, option: { name: 'Diameter', value: '1 mm' } });
    for (let tenths = 11; tenths <= 215; tenths += 1) {
      await add({ name: `Capped Drill Bit ${tenths / 10} mm`, price: 2, option: { name: 'Diameter', value: `${tenths / 10} mm` }, sizeOf: first._id });
    }
    const counts = (await given.shop.request.get('/api/product-facets').query({ q: 'capped', option: 'Diameter:21.5 mm' })).body;
    const diameters = counts.options.find((option: { name: string }) => option.name === 'Diameter').values as Array<{ value: string }>;
    expect(diameters).toHaveLength(200);
    expect(diameters.map((entry) => entry.value)).toContain('21.5 mm');
    // Still smallest first.
    expect(diameters[0]!.value).toBe('1 mm');
  });
});
