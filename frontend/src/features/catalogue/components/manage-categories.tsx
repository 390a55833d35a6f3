import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { problemMessage } from '../../../lib/problem';
import type { Category } from '../../../types/api';
import { categoryTrail, useListCategoriesQuery } from '../api/products-api';
import { useAddCategoryMutation, useDeleteCategoryMutation, useUpdateCategoryMutation } from '../api/taxonomy-api';
import { TaxonomyNameDialog, type NameAndParent } from './taxonomy-name-dialog';
import { TaxonomyList, TaxonomyRow, TaxonomySection, toolCount, useRemoval } from './taxonomy-section';

const pathOf = (categories: Category[], slug: string) => (categoryTrail(categories, slug) ?? []).map((category) => category.name).join(' › ');

/** The category at `slug` and every one under it: where it can't be moved. */
function ownTree(categories: Category[], slug: string): Set<string> {
  const own = new Set([slug]);
  for (const category of categories) if (category.parent !== null && own.has(category.parent)) own.add(category.slug);
  return own;
}

/**
 * The catalogue's category tree, in the shop's order: add one, rename or move it under another,
 * move it up or down among its siblings, remove an empty one. The shop's pages follow at once.
 */
export function ManageCategories() {
  const { data, error, isLoading, isFetching, refetch } = useListCategoriesQuery();
  const [addCategory, adding] = useAddCategoryMutation();
  const [updateCategory, updating] = useUpdateCategoryMutation();
  const [deleteCategory, deleting] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [done, setDone] = useState('');
  const removal = useRemoval<Category>(
    deleteCategory,
    deleting,
    (category) => setDone(`Removed ${category.name}.`),
    'Only an empty category can go: one that still holds tools or other categories stays.',
  );
  const categories = data?.items ?? [];

  const parentsFor = (slug?: string) => {
    const excluded = slug ? ownTree(categories, slug) : new Set<string>();
    return categories.filter((category) => !excluded.has(category.slug)).map((category) => ({ slug: category.slug, label: pathOf(categories, category.slug) }));
  };
  const save = async ({ name, parent }: NameAndParent) => {
    const result =
      editing === 'new'
        ? await addCategory({ name, parent: parent || null })
        : await updateCategory({ slug: editing!.slug, patch: { name, parent: parent || null } });
    if ('data' in result && result.data) {
      setDone(editing === 'new' ? `Added ${result.data.name}.` : `Saved ${result.data.name}.`);
      setEditing(null);
    }
  };
  const move = async (category: Category, by: -1 | 1) => {
    const siblings = categories.filter((other) => other.parent === category.parent);
    const result = await updateCategory({ slug: category.slug, patch: { position: siblings.indexOf(category) + by } });
    if ('data' in result) setDone(`Moved ${category.name} ${by < 0 ? 'up' : 'down'}.`);
  };
  return (
    <TaxonomySection
      heading="Categories"
      addLabel="Add a category"
      onAdd={() => setEditing('new')}
      done={done}
      list={{ isLoading, isFetching, error, loaded: Boolean(data), refetch }}
    >
      {updating.error && !editing && (
        <Typography role="alert" color="error">
          {problemMessage(updating.error)}
        </Typography>
      )}
      {categories.length === 0 ? (
        <Typography>No categories yet: add the first, then place tools in it from their product form.</Typography>
      ) : (
        <TaxonomyList>
          {categories.map((category) => {
            const siblings = categories.filter((other) => other.parent === category.parent);
            const at = siblings.indexOf(category);
            const depth = (categoryTrail(categories, category.slug)?.length ?? 1) - 1;
            return (
              <TaxonomyRow key={category.slug} name={category.name} detail={`${toolCount(category.tools)} · /categories/${category.slug}`} depth={depth}>
                <Button size="small" variant="outlined" onClick={() => setEditing(category)} aria-label={`Edit ${category.name}`}>
                  Edit
                </Button>
                <Button size="small" variant="outlined" disabled={at === 0 || updating.isLoading} onClick={() => void move(category, -1)} aria-label={`Move ${category.name} up`}>
                  Up
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={at === siblings.length - 1 || updating.isLoading}
                  onClick={() => void move(category, 1)}
                  aria-label={`Move ${category.name} down`}
                >
                  Down
                </Button>
                <Button size="small" variant="outlined" color="error" onClick={() => removal.ask(category)} aria-label={`Remove ${category.name}`}>
                  Remove
                </Button>
              </TaxonomyRow>
            );
          })}
        </TaxonomyList>
      )}
      {editing && (
        <TaxonomyNameDialog
          title={editing === 'new' ? 'Add a category' : `Edit ${editing.name}`}
          submitLabel={editing === 'new' ? 'Add category' : 'Save'}
          initial={editing === 'new' ? undefined : { name: editing.name, parent: editing.parent ?? '' }}
          parents={parentsFor(editing === 'new' ? undefined : editing.slug)}
          busy={adding.isLoading || updating.isLoading}
          error={editing === 'new' ? adding.error : updating.error}
          onSubmit={(values) => void save(values)}
          onClose={() => {
            adding.reset();
            updating.reset();
            setEditing(null);
          }}
        />
      )}
      {removal.dialog}
    </TaxonomySection>
  );
}
