// The catalogue as a spreadsheet: the columns an export writes and an import reads, one tool per
// row. Reading checks each row against the contract's own ProductInput schema (so a file can't put
// in what the product form couldn't) and names every problem by the file's line and the column.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { ImportProblem, Product, ProductInput } from '../../shared/api-types.js';
import { defused, unmarked } from '../../shared/csv-cells.js';
import { loadContract } from '../../contract.js';

export const PRODUCT_COLUMNS = ['slug', 'sku', 'sizeOf', 'option', 'name', 'category', 'brand', 'price', 'priceBreaks', 'minimum', 'available', 'weightGrams', 'taxClass', 'image', 'description'] as const;
type Column = (typeof PRODUCT_COLUMNS)[number];
const REQUIRED_COLUMNS: Column[] = ['name', 'price', 'minimum', 'available', 'image', 'description'];
const MAX_ROWS = 100_000;
/** The contract's ProductCsv limit. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** `10:41.99;25:38.99`: each break's quantity and price, smallest first. */
export const breaksCell = (breaks: Product['priceBreaks']): string => breaks.map((step) => `${step.minQuantity}:${step.price.toFixed(2)}`).join(';');

/** `Size:12 mm`: a size's option name and value, as the catalogue's filter writes them too. */
const optionCell = (option: Product['option']): string => (option ? `${option.name}:${option.value}` : '');

/** A tool as the export writes it: the row, and for a size past its tool's first, that first row's SKU or slug. */
export interface ExportedTool {
  product: Product;
  sizeOf: string;
}

/** A tool as its export row. */
export function productCsvRow({ product, sizeOf }: ExportedTool): Record<Column, string> {
  return {
    slug: product.slug,
    sku: product.sku ?? '',
    sizeOf,
    option: optionCell(product.option),
    name: product.name,
    category: product.category?.slug ?? '',
    brand: product.brand?.slug ?? '',
    price: product.price.toFixed(2),
    priceBreaks: breaksCell(product.priceBreaks),
    minimum: String(product.minimum),
    available: String(product.available),
    weightGrams: product.weightGrams === null ? '' : String(product.weightGrams),
    taxClass: product.taxClass,
    image: product.image,
    description: product.description,
  };
}

async function* rowsOf(products: AsyncIterable<ExportedTool>) {
  for await (const product of products) yield productCsvRow(product);
}

