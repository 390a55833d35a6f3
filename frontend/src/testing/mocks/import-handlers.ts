// The catalogue as CSV, as the server answers it: the export in the import's columns, and an import
// that checks each row's price and name (the server checks every column against the contract),
// refuses the whole file naming each problem by row and column, and otherwise reports what it
// would change (a dry run) or changed. The mock adds and updates nothing: a file's full reading is
// the server's (backend/src/modules/products/product-csv.ts).
import { staffMay } from '../../lib/session/staff-roles';
import type { ImportProblem, Product } from '../../types/api';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';

const onlyStaff = problem(403, 'Forbidden', 'Your role doesn’t allow this.');
const HEADER = ['slug', 'sku', 'sizeOf', 'option', 'name', 'category', 'brand', 'price', 'priceBreaks', 'minimum', 'available', 'weightGrams', 'taxClass', 'image', 'description'];
const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/** On a size past a tool's first, that first row's SKU (or, without one, its slug). */
function sizeOfCell(product: Product): string {
  const first = mockShop.products.find((tool) => tool._id === mockShop.sizeOf[product._id]);
  return first ? (first.sku ?? first.slug) : '';
}

const rowOf = (product: Product) =>
  [
    product.slug,
    product.sku ?? '',
    sizeOfCell(product),
    product.option ? `${product.option.name}:${product.option.value}` : '',
    product.name,
    product.category?.slug ?? '',
    product.brand?.slug ?? '',
    product.price.toFixed(2),
    product.priceBreaks.map((step) => `${step.minQuantity}:${step.price.toFixed(2)}`).join(';'),
    String(product.minimum),
    String(product.available),
    product.weightGrams === null ? '' : String(product.weightGrams),
    product.taxClass,
    product.image,
    product.description,
  ]
    .map(quoted)
    .join(',');

/** The file's rows as cells, for files without quoted commas (the mock's own fixtures). */
function rowsOf(text: string): { names: string[]; rows: string[][] } {
  const [header = '', ...rows] = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.trim() !== '');
  return { names: header.split(',').map((name) => name.trim()), rows: rows.map((row) => row.split(',')) };
}

export const importHandlers = [
  http.get('/export/products', ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'exportProducts')) return response(403).json(onlyStaff);
    return response(200).text([HEADER.join(','), ...mockShop.products.map(rowOf)].join('\n'), {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="products.csv"' },
    });
  }),
  http.post('/product-imports', async ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'importProducts')) return response(403).json(onlyStaff);
    const { names, rows } = rowsOf(await request.text());
    const cell = (row: string[], column: string) => (row[names.indexOf(column)] ?? '').trim();
    const problems: ImportProblem[] = rows.flatMap((row, index) => [
      ...(/^\d+(\.\d{1,2})?$/.test(cell(row, 'price')) ? [] : [{ row: index + 2, column: 'price', message: 'Price must be in dollars with at most 2 decimals, like 24.99.' }]),
      ...(cell(row, 'name') ? [] : [{ row: index + 2, column: 'name', message: 'name must NOT have fewer than 1 characters.' }]),
    ]);
    if (rows.length === 0) problems.push({ row: 1, column: '', message: 'The file has no tools in it, only its header.' });
    if (problems.length > 0) {
      const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
      return response(422).json(problem(422, 'Unprocessable Content', `The file has ${count}; nothing was imported.`, { code: 'import_problems', problems }));
    }
    const updated = rows.filter((row) => mockShop.products.some((product) => product.slug === cell(row, 'slug'))).length;
    const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
    return response(200).json({ dryRun, rows: rows.length, added: rows.length - updated, updated });
  }),
];
