import type { BrandInput, CategoryInput, CategoryPatch } from '../../shared/api-types.js';
import type { OperationHandlers } from '../../shared/http/operation.js';
import { currentUser, pathParam } from '../../shared/request-context.js';
import type { TaxonomyService } from './taxonomy.service.js';

export function taxonomyHandlers(service: TaxonomyService) {
  return {
    addCategory: async (req, res) => {
      res.status(201).json(await service.addCategory(currentUser(req), req.body as CategoryInput));
    },
    updateCategory: async (req, res) => {
      res.json(await service.updateCategory(currentUser(req), pathParam(req, 'slug'), req.body as CategoryPatch));
    },
    deleteCategory: async (req, res) => {
      await service.deleteCategory(currentUser(req), pathParam(req, 'slug'));
      res.status(204).end();
    },
    addBrand: async (req, res) => {
      res.status(201).json(await service.addBrand(currentUser(req), req.body as BrandInput));
    },
    updateBrand: async (req, res) => {
      res.json(await service.updateBrand(currentUser(req), pathParam(req, 'slug'), req.body as BrandInput));
    },
    deleteBrand: async (req, res) => {
      await service.deleteBrand(currentUser(req), pathParam(req, 'slug'));
      res.status(204).end();
    },
  } satisfies Partial<OperationHandlers>;
}
