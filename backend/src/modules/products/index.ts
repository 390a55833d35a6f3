// The products module's surface: what app.ts wires and what other modules may name.
export { productsHandlers } from './products.router.js';
export { createProductsRepository } from './products.repository.js';
export { createTaxonomyRepository, type TaxonomyRepository } from './taxonomy.repository.js';
export { createProductsService, type ProductsService } from './products.service.js';
export { slugOf, slugWithId } from './slug.js';
export { taxonomyHandlers } from './taxonomy.router.js';
export { createTaxonomyService, type TaxonomyService } from './taxonomy.service.js';
export { MAX_IMPORT_BYTES } from './product-csv.js';
