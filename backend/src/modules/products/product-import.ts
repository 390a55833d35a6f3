// A CSV file of tools, added and updated all or nothing. Every row is checked first, as the product
// form's operations check them (product-rules.ts, price-breaks.ts), and any problem refuses the whole
// file naming each by row and column; then one transaction writes every row, each change in the
// audit trail and a changed stock in the tool's history, or none of them.
import type { Transaction } from 'sequelize';
import { changedFields, type AuditLog } from '../../shared/audit.js';
import type { ImportProblem, ProductImportReport } from '../../shared/api-types.js';
import type { Database } from '../../shared/database.js';
import { checkedPriceBreaks } from '../../shared/price-breaks.js';
import { HttpProblem, conflict } from '../../shared/problem.js';
import { dollarsToCents } from '../../shared/money.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import { readProductCsv, type ImportRow } from './product-csv.js';
import { planSizes, type SizePlacement } from './product-import-sizes.js';
import { actorOf, auditedOf, breaksInCents, checkMinimumWithinStock, placeOf, skuOf, subjectOf, toProductDto } from './product-rules.js';
import type { NewProduct, ProductRecord, ProductsRepository } from './products.repository.js';
import type { Taxonomy } from './taxonomy.js';

const LISTED_PROBLEMS = 200;
const FROM_IMPORT = 'by a CSV import';

/** The detail a refusal carries, whatever went wrong; the problem's own words when it has them. */
const messageOf = (error: unknown): string => (error instanceof HttpProblem ? error.toProblem().detail : 'This row can’t be read.');

function refusal(problems: ImportProblem[]): HttpProblem {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  const listed = problems.length > LISTED_PROBLEMS ? ` The first ${LISTED_PROBLEMS} are listed.` : '';
  return new HttpProblem(422, `The file has ${count}; nothing was imported.${listed}`, { code: 'import_problems', problems: problems.slice(0, LISTED_PROBLEMS) });
}