/** The export, written as the tools arrive; every cell as text a spreadsheet won't run. */
export async function sendProductsCsv(res: Response, products: AsyncIterable<ExportedTool>, day: string): Promise<void> {
  res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="products-${day}.csv"`, 'Cache-Control': 'no-store' });
  // The byte-order mark lets Excel read the UTF-8 as UTF-8; an import skips it.
  const csv = stringify({ header: true, columns: [...PRODUCT_COLUMNS], bom: true, cast: { string: defused } });
  await pipeline(Readable.from(rowsOf(products)), csv, res);
}

/** A row that reads as a tool: what it would set, and the tool it names by slug, if any. */
export interface ImportRow {
  line: number;
  slug: string | undefined;
  /** The SKU or slug of the tool this row is a size of, when the row says. */
  sizeOf: string | undefined;
  input: Omit<ProductInput, 'category' | 'brand' | 'weightGrams'> & { category: string | null; brand: string | null; weightGrams: number | null };
  /** The optional columns the file has: a tool it updates keeps its own value for the others. */
  given: ReadonlySet<Column>;
}

let checkInput: ReturnType<Ajv2020['compile']> | undefined;

/** The contract's ProductInput, compiled once. */
function productInputCheck() {
  if (checkInput) return checkInput;
  const ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv, { mode: 'full' });
  ajv.addSchema(loadContract(), 'contract');
  checkInput = ajv.compile({ $ref: 'contract#/components/schemas/ProductInput' });
  return checkInput;
}

const WHOLE = /^\d+$/;
const DOLLARS = /^\d+(\.\d{1,2})?$/;
const BREAK = /^(\d+):(\d+(?:\.\d{1,2})?)$/;

/** Reads one row's cells; problems go to `problem`, and a row with any is not returned. */
function readRow(cells: Record<string, string>, line: number, problem: (column: string, message: string) => void): ImportRow | undefined {
  const before = { count: 0 };
  const wrong = (column: string, message: string) => {
    before.count += 1;
    problem(column, message);
  };
  const cell = (column: Column) => unmarked((cells[column] ?? '').trim());
  const whole = (column: Column) => {
    const text = cell(column);
    if (!WHOLE.test(text)) wrong(column, text === '' ? `${column} is required.` : `${column} must be a whole number.`);
    return Number(text);
  };
  const price = cell('price');
  if (!DOLLARS.test(price)) wrong('price', 'Price must be in dollars with at most 2 decimals, like 24.99.');
  const priceBreaks = cell('priceBreaks')
    .split(';')
    .map((step) => step.trim())
    .filter((step) => step !== '')
    .flatMap((step) => {
      const match = BREAK.exec(step);
      if (!match) {
        wrong('priceBreaks', `“${step.slice(0, 40)}” is not a break: write each as quantity:price, like 10:41.99;25:38.99.`);
        return [];
      }
      return [{ minQuantity: Number(match[1]), price: Number(match[2]) }];
    });
  const weight = cell('weightGrams');
  if (weight !== '' && !WHOLE.test(weight)) wrong('weightGrams', 'weightGrams must be a whole number of grams, or empty.');
  const taxClass = cell('taxClass') || 'standard';
  const sku = cell('sku');
  const option = cell('option');
  const colon = option.indexOf(':');
  if (option !== '' && colon === -1) wrong('option', `“${option.slice(0, 60)}” is not a size: write its option and value, like Size:12 mm.`);
  const input: Omit<ProductInput, 'category' | 'brand'> = {
    sku: sku === '' ? null : sku,
    ...(option === '' ? {} : { option: { name: option.slice(0, colon).trim(), value: option.slice(colon + 1).trim() } }),
    name: cell('name'),
    image: cell('image'),
    available: whole('available'),
    minimum: whole('minimum'),
    price: Number(price),
    priceBreaks,
    description: cell('description'),
    taxClass: taxClass as ProductInput['taxClass'],
    ...(weight === '' ? {} : { weightGrams: Number(weight) }),
  };
  if (before.count > 0) return undefined;
  // The contract's own limits, as the product form's requests meet them.
  const check = productInputCheck();
  if (!check(input)) {
    for (const error of check.errors ?? []) {
      const column = error.instancePath.split('/')[1] ?? '';
      wrong(column, `${column || 'The row'} ${error.message ?? 'is not valid'}.`);
    }
    return undefined;
  }
  const slug = cell('slug');
  const sizeOf = cell('sizeOf');
  const given = new Set(PRODUCT_COLUMNS.filter((column) => column in cells));
  return {
    line,
    slug: slug === '' ? undefined : slug,
    sizeOf: sizeOf === '' ? undefined : sizeOf,
    input: { ...input, weightGrams: input.weightGrams ?? null, category: cell('category') || null, brand: cell('brand') || null },
    given,
  };
}

/** The file's rows that read as tools, and every problem found, by line and column. */
export function readProductCsv(bytes: Buffer): { rows: ImportRow[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  // Bodies of bytes pass the API's NUL check unread (shared/reject-nul-characters.ts): it is made here.
  const nul = bytes.indexOf(0);
  if (nul !== -1) {
    const line = bytes.subarray(0, nul).toString('utf8').split('\n').length;
    return { rows: [], problems: [{ row: line, column: '', message: `The file has a NUL character on line ${line}: save it as CSV text (UTF-8).` }] };
  }
  let records: string[][];
  try {
    records = parse(bytes, { bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 100_000 });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], problems: [{ row: line, column: '', message: `The file can’t be read as CSV: ${(error as Error).message.slice(0, 300)}` }] };
  }
  const [header = [], ...body] = records;
  const names = header.map((name) => name.trim());
  const unknown = names.filter((name) => !(PRODUCT_COLUMNS as readonly string[]).includes(name));
  for (const name of unknown) problems.push({ row: 1, column: name.slice(0, 60), message: `There is no column “${name.slice(0, 60)}”; the columns are ${PRODUCT_COLUMNS.join(', ')}.` });
  for (const name of REQUIRED_COLUMNS.filter((required) => !names.includes(required))) problems.push({ row: 1, column: name, message: `The file has no ${name} column.` });
  if (body.length === 0) problems.push({ row: 1, column: '', message: 'The file has no tools in it, only its header.' });
  if (body.length > MAX_ROWS) problems.push({ row: 1, column: '', message: `The file has ${body.length} tools; import at most ${MAX_ROWS} at a time.` });
  if (problems.length > 0) return { rows: [], problems };
  const rows = body.flatMap((record, index) => {
    // Empty lines are skipped, so the line is the record's own count: the header is line 1.
    const line = index + 2;
    const cells = Object.fromEntries(names.map((name, column) => [name, record[column] ?? '']));
    const row = readRow(cells, line, (column, message) => problems.push({ row: line, column, message: message.slice(0, 500) }));
    return row ? [row] : [];
  });
  return { rows, problems };
}
