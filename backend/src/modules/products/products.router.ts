import type { ProductInput, ProductPatch, ProductSort, StockAdjustmentInput } from '../../shared/api-types.js';
import { queryOf, type OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, pageParams, pathParam } from '../../shared/request-context.js';
import { sendTagged } from '../../shared/http/send-tagged.js';
import type { CatalogueFilter, ProductsService } from './products.service.js';
import { sendProductsCsv } from './product-csv.js';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** "Size:12 mm" as the filter's name and value; the contract has checked there is one colon with both sides. */
function optionOf(option: string): { name: string; value: string } {
  const colon = option.indexOf(':');
  return { name: option.slice(0, colon), value: option.slice(colon + 1) };
}

// The contract has checked and typed the query: brands are a list of slugs, prices numbers.
const filterOf = (query: Record<string, unknown>): CatalogueFilter => ({
  category: text(query.category),
  brand: Array.isArray(query.brand) ? query.brand.filter((slug) => typeof slug === 'string') : undefined,
  minPrice: number(query.minPrice),
  maxPrice: number(query.maxPrice),
  inStock: query.inStock === true,
  options: Array.isArray(query.option) ? query.option.filter((option) => typeof option === 'string').map(optionOf) : undefined,
});

const listQuery = (query: Record<string, unknown>) => ({
  sort: (query.sort as ProductSort | undefined) ?? 'newest',
  q: text(query.q),
  filter: filterOf(query),
});

export function productsHandlers(service: ProductsService) {
  return {
    listProducts: async (req, res) => {
      const { sort, q, filter } = listQuery(queryOf(req));
      sendTagged(req, res, await service.listProducts(pageParams(req), sort, q, filter), 'public');
    },
    listProductFacets: async (req, res) => {
      const query = queryOf(req);
      sendTagged(req, res, await service.listProductFacets(text(query.q), filterOf(query)), 'public');
    },
    listCategories: async (req, res) => {
      sendTagged(req, res, await service.listCategories(), 'public');
    },
    listBrands: async (req, res) => {
      sendTagged(req, res, await service.listBrands(), 'public');
    },
    listAllProducts: async (req, res) => {
      const { sort, q } = listQuery(queryOf(req));
      sendTagged(req, res, await service.listAllProducts(pageParams(req), sort, q), 'private');
    },
    getProduct: async (req, res) => {
      sendTagged(req, res, await service.getProduct(pathParam(req, 'id')), 'public');
    },
    getProductBySlug: async (req, res) => {
      sendTagged(req, res, await service.getProductBySlug(pathParam(req, 'slug')), 'public');
    },
    addProduct: async (req, res) => {
      res.status(201).json(await service.addProduct(currentUser(req), req.body as ProductInput));
    },
    updateProduct: async (req, res) => {
      res.json(await service.updateProduct(currentUser(req), pathParam(req, 'id'), req.body as ProductPatch));
    },
    adjustStock: async (req, res) => {
      res.status(201).json(await service.adjustStock(currentUser(req), pathParam(req, 'id'), req.body as StockAdjustmentInput));
    },
    listStockMovements: async (req, res) => {
      res.json(await service.listStockMovements(pathParam(req, 'id'), pageParams(req)));
    },
    exportProducts: async (req, res) => {
      await sendProductsCsv(res, service.exportProducts(currentUser(req)), new Date().toISOString().slice(0, 10));
    },
    importProducts: async (req, res) => {
      // The body's bytes, as the API router read them for this operation (app.ts, `binaryBodies`).
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.json(await service.importProducts(currentUser(req), bytes, queryOf(req).dryRun === true));
    },
    deleteProduct: async (req, res) => {
      await service.deleteProduct(currentUser(req), pathParam(req, 'id'));
      res.status(204).end();
    },
  } satisfies Partial<OperationHandlers>;
}
