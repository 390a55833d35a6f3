import type { Transaction } from 'sequelize';
import { changedFields, type AuditLog } from '../../shared/audit.js';
import type { Database } from '../../shared/database.js';
import type {
  Product,
  ProductDetail,
  ProductInput,
  ProductFacets,
  ProductPage,
  BrandList,
  CategoryList,
  ProductPatch,
  ProductSort,
  ProductVariant,
  StockAdjustment,
  StockAdjustmentInput,
  StockMovement,
  StockMovementPage,
} from '../../shared/api-types.js';
import { decodeCursor, toPage } from '../../shared/cursor.js';
import { centsToDollars, dollarsToCents } from '../../shared/money.js';
import { checkedPriceBreaks } from '../../shared/price-breaks.js';
import { badRequest, conflict, notFound } from '../../shared/problem.js';
import type { AuthenticatedUser, PageParams } from '../../shared/request-context.js';
import { createChangeMarkCache, createChangeMarkMemo, type Tagged } from '../../shared/change-mark-cache.js';
import {
  cursorKeyOf,
  sortKeyOf,
  type CatalogueFilterIds,
  type FacetCounts,
  type NewProduct,
  type ProductRecord,
  type ProductsRepository,
  type SizesSummary,
  type StockMovementRecord,
} from './products.repository.js';
import {
  actorOf,
  auditedOf,
  toProductDto,
  breaksInCents,
  breaksText,
  bySize,
  checkMinimumWithinStock,
  checkSizeFits,
  checkSkuFree,
  compareSizes,
  placeOf,
  skuOf,
  optionText,
  subjectOf,
  trimmedOption,
} from './product-rules.js';
import type { ExportedTool } from './product-csv.js';
import { createProductImport } from './product-import.js';
import { createSpeller, type Speller } from './spelling.js';
import { createTaxonomy, type Taxonomy } from './taxonomy.js';
import type { TaxonomyRepository } from './taxonomy.repository.js';

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** Which tools a list shows besides its search: a category (with those under it), brands by slug, a price range in dollars, in stock. */
export interface CatalogueFilter {
  category?: string;
  brand?: string[];
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Sizes by option name and value ("Size", "12 mm"): a tool with a size of any of them. */
  options?: Array<{ name: string; value: string }>;
}

const centsOf = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

/** The filter as the repository takes it: slugs read as ids (an unknown one matches nothing), dollars as cents. */
function filterIdsOf(filter: CatalogueFilter, known: Taxonomy): CatalogueFilterIds {
  return {
    ...(filter.category === undefined ? {} : { categoryIds: known.categoryAndBelow(filter.category) }),
    ...(filter.brand === undefined ? {} : { brandIds: filter.brand.map((slug) => known.brandIdOf(slug)).filter((id) => id !== undefined) }),
    ...(filter.minPrice === undefined ? {} : { minPriceCents: centsOf(filter.minPrice) }),
    ...(filter.maxPrice === undefined ? {} : { maxPriceCents: centsOf(filter.maxPrice) }),
    ...(filter.inStock ? { inStock: true } : {}),
    ...(filter.options === undefined ? {} : { options: filter.options }),
  };
}

// The contract's limits on the option facet: beyond them, the values most tools have are shown.
const MAX_OPTION_NAMES = 50;
const MAX_OPTION_VALUES = 200;

/** The `limit` entries with the most tools, ticked ones first: a ticked value must stay there to untick. */
function mostCommon<T extends { tools: number }>(entries: T[], limit: number, isTicked: (entry: T) => boolean): T[] {
  if (entries.length <= limit) return entries;
  return [...entries].sort((a, b) => Number(isTicked(b)) - Number(isTicked(a)) || b.tools - a.tools).slice(0, limit);
}

