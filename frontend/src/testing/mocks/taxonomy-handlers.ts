// The admin's categories and brands, as the shop keeps them: slugs from names and kept on a rename,
// a taken slug a 409, only an empty category or an unused brand removed.
import { staffMay } from '../../lib/session/staff-roles';
import { slugFromName } from '../fixtures/products';
import { uuidLike } from '../fixtures/ids';
import { categoryAndBelow } from './catalogue-handlers';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';

const forbidden = problem(403, 'Forbidden', 'Your role doesn’t allow this.');
const noCategory = (slug: string) => problem(404, 'Not Found', `No category at “${slug}”.`);
const noBrand = (slug: string) => problem(404, 'Not Found', `No brand at “${slug}”.`);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const categoryShown = (slug: string) => {
  const category = mockShop.categories.find((item) => item.slug === slug)!;
  return { ...category, tools: mockShop.products.filter((product) => categoryAndBelow(slug).includes(product.category?.slug ?? '')).length };
};

/** The tree in the shop's order again: each parent's children after it, in their order. */
function reordered(parent: string | null = null): typeof mockShop.categories {
  return mockShop.categories.filter((category) => category.parent === parent).flatMap((category) => [category, ...reordered(category.slug)]);
}

export const taxonomyHandlers = [
  http.post('/categories', async ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'addCategory')) return response(403).json(forbidden);
    const { name, parent = null } = await request.json();
    const slug = slugFromName(name.trim());
    if (mockShop.categories.some((category) => category.slug === slug)) {
      return response(409).json(problem(409, 'Conflict', `There is already a category at /categories/${slug}: give this one another name.`));
    }
    if (parent !== null && !mockShop.categories.some((category) => category.slug === parent)) {
      return response(400).json(problem(400, 'Bad Request', `There is no category “${parent}” to put it under.`));
    }
    mockShop.categories.push({ _id: uuidLike(mockShop.categories.length + 3000), slug, name: name.trim(), parent });
    mockShop.categories = reordered();
    return response(201).json(categoryShown(slug));
  }),
  http.patch('/categories/{slug}', async ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'updateCategory')) return response(403).json(forbidden);
    const category = mockShop.categories.find((item) => item.slug === params.slug);
    if (!category) return response(404).json(noCategory(params.slug));
    const { name, parent, position } = await request.json();
    if (parent !== undefined && parent !== null && categoryAndBelow(category.slug).includes(parent)) {
      return response(400).json(problem(400, 'Bad Request', 'A category can’t go under itself or under a category of its own.'));
    }
    if (name !== undefined) {
      category.name = name.trim();
      for (const product of mockShop.products) if (product.category?.slug === category.slug) product.category = { slug: category.slug, name: category.name };
    }
    if (parent !== undefined || position !== undefined) {
      const others = mockShop.categories.filter((item) => item !== category);
      if (parent !== undefined) category.parent = parent;
      const siblings = others.filter((item) => item.parent === category.parent);
      const at = position === undefined ? siblings.length : Math.min(position, siblings.length);
      const before = siblings[at];
      others.splice(before ? others.indexOf(before) : others.length, 0, category);
      mockShop.categories = others;
      mockShop.categories = reordered();
    }
    return response(200).json(categoryShown(category.slug));
  }),
  http.delete('/categories/{slug}', ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'deleteCategory')) return response(403).json(forbidden);
    const category = mockShop.categories.find((item) => item.slug === params.slug);
    if (!category) return response(404).json(noCategory(params.slug));
    const tools = mockShop.products.filter((product) => product.category?.slug === category.slug).length;
    const under = mockShop.categories.filter((item) => item.parent === category.slug).length;
    if (tools > 0 || under > 0) {
      const holds = [tools > 0 ? plural(tools, 'tool', 'tools') : '', under > 0 ? plural(under, 'category', 'categories') : ''].filter(Boolean).join(' and ');
      return response(409).json(problem(409, 'Conflict', `${category.name} still holds ${holds}: move them elsewhere first.`));
    }
    mockShop.categories = mockShop.categories.filter((item) => item !== category);
    return response(204).empty();
  }),
  http.post('/brands', async ({ request, response }) => {
    if (!staffMay(caller(request)?.role, 'addBrand')) return response(403).json(forbidden);
    const { name } = await request.json();
    const slug = slugFromName(name.trim());
    if (mockShop.brands.some((brand) => brand.slug === slug)) {
      return response(409).json(problem(409, 'Conflict', `There is already a brand at “${slug}”: give this one another name.`));
    }
    const brand = { _id: uuidLike(mockShop.brands.length + 4000), slug, name: name.trim() };
    mockShop.brands = [...mockShop.brands, brand].sort((a, b) => a.name.localeCompare(b.name));
    return response(201).json({ ...brand, tools: 0 });
  }),
  http.patch('/brands/{slug}', async ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'updateBrand')) return response(403).json(forbidden);
    const brand = mockShop.brands.find((item) => item.slug === params.slug);
    if (!brand) return response(404).json(noBrand(params.slug));
    brand.name = (await request.json()).name.trim();
    for (const product of mockShop.products) if (product.brand?.slug === brand.slug) product.brand = { slug: brand.slug, name: brand.name };
    return response(200).json({ ...brand, tools: mockShop.products.filter((product) => product.brand?.slug === brand.slug).length });
  }),
  http.delete('/brands/{slug}', ({ params, request, response }) => {
    if (!staffMay(caller(request)?.role, 'deleteBrand')) return response(403).json(forbidden);
    const brand = mockShop.brands.find((item) => item.slug === params.slug);
    if (!brand) return response(404).json(noBrand(params.slug));
    const tools = mockShop.products.filter((product) => product.brand?.slug === brand.slug).length;
    if (tools > 0) return response(409).json(problem(409, 'Conflict', `${plural(tools, 'tool is', 'tools are')} still of ${brand.name}: give them another brand first.`));
    mockShop.brands = mockShop.brands.filter((item) => item !== brand);
    return response(204).empty();
  }),
];
