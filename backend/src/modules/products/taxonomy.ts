// The categories and brands as the services use them: names for a tool's category and brand, the
// ids a category filter covers (the category and every one under it), and the tree in order.
import type { Brand, BrandRef, Category, CategoryRef } from '../../shared/api-types.js';
import type { BrandRecord, CategoryRecord } from './taxonomy.repository.js';

export interface Taxonomy {
  categoryOf(id: string | null): CategoryRef | undefined;
  brandOf(id: string | null): BrandRef | undefined;
  categoryIdOf(slug: string): string | undefined;
  brandIdOf(slug: string): string | undefined;
  /** The category at `slug` and every one under it; empty for an unknown slug. */
  categoryAndBelow(slug: string): string[];
  /** Parents before their children, each level in the shop's order, with the tools under each. */
  categoryList(toolsIn: Map<string, number>): Category[];
  brandList(toolsOf: Map<string, number>): Brand[];
}

export function createTaxonomy(categories: CategoryRecord[], brands: BrandRecord[]): Taxonomy {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const brandBySlug = new Map(brands.map((brand) => [brand.slug, brand]));
  // `categories` comes in the shop's order, so each parent's children do too.
  const childrenOf = new Map<string | null, CategoryRecord[]>();
  for (const category of categories) childrenOf.set(category.parentId, [...(childrenOf.get(category.parentId) ?? []), category]);

  /** Depth first from the top; a category whose parent is missing (never, with the foreign key) is left out. */
  function walk(parentId: string | null, seen = new Set<string>()): CategoryRecord[] {
    return (childrenOf.get(parentId) ?? []).flatMap((category) => {
      if (seen.has(category.id)) return [];
      seen.add(category.id);
      return [category, ...walk(category.id, seen)];
    });
  }

  const below = (id: string): string[] => [id, ...walk(id).map((category) => category.id)];

  return {
    categoryOf(id) {
      const category = id === null ? undefined : categoryById.get(id);
      return category && { slug: category.slug, name: category.name };
    },
    brandOf(id) {
      const brand = id === null ? undefined : brandById.get(id);
      return brand && { slug: brand.slug, name: brand.name };
    },
    categoryIdOf: (slug) => categoryBySlug.get(slug)?.id,
    brandIdOf: (slug) => brandBySlug.get(slug)?.id,
    categoryAndBelow(slug) {
      const category = categoryBySlug.get(slug);
      return category ? below(category.id) : [];
    },
    categoryList(toolsIn) {
      return walk(null).map((category) => ({
        _id: category.id,
        slug: category.slug,
        name: category.name,
        parent: category.parentId === null ? null : (categoryById.get(category.parentId)?.slug ?? null),
        tools: below(category.id).reduce((sum, id) => sum + (toolsIn.get(id) ?? 0), 0),
      }));
    },
    brandList(toolsOf) {
      return brands.map((brand) => ({ _id: brand.id, slug: brand.slug, name: brand.name, tools: toolsOf.get(brand.id) ?? 0 }));
    },
  };
}