/** The option facet: names in order, each value's tools smallest size first; a ticked value stays there, at 0, to untick. */
function optionFacets(counts: FacetCounts['toolsPerOption'], ticked: CatalogueFilter['options'] = []): ProductFacets['options'] {
  const names = new Map<string, Map<string, number>>();
  for (const { name, value, tools } of [...ticked.map((option) => ({ ...option, tools: 0 })), ...counts]) {
    const values = names.get(name) ?? new Map<string, number>();
    values.set(value, Math.max(values.get(value) ?? 0, tools));
    names.set(name, values);
  }
  const isTicked = (name: string, value?: string) => ticked.some((option) => option.name === name && (value === undefined || option.value === value));
  const facets = [...names.entries()].map(([name, values]) => ({
    name,
    values: mostCommon([...values.entries()].map(([value, tools]) => ({ value, tools })), MAX_OPTION_VALUES, (entry) => isTicked(name, entry.value)),
    tools: [...values.values()].reduce((sum, tools) => sum + tools, 0),
  }));
  return mostCommon(facets, MAX_OPTION_NAMES, (facet) => isTicked(facet.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, values }) => ({ name, values: values.sort((a, b) => compareSizes(a.value, b.value)) }));
}

function toFacets(counts: FacetCounts, known: Taxonomy, ticked: CatalogueFilter['options']): ProductFacets {
  return {
    tools: counts.tools,
    categories: known.categoryList(counts.toolsPerCategory).map(({ slug, name, parent, tools }) => ({ slug, name, parent, tools })),
    brands: known.brandList(counts.toolsPerBrand).map(({ slug, name, tools }) => ({ slug, name, tools })),
    options: optionFacets(counts.toolsPerOption, ticked),
    inStock: counts.inStock,
    price: counts.priceCents && { min: centsToDollars(counts.priceCents.min), max: centsToDollars(counts.priceCents.max) },
  };
}

const PRODUCT_NOT_FOUND = 'No product with that id.';
const EXPORT_PAGE = 500;
const NO_PRODUCT_AT_SLUG = 'No product at that address.';

const toMovementDto = (movement: StockMovementRecord): StockMovement => ({
  _id: movement.id,
  productId: movement.productId,
  change: movement.change,
  reason: movement.reason,
  orderId: movement.orderId,
  actor: movement.actorEmail,
  note: movement.note,
  createdAt: movement.createdAt.toISOString(),
});

/** The patch's columns but the size, which is checked against the tool's other sizes in the write (sizeChanges). */
function toChanges(patch: Omit<ProductPatch, 'option'>, taxonomy: Taxonomy): Partial<NewProduct> {
  const { price, priceBreaks, category, brand, sku, ...rest } = patch;
  const breaks = breaksInCents(priceBreaks);
  return {
    ...rest,
    ...(sku === undefined ? {} : { sku: skuOf(sku) }),
    ...placeOf(taxonomy, { category, brand }),
    ...(price === undefined ? {} : { priceCents: dollarsToCents(price) }),
    ...(breaks === undefined ? {} : { priceBreaks: breaks }),
  };
}