export function createProductImport(deps: { db: Database; productsRepository: ProductsRepository; taxonomy: () => Promise<Taxonomy>; audit: AuditLog }) {
  const { productsRepository } = deps;

  /**
   * The row as the tool it would become, or the problems that stop it. A tool the row updates keeps
   * its own value for an optional column the file hasn't (SKU, category, brand, breaks, weight, VAT rate).
   */
  function toolOf(row: ImportRow, current: ProductRecord | undefined, known: Taxonomy, problem: (column: string, message: string) => void): NewProduct | undefined {
    const { price, priceBreaks, category, brand, weightGrams, taxClass, sku, ...rest } = row.input;
    const keeps = (column: Parameters<ImportRow['given']['has']>[0]) => current !== undefined && !row.given.has(column);
    const attempt = <T>(column: string, read: () => T): T | undefined => {
      try {
        return read();
      } catch (error) {
        problem(column, messageOf(error));
        return undefined;
      }
    };
    const categoryId = keeps('category') ? { categoryId: current!.categoryId } : attempt('category', () => placeOf(known, { category }));
    const brandId = keeps('brand') ? { brandId: current!.brandId } : attempt('brand', () => placeOf(known, { brand }));
    // As in the product form: stock may sell below the minimum; the rule binds when the file sets either number.
    if (!current || rest.minimum !== current.minimum || rest.available !== current.available) attempt('minimum', () => checkMinimumWithinStock(rest));
    const priceCents = dollarsToCents(price);
    const wanted = keeps('priceBreaks') ? current!.priceBreaks : (breaksInCents(priceBreaks) ?? []);
    const breaks = attempt('priceBreaks', () => checkedPriceBreaks({ priceCents, minimum: rest.minimum }, wanted));
    if (breaks === undefined || categoryId === undefined || brandId === undefined) return undefined;
    return {
      ...rest,
      sku: keeps('sku') ? current!.sku : (skuOf(sku) ?? null),
      priceCents,
      priceBreaks: breaks,
      weightGrams: keeps('weightGrams') ? current!.weightGrams : weightGrams,
      taxClass: keeps('taxClass') ? current!.taxClass : (taxClass ?? 'standard'),
      categoryId: categoryId.categoryId ?? null,
      brandId: brandId.brandId ?? null,
      // The file doesn't say which tool a row is a size of: a row keeps the size it has.
      variantOf: current?.variantOf ?? null,
      optionName: current?.optionName ?? null,
      optionValue: current?.optionValue ?? null,
    };
  }

  /** Every row as a tool to add or update, or a 422 naming every problem in the file. */
  async function checked(bytes: Buffer, known: Taxonomy, transaction?: Transaction): Promise<Array<{ tool: NewProduct; current: ProductRecord | undefined; line: number } & SizePlacement>> {
    const { rows, problems } = readProductCsv(bytes);
    const named = rows.flatMap((row) => (row.slug === undefined ? [] : [row.slug]));
    const existing = new Map((await productsRepository.findBySlugs([...new Set(named)], transaction)).map((product) => [product.slug, product]));
    const seen = new Map<string, number>();
    const skuLines = new Map<string, number>();
    const givenSkus = rows.flatMap((row) => (row.input.sku ? [skuOf(row.input.sku)] : []));
    const skuHolders = new Map((await productsRepository.findBySkus([...new Set(givenSkus)], transaction)).map((product) => [product.sku, product]));
    const sizes = await planSizes(rows, productsRepository, [...existing.values()], transaction);
    const tools = rows.flatMap((row) => {
      const problem = (column: string, message: string) => problems.push({ row: row.line, column, message: message.slice(0, 500) });
      const current = row.slug === undefined ? undefined : existing.get(row.slug);
      if (row.slug !== undefined && !current) problem('slug', `No tool has the slug “${row.slug.slice(0, 100)}”; leave it empty to add a new tool.`);
      if (row.slug !== undefined && seen.has(row.slug)) problem('slug', `The tool “${row.slug.slice(0, 100)}” is on line ${seen.get(row.slug)} already.`);
      // Each repeat names the line the slug (or SKU) was first on.
      if (row.slug !== undefined && !seen.has(row.slug)) seen.set(row.slug, row.line);
      const sku = skuOf(row.input.sku);
      if (sku) {
        const holder = skuHolders.get(sku);
        if (skuLines.has(sku)) problem('sku', `The SKU ${sku} is on line ${skuLines.get(sku)} already.`);
        else if (holder && holder.id !== current?.id) problem('sku', `The SKU ${sku} is already on “${holder.name.slice(0, 100)}”.`);
        if (!skuLines.has(sku)) skuLines.set(sku, row.line);
      }
      const tool = toolOf(row, current, known, problem);
      return tool ? [{ tool, current, line: row.line, ...sizes.place(row, current, tool, problem) }] : [];
    });
    if (problems.length > 0) throw refusal(problems.sort((a, b) => a.row - b.row));
    return tools;
  }

  /** Writes the row: the id of a tool it adds, for the rows after it that are its sizes. */
  async function write(caller: AuthenticatedUser, tool: NewProduct, current: ProductRecord | undefined, known: Taxonomy, transaction: Transaction): Promise<string | undefined> {
    if (!current) {
      const created = await productsRepository.create(tool, actorOf(caller), transaction);
      await deps.audit.record({ actor: caller, kind: 'product.created', subject: subjectOf(created.id), after: auditedOf(toProductDto(created, known)) }, transaction);
      return created.id;
    }
    // Held and read again: the file was checked against the tool as it was; an order or an edit
    // since may have moved it, and the audit entry's "before" must be what this write replaces.
    await productsRepository.lock(current.id, transaction);
    const now = await productsRepository.findById(current.id, transaction);
    if (!now) throw conflict(`The tool “${current.slug}” was deleted while the file was imported; nothing was imported.`);
    const updated = await productsRepository.update(current.id, tool, actorOf(caller), transaction, FROM_IMPORT);
    if (!updated) throw conflict(`The tool “${current.slug}” was deleted while the file was imported; nothing was imported.`);
    const { before, after } = changedFields(auditedOf(toProductDto(now, known)), auditedOf(toProductDto(updated, known)));
    if (Object.keys(after).length === 0) return undefined;
    const kind = 'price' in after || 'priceBreaks' in after ? 'product.price_changed' : 'product.updated';
    await deps.audit.record({ actor: caller, kind, subject: subjectOf(current.id), before, after }, transaction);
    return undefined;
  }

  return {
    async importProducts(caller: AuthenticatedUser, bytes: Buffer, dryRun: boolean): Promise<ProductImportReport> {
      const known = await deps.taxonomy();
      const report = (tools: Array<{ current: ProductRecord | undefined }>) => ({
        dryRun,
        rows: tools.length,
        added: tools.filter((entry) => !entry.current).length,
        updated: tools.filter((entry) => entry.current).length,
      });
      if (dryRun) return report(await checked(bytes, known));
      return deps.db.write(async (transaction) => {
        const tools = await checked(bytes, known, transaction);
        const added = new Map<number, string>();
        for (const { tool, current, line, joinsLine } of tools) {
          // A size of a tool the file adds joins it by the id it was just given.
          if (joinsLine !== undefined) tool.variantOf = added.get(joinsLine) ?? null;
          const id = await write(caller, tool, current, known, transaction);
          if (id) added.set(line, id);
        }
        return report(tools);
      });
    },
  };
}
