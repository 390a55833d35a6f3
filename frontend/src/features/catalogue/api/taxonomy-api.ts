import { api } from '../../../lib/api';
import type { Brand, BrandInput, Category, CategoryInput, CategoryPatch } from '../../../types/api';

// Every change refetches what shows categories and brands (their lists, the catalogue, a tool's
// page): they all carry the Product tag.
export const taxonomyApi = api.injectEndpoints({
  endpoints: (build) => ({
    addCategory: build.mutation<Category, CategoryInput>({
      query: (body) => ({ url: '/categories', method: 'POST', body }),
      invalidatesTags: ['Product'],
    }),
    updateCategory: build.mutation<Category, { slug: string; patch: CategoryPatch }>({
      query: ({ slug, patch }) => ({ url: `/categories/${slug}`, method: 'PATCH', body: patch }),
      invalidatesTags: ['Product'],
    }),
    deleteCategory: build.mutation<void, string>({
      query: (slug) => ({ url: `/categories/${slug}`, method: 'DELETE' }),
      invalidatesTags: ['Product'],
    }),
    addBrand: build.mutation<Brand, BrandInput>({
      query: (body) => ({ url: '/brands', method: 'POST', body }),
      invalidatesTags: ['Product'],
    }),
    updateBrand: build.mutation<Brand, { slug: string; input: BrandInput }>({
      query: ({ slug, input }) => ({ url: `/brands/${slug}`, method: 'PATCH', body: input }),
      invalidatesTags: ['Product'],
    }),
    deleteBrand: build.mutation<void, string>({
      query: (slug) => ({ url: `/brands/${slug}`, method: 'DELETE' }),
      invalidatesTags: ['Product'],
    }),
  }),
});

export const {
  useAddCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
  useAddBrandMutation,
  useUpdateBrandMutation,
  useDeleteBrandMutation,
} = taxonomyApi;