export function createProductsService(deps: {
  db: Database;
  productsRepository: ProductsRepository;
  taxonomyRepository: TaxonomyRepository;
  ratingOf: (productId: string) => Promise<RatingSummary>;
  /** A tool's reviews go with it: once its id is gone they would read as reviews of the shop. */
  removeReviewsOf: (productId: string, transaction: Transaction) => Promise<void>;
  audit: AuditLog;
}) {
  const { productsRepository } = deps;
  const catalogue = createChangeMarkCache(() => deps.db.changeMark());

  const filterKey = (filter: CatalogueFilter) => [filter.category, filter.brand, filter.minPrice, filter.maxPrice, filter.inStock === true, filter.options];
  const listKey = (page: PageParams, sort: ProductSort, q: string | undefined, filter: CatalogueFilter, everySize: boolean) =>
    JSON.stringify(['list', page.limit, page.cursor, sort, q, everySize, ...filterKey(filter)]);
  const productKey = (id: string) => JSON.stringify(['product', id]);
  const slugKey = (slug: string) => JSON.stringify(['slug', slug]);
  // A few dozen rows, read again after any commit (a new category shows at once).
  const taxonomyMemo = createChangeMarkMemo<Taxonomy>(() => deps.db.changeMark(), 1);
  const taxonomy = () =>
    taxonomyMemo.read('taxonomy', async () => {
      const [categories, brands] = await Promise.all([deps.taxonomyRepository.categories(), deps.taxonomyRepository.brands()]);
      return createTaxonomy(categories, brands);
    });
  /** The tool's page: the row, its rating and, for a tool in sizes, every size to pick from. */
  const withRating = async (product: ProductRecord): Promise<ProductDetail> => {
    const known = await taxonomy();
    const detail: ProductDetail = { ...toProductDto(product, known), rating: await deps.ratingOf(product.id) };
    const variants = (await productsRepository.sizesOf(product.variantOf ?? product.id)).sort(bySize).flatMap((size): ProductVariant[] => {
      const { _id, slug, sku, available, minimum, price, priceBreaks, option } = toProductDto(size, known);
      return option ? [{ _id, slug, sku, available, minimum, price, priceBreaks, option }] : [];
    });
    if (variants.length < 2) return detail;
    return { ...detail, sizes: { count: variants.length, fromPrice: Math.min(...variants.map((size) => size.price)) }, variants };
  };

  // The catalogue's words, read again when a search needs them after a name or description changed.
  const dictionary = createChangeMarkMemo<Speller>(() => productsRepository.wordsVersion(), 1);
  const speller = () => dictionary.read('speller', async () => createSpeller(await productsRepository.indexedWords()));

  /** What a new size takes from the tool it joins (any of its sizes' ids): the first row, the option's name, the category and brand. */
  async function joiningSizes(
    sizeOf: string,
    option: { name: string; value: string } | null,
    transaction: Transaction,
  ): Promise<Pick<NewProduct, 'variantOf' | 'optionName' | 'categoryId' | 'brandId'>> {
    const target = await productsRepository.findById(sizeOf, transaction);
    if (!target) throw badRequest('There is no tool with that id to add a size to.');
    const firstId = target.variantOf ?? target.id;
    // Two sizes added at once must not both take one value (PostgreSQL; SQLite writes one at a time).
    await productsRepository.lock(firstId, transaction);
    const sizes = await productsRepository.sizesOf(firstId, transaction);
    const first = sizes.find((size) => size.id === firstId) ?? target;
    if (option === null) throw badRequest(`Say which size this is: its ${first.optionName ?? 'option'} and value.`);
    if (first.optionName === null) throw conflict(`Give “${first.name}” its own ${option.name} first (in its form), then add its other sizes.`);
    checkSizeFits(option, sizes, first.name);
    return { variantOf: firstId, optionName: first.optionName, categoryId: first.categoryId, brandId: first.brandId };
  }

  /** A size's new option: it must still fit among its tool's other sizes (their name, no value twice). */
  async function sizeChanges(current: ProductRecord, option: ProductPatch['option'], transaction: Transaction): Promise<Pick<NewProduct, 'optionName' | 'optionValue'> | undefined> {
    if (option === undefined) return undefined;
    const next = option === null ? null : trimmedOption(option);
    const others = (await productsRepository.sizesOf(current.variantOf ?? current.id, transaction)).filter((size) => size.id !== current.id);
    checkSizeFits(next, others, current.name);
    return { optionName: next === null ? null : (others[0]?.optionName ?? next.name), optionValue: next?.value ?? null };
  }

  /** The catalogue shows each tool once (its first row, with its sizes' summary); the dashboard, `everySize`, each row. */
  function listProducts(page: PageParams, sort: ProductSort = 'newest', q?: string, filter: CatalogueFilter = {}, everySize = false): Promise<Tagged<ProductPage>> {
    return catalogue.read(listKey(page, sort, q, filter, everySize), async (): Promise<ProductPage> => {
      const after = decodeCursor(page.cursor, sort, cursorKeyOf(sort));
      const known = await taxonomy();
      const ids = filterIdsOf(filter, known);
      const find = (words: string | undefined) => productsRepository.list({ limit: page.limit, sort, q: words, after, everySize, ...ids });
      const pageOf = async (rows: ProductRecord[]) => {
        const summaries = everySize ? new Map<string, SizesSummary>() : await productsRepository.sizesSummaries(rows.slice(0, page.limit));
        const toDto = (product: ProductRecord): Product => {
          const sizes = summaries.get(product.id);
          return { ...toProductDto(product, known), ...(sizes && { sizes: { count: sizes.count, fromPrice: centsToDollars(sizes.fromPriceCents) } }) };
        };
        return toPage(rows, page.limit, toDto, (row) => ({ sort, key: sortKeyOf(row, sort), id: row.id }));
      };
      const rows = await find(q);
      if (!q || rows.length > 0) return pageOf(rows);
      // Nothing matched as typed: perhaps a misspelling. A reading that finds nothing either isn't offered.
      const searchedFor = (await speller()).correct(q);
      const corrected = searchedFor === undefined ? [] : await find(searchedFor);
      return corrected.length > 0 ? { ...(await pageOf(corrected)), searchedFor } : pageOf(rows);
    });
  }

  return {
    listProducts,
    listAllProducts: (page: PageParams, sort?: ProductSort, q?: string) => listProducts(page, sort, q, {}, true),

    /** What each filter's values would find, given the search and the other filters; a misspelled search is read as `listProducts` reads it. */
    listProductFacets(q: string | undefined, filter: CatalogueFilter = {}): Promise<Tagged<ProductFacets>> {
      return catalogue.read(JSON.stringify(['facets', q, ...filterKey(filter)]), async (): Promise<ProductFacets> => {
        const known = await taxonomy();
        const ids = filterIdsOf(filter, known);
        const counts = await productsRepository.facets(q, ids);
        if (!q || counts.tools > 0) return toFacets(counts, known, filter.options);
        const searchedFor = (await speller()).correct(q);
        const corrected = searchedFor === undefined ? undefined : await productsRepository.facets(searchedFor, ids);
        return corrected && corrected.tools > 0 ? { ...toFacets(corrected, known, filter.options), searchedFor } : toFacets(counts, known, filter.options);
      });
    },

    /** Every category, the tree in order, with the tools under each. */
    listCategories(): Promise<Tagged<CategoryList>> {
      return catalogue.read('categories', async () => ({ items: (await taxonomy()).categoryList(await deps.taxonomyRepository.toolsPerCategory()) }));
    },

    listBrands(): Promise<Tagged<BrandList>> {
      return catalogue.read('brands', async () => ({ items: (await taxonomy()).brandList(await deps.taxonomyRepository.toolsPerBrand()) }));
    },

    getProduct(id: string): Promise<Tagged<ProductDetail>> {
      return catalogue.read(productKey(id), async () => {
        const product = await productsRepository.findById(id);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        return withRating(product);
      });
    },

    /** The tool at `/products/{slug}`. */
    getProductBySlug(slug: string): Promise<Tagged<ProductDetail>> {
      return catalogue.read(slugKey(slug), async () => {
        const product = await productsRepository.findBySlug(slug);
        if (!product) throw notFound(NO_PRODUCT_AT_SLUG);
        return withRating(product);
      });
    },

    importProducts: (caller: AuthenticatedUser, bytes: Buffer, dryRun: boolean) =>
      createProductImport({ db: deps.db, productsRepository, taxonomy, audit: deps.audit }).importProducts(caller, bytes, dryRun),

    /**
     * Every row (each size), newest first, read a page at a time as the export's stream asks; a size
     * names its tool's first row. The export is recorded first, in its own transaction, as the orders'
     * is: the whole catalogue with its prices leaves the shop whether or not the download completes.
     */
    async *exportProducts(caller: AuthenticatedUser): AsyncGenerator<ExportedTool> {
      await deps.db.write((transaction) => deps.audit.record({ actor: caller, kind: 'products.exported', subject: { type: 'products', id: 'export' } }, transaction));
      const known = await taxonomy();
      let after: ProductRecord | undefined;
      do {
        const page = await productsRepository.list({ limit: EXPORT_PAGE, sort: 'newest', after: after && { sort: 'newest', key: after.id, id: after.id }, q: undefined, everySize: true });
        const firstIds = [...new Set(page.flatMap((product) => (product.variantOf ? [product.variantOf] : [])))];
        const firsts = new Map((await productsRepository.findByIds(firstIds)).map((first) => [first.id, first.sku ?? first.slug]));
        for (const product of page.slice(0, EXPORT_PAGE)) {
          yield { product: toProductDto(product, known), sizeOf: product.variantOf ? (firsts.get(product.variantOf) ?? '') : '' };
        }
        after = page.length > EXPORT_PAGE ? page[EXPORT_PAGE - 1] : undefined;
      } while (after);
    },

    // For the sitemap: every tool's address and when it last changed.
    productAddresses: productsRepository.addresses,
    categorySlugs: async (): Promise<string[]> => (await taxonomy()).categoryList(new Map()).map((category) => category.slug),
    countProducts: productsRepository.count,
    lastProductChange: productsRepository.lastChange,

    async addProduct(caller: AuthenticatedUser, input: ProductInput): Promise<Product> {
      const { price, priceBreaks, weightGrams, taxClass, category, brand, sku, option, sizeOf, ...rest } = input;
      const known = await taxonomy();
      const priceCents = dollarsToCents(price);
      const size = option ? trimmedOption(option) : null;
      const product: NewProduct = {
        ...rest,
        sku: skuOf(sku) ?? null,
        variantOf: null,
        optionName: size?.name ?? null,
        optionValue: size?.value ?? null,
        weightGrams: weightGrams ?? null,
        taxClass: taxClass ?? 'standard',
        priceCents,
        priceBreaks: checkedPriceBreaks({ priceCents, minimum: rest.minimum }, breaksInCents(priceBreaks) ?? []),
        categoryId: null,
        brandId: null,
        ...placeOf(known, { category, brand }),
      };
      checkMinimumWithinStock(product);
      const created = await deps.db.write(async (transaction) => {
        if (product.sku) checkSkuFree(product.sku, await productsRepository.findBySku(product.sku, transaction));
        if (sizeOf !== undefined) Object.assign(product, await joiningSizes(sizeOf, size, transaction));
        const record = await productsRepository.create(product, actorOf(caller), transaction);
        await deps.audit.record({ actor: caller, kind: 'product.created', subject: subjectOf(record.id), after: auditedOf(toProductDto(record, known)) }, transaction);
        return record;
      });
      return toProductDto(created, known);
    },

    async updateProduct(caller: AuthenticatedUser, id: string, patch: ProductPatch): Promise<Product> {
      const known = await taxonomy();
      const { option: newSize, ...fields } = patch;
      const changes = toChanges(fields, known);
      const updated = await deps.db.write(async (transaction) => {
        // Locked before it is read: the minimum-within-stock check and the audit entry's "before"
        // must see what this write replaces, not a value another edit or an order is changing.
        await productsRepository.lock(id, transaction);
        const current = await productsRepository.findById(id, transaction);
        if (!current) throw notFound(PRODUCT_NOT_FOUND);
        if (changes.sku) checkSkuFree(changes.sku, await productsRepository.findBySku(changes.sku, transaction), id);
        Object.assign(changes, await sizeChanges(current, newSize, transaction));
        // Stock can sell below the minimum; the rule binds only when the admin sets either number.
        if (changes.available !== undefined || changes.minimum !== undefined) {
          checkMinimumWithinStock({ ...current, ...changes });
        }
        // The breaks must still fit a new price or minimum, whichever of the three the patch sets.
        if (changes.priceBreaks !== undefined || changes.priceCents !== undefined || changes.minimum !== undefined) {
          const next = { ...current, ...changes };
          changes.priceBreaks = checkedPriceBreaks(next, next.priceBreaks);
        }
        const updated = await productsRepository.update(id, changes, actorOf(caller), transaction);
        // A tool's sizes share its category and brand, whichever size the change was made on.
        if (updated && (changes.categoryId !== undefined || changes.brandId !== undefined)) {
          await productsRepository.placeSizes(updated.variantOf ?? updated.id, updated, transaction);
        }
        const { priceBreaks, option, ...rest } = patch;
        if (rest.sku !== undefined) rest.sku = changes.sku;
        const size = option === undefined ? {} : { option: optionText(updated ? toProductDto(updated, known).option : null) };
        const { before, after } = changedFields(auditedOf(toProductDto(current, known)), { ...rest, ...size, ...(priceBreaks && { priceBreaks: breaksText(changes.priceBreaks ? toProductDto({ ...current, priceBreaks: changes.priceBreaks }, known).priceBreaks : priceBreaks) }) });
        if (Object.keys(after).length > 0) {
          const kind = 'price' in after || 'priceBreaks' in after ? 'product.price_changed' : 'product.updated';
          await deps.audit.record({ actor: caller, kind, subject: subjectOf(id), before, after }, transaction);
        }
        return updated;
      });
      if (!updated) throw notFound(PRODUCT_NOT_FOUND);
      return toProductDto(updated, known);
    },

    async adjustStock(caller: AuthenticatedUser, id: string, input: StockAdjustmentInput): Promise<StockAdjustment> {
      const note = input.note.trim();
      if (input.change === 0) throw badRequest('An adjustment changes the stock by at least one unit.');
      if (note.length === 0) throw badRequest('Say why the stock changes.');
      const adjusted = await deps.db.write(async (transaction) => {
        const done = await productsRepository.adjust(id, input.change, transaction, { reason: 'adjusted', actor: actorOf(caller), note });
        if (done) {
          const before = { available: done.available - input.change };
          await deps.audit.record({ actor: caller, kind: 'stock.adjusted', subject: subjectOf(id), before, after: { available: done.available, note } }, transaction);
          return done;
        }
        const product = await productsRepository.findById(id, transaction);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        throw conflict(`Only ${product.available} in stock: removing ${-input.change} would take it below zero.`);
      });
      return { available: adjusted.available, movement: toMovementDto(adjusted.movement) };
    },

    async listStockMovements(id: string, page: PageParams): Promise<StockMovementPage> {
      const listing = `stock:${id}`;
      const after = decodeCursor(page.cursor, listing);
      if (!(await productsRepository.findById(id))) throw notFound(PRODUCT_NOT_FOUND);
      const rows = await productsRepository.movements(id, page.limit, after?.id);
      return toPage(rows, page.limit, toMovementDto, (row) => ({ sort: listing, key: row.id, id: row.id }));
    },

    async deleteProduct(caller: AuthenticatedUser, id: string): Promise<void> {
      const removed = await deps.db.write(async (transaction) => {
        // First, so a review posted meanwhile (PostgreSQL) waits and is refused, instead of landing
        // between the two deletes and outliving the product as a review of the shop.
        await productsRepository.lock(id, transaction);
        const current = await productsRepository.findById(id, transaction);
        await deps.removeReviewsOf(id, transaction);
        const gone = await productsRepository.remove(id, transaction);
        if (gone && current) await deps.audit.record({ actor: caller, kind: 'product.deleted', subject: subjectOf(id), before: auditedOf(toProductDto(current, await taxonomy())) }, transaction);
        return gone;
      });
      if (!removed) throw notFound(PRODUCT_NOT_FOUND);
    },

    // For the other modules, wired in app.ts: reviews check the product exists; the cart prices its
    // lines; orders read them, move their stock inside the order's transaction (the repository's
    // reserve is the only way to) and list the tools low on stock for the overview.
    findProduct: (id: string, transaction?: Transaction) => productsRepository.findById(id, transaction),
    findProducts: (ids: string[], transaction?: Transaction) => productsRepository.findByIds(ids, transaction),
    lowStock: productsRepository.lowStock,
    reserve: productsRepository.reserve,
    release: productsRepository.release,
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
