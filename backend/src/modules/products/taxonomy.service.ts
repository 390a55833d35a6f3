// The admin's side of the categories and brands: add, rename, move and remove them. Each change
// and its audit entry commit together; the catalogue reads the taxonomy afresh after any commit.
import type { Transaction } from 'sequelize';
import { changedFields, type AuditLog, type AuditValues } from '../../shared/audit.js';
import type { Brand, BrandInput, Category, CategoryInput, CategoryPatch } from '../../shared/api-types.js';
import type { Database } from '../../shared/database.js';
import { badRequest, conflict, notFound } from '../../shared/problem.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import { slugOf } from './slug.js';
import { createTaxonomy } from './taxonomy.js';
import type { CategoryRecord, TaxonomyRepository } from './taxonomy.repository.js';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function createTaxonomyService(deps: { db: Database; taxonomyRepository: TaxonomyRepository; audit: AuditLog }) {
  const { taxonomyRepository: repository } = deps;

  const categoryAt = (categories: CategoryRecord[], slug: string) => categories.find((category) => category.slug === slug);
  const parentIdOf = (categories: CategoryRecord[], parent: string | null | undefined): string | null => {
    if (parent === null || parent === undefined) return null;
    const found = categoryAt(categories, parent);
    if (!found) throw badRequest(`There is no category “${parent}” to put it under.`);
    return found.id;
  };
  const audited = (category: CategoryRecord, categories: CategoryRecord[]): AuditValues => ({
    name: category.name,
    parent: categories.find((other) => other.id === category.parentId)?.slug ?? null,
    position: category.position,
  });

  /** The category as the contract shows it, with the tools in and under it, read in the change's transaction. */
  async function shown(slug: string, transaction: Transaction): Promise<Category> {
    const categories = await repository.categories(transaction);
    const listed = createTaxonomy(categories, []).categoryList(await repository.toolsPerCategory(transaction));
    const category = listed.find((item) => item.slug === slug);
    if (!category) throw new Error(`the category ${slug} is gone from its own transaction`);
    return category;
  }

  /** Puts `id` at `position` among the categories under `parentId` (last when absent), the others closing up around it. */
  async function place(categories: CategoryRecord[], id: string, parentId: string | null, position: number | undefined, transaction: Transaction) {
    const siblings = categories.filter((category) => category.parentId === parentId && category.id !== id).map((category) => category.id);
    siblings.splice(Math.min(position ?? siblings.length, siblings.length), 0, id);
    await repository.placeCategories(siblings, transaction);
  }

  return {
    async addCategory(caller: AuthenticatedUser, input: CategoryInput): Promise<Category> {
      const name = input.name.trim();
      const slug = slugOf(name);
      return deps.db.write(async (transaction) => {
        await repository.lockCategories(transaction);
        const categories = await repository.categories(transaction);
        const parentId = parentIdOf(categories, input.parent);
        const position = categories.filter((category) => category.parentId === parentId).length;
        const added = await repository.addCategoryAtFreeSlug({ name, slug, parentId, position }, transaction);
        if (!added) throw conflict(`There is already a category at /categories/${slug}: give this one another name.`);
        await deps.audit.record(
          { actor: caller, kind: 'category.created', subject: { type: 'category', id: slug }, after: audited(added, [...categories, added]) },
          transaction,
        );
        return shown(slug, transaction);
      });
    },

    async updateCategory(caller: AuthenticatedUser, slug: string, patch: CategoryPatch): Promise<Category> {
      return deps.db.write(async (transaction) => {
        await repository.lockCategories(transaction);
        const categories = await repository.categories(transaction);
        const current = categoryAt(categories, slug);
        if (!current) throw notFound(`No category at “${slug}”.`);
        const parentId = patch.parent === undefined ? current.parentId : parentIdOf(categories, patch.parent);
        if (parentId !== null && createTaxonomy(categories, []).categoryAndBelow(slug).includes(parentId)) {
          throw badRequest('A category can’t go under itself or under a category of its own.');
        }
        const name = patch.name?.trim();
        if (name !== undefined || parentId !== current.parentId) await repository.updateCategory(current.id, { name, parentId }, transaction);
        if (patch.position !== undefined || parentId !== current.parentId) await place(categories, current.id, parentId, patch.position, transaction);
        const after = await repository.categories(transaction);
        const { before, after: changed } = changedFields(audited(current, categories), audited(categoryAt(after, slug)!, after));
        if (Object.keys(changed).length > 0) {
          await deps.audit.record({ actor: caller, kind: 'category.updated', subject: { type: 'category', id: slug }, before, after: changed }, transaction);
        }
        return shown(slug, transaction);
      });
    },

    async deleteCategory(caller: AuthenticatedUser, slug: string): Promise<void> {
      await deps.db.write(async (transaction) => {
        await repository.lockCategories(transaction);
        const categories = await repository.categories(transaction);
        const current = categoryAt(categories, slug);
        if (!current) throw notFound(`No category at “${slug}”.`);
        const { tools, categories: under } = await repository.categoryContents(current.id, transaction);
        if (tools > 0 || under > 0) {
          const holds = [tools > 0 ? plural(tools, 'tool', 'tools') : '', under > 0 ? plural(under, 'category', 'categories') : ''].filter(Boolean).join(' and ');
          throw conflict(`${current.name} still holds ${holds}: move them elsewhere first.`);
        }
        await repository.removeCategory(current.id, transaction);
        await deps.audit.record({ actor: caller, kind: 'category.deleted', subject: { type: 'category', id: slug }, before: audited(current, categories) }, transaction);
      });
    },

    async addBrand(caller: AuthenticatedUser, input: BrandInput): Promise<Brand> {
      const name = input.name.trim();
      const slug = slugOf(name);
      return deps.db.write(async (transaction) => {
        const added = await repository.addBrandAtFreeSlug({ name, slug }, transaction);
        if (!added) throw conflict(`There is already a brand at “${slug}”: give this one another name.`);
        await deps.audit.record({ actor: caller, kind: 'brand.created', subject: { type: 'brand', id: slug }, after: { name } }, transaction);
        return { _id: added.id, slug, name, tools: 0 };
      });
    },

    async updateBrand(caller: AuthenticatedUser, slug: string, input: BrandInput): Promise<Brand> {
      const name = input.name.trim();
      return deps.db.write(async (transaction) => {
        const current = (await repository.brands(transaction)).find((brand) => brand.slug === slug);
        if (!current) throw notFound(`No brand at “${slug}”.`);
        if (name !== current.name) {
          await repository.renameBrand(current.id, name, transaction);
          await deps.audit.record({ actor: caller, kind: 'brand.updated', subject: { type: 'brand', id: slug }, before: { name: current.name }, after: { name } }, transaction);
        }
        return { _id: current.id, slug, name, tools: await repository.toolsOfBrand(current.id, transaction) };
      });
    },

    async deleteBrand(caller: AuthenticatedUser, slug: string): Promise<void> {
      await deps.db.write(async (transaction) => {
        const current = (await repository.brands(transaction)).find((brand) => brand.slug === slug);
        if (!current) throw notFound(`No brand at “${slug}”.`);
        const tools = await repository.toolsOfBrand(current.id, transaction);
        if (tools > 0) throw conflict(`${plural(tools, 'tool is', 'tools are')} still of ${current.name}: give them another brand first.`);
        await repository.removeBrand(current.id, transaction);
        await deps.audit.record({ actor: caller, kind: 'brand.deleted', subject: { type: 'brand', id: slug }, before: { name: current.name } }, transaction);
      });
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
