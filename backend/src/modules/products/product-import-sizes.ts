// The sizes a CSV file's rows add and change (`sizeOf`, `option`), checked as the product form's
// are (checkSizeFits) against the shop's tools and the rows above in the file. A new row joins the
// tool its `sizeOf` names, by SKU (a row above, or the shop's) or by slug; a row that updates a
// tool may change its size but not the tool it is a size of.
import type { Transaction } from 'sequelize';
import type { ImportRow } from './product-csv.js';
import { checkSizeFits, skuOf } from './product-rules.js';
import type { NewProduct, ProductRecord, ProductsRepository } from './products.repository.js';
import { HttpProblem } from '../../shared/problem.js';

type Size = Pick<ProductRecord, 'name' | 'optionName' | 'optionValue'>;

/** A tool as the file leaves it: its first row's name, category and brand, and its sizes. */
interface Tool {
  /** The first row's id in the shop, or the file's line that adds it. */
  first: { id: string } | { line: number };
  name: string;
  place: Pick<NewProduct, 'categoryId' | 'brandId'>;
  sizes: Array<Size & { key: string }>;
}

/** How a row's size is written: the tool it joins when that tool's first row is added by the file too. */
export interface SizePlacement {
  joinsLine?: number;
}

const keyOfShopRow = (product: ProductRecord) => `id:${product.id}`;

export async function planSizes(rows: ImportRow[], productsRepository: ProductsRepository, currents: ProductRecord[], transaction?: Transaction) {
  const named = [...new Set(rows.flatMap((row) => (row.sizeOf === undefined ? [] : [row.sizeOf])))];
  const shopBySku = new Map((await productsRepository.findBySkus([...new Set(named.map(skuOf))], transaction)).map((product) => [product.sku, product]));
  const shopBySlug = new Map((await productsRepository.findBySlugs(named, transaction)).map((product) => [product.slug, product]));
  const firstIds = [...new Set([...shopBySku.values(), ...shopBySlug.values(), ...currents].map((product) => product.variantOf ?? product.id))];
  const tools = new Map<string, Tool>();
  const shopSizes = await productsRepository.sizesOfTools(firstIds, transaction);
  for (const firstId of firstIds) {
    const sizes = shopSizes.filter((size) => size.id === firstId || size.variantOf === firstId);
    const first = sizes.find((size) => size.id === firstId);
    if (!first) continue;
    tools.set(firstId, { first: { id: firstId }, name: first.name, place: first, sizes: sizes.map((size) => ({ ...size, key: keyOfShopRow(size) })) });
  }
  // The tool of each SKU in the file so far, so a row may name a row above it.
  const fileSkus = new Map<string, Tool>();
  const toolOfShopRow = (product: ProductRecord) => tools.get(product.variantOf ?? product.id);

  function toolNamed(reference: string): Tool | undefined {
    const sku = skuOf(reference);
    const inFile = fileSkus.get(sku);
    if (inFile) return inFile;
    const shop = shopBySku.get(sku) ?? shopBySlug.get(reference);
    return shop && toolOfShopRow(shop);
  }

  /** Sets the row's size on `tool` (its option, the tool it joins, that tool's category and brand); problems go to `problem`. */
  function place(row: ImportRow, current: ProductRecord | undefined, tool: NewProduct, problem: (column: string, message: string) => void): SizePlacement {
    const attempt = (column: string, check: () => void) => {
      try {
        check();
        return true;
      } catch (error) {
        problem(column, error instanceof HttpProblem ? error.toProblem().detail : 'This size can’t be read.');
        return false;
      }
    };
    const option = row.input.option ?? null;
    const joining = row.sizeOf === undefined ? undefined : toolNamed(row.sizeOf);
    if (row.sizeOf !== undefined && !joining) problem('sizeOf', `No row above and no tool in the shop has the SKU or slug “${row.sizeOf.slice(0, 100)}”.`);
    if (current) {
      const own = toolOfShopRow(current);
      if (joining && own && joining !== own) problem('sizeOf', `“${current.name.slice(0, 100)}” is a size of “${own.name.slice(0, 100)}”; a file can’t move it to another tool’s sizes.`);
      if (own && row.given.has('option')) {
        const others = own.sizes.filter((size) => size.key !== keyOfShopRow(current));
        if (attempt('option', () => checkSizeFits(option, others, own.name))) {
          tool.optionName = option === null ? null : (others.find((size) => size.optionName)?.optionName ?? option.name);
          tool.optionValue = option?.value ?? null;
          own.sizes = [...others, { key: keyOfShopRow(current), name: tool.name, optionName: tool.optionName, optionValue: tool.optionValue }];
        }
      }
      if (tool.sku && own) fileSkus.set(tool.sku, own);
      return {};
    }
    tool.optionName = option?.name ?? null;
    tool.optionValue = option?.value ?? null;
    if (!joining) {
      const added: Tool = { first: { line: row.line }, name: tool.name, place: tool, sizes: [{ key: `line:${row.line}`, name: tool.name, optionName: tool.optionName, optionValue: tool.optionValue }] };
      if (tool.sku) fileSkus.set(tool.sku, added);
      return {};
    }
    const firstName = joining.sizes.find((size) => size.optionName)?.optionName ?? null;
    if (option === null) problem('option', 'A size needs its option and value, like Size:12 mm.');
    else if (firstName === null) problem('sizeOf', `Give “${joining.name.slice(0, 100)}” its own ${option.name} first, then add its other sizes.`);
    else if (attempt('option', () => checkSizeFits(option, joining.sizes, joining.name))) {
      tool.optionName = firstName;
      joining.sizes.push({ key: `line:${row.line}`, name: tool.name, optionName: firstName, optionValue: option.value });
    }
    tool.categoryId = joining.place.categoryId;
    tool.brandId = joining.place.brandId;
    if (tool.sku) fileSkus.set(tool.sku, joining);
    if ('id' in joining.first) {
      tool.variantOf = joining.first.id;
      return {};
    }
    return { joinsLine: joining.first.line };
  }

  return { place };
}
