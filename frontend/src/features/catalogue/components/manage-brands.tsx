import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Brand } from '../../../types/api';
import { useListBrandsQuery } from '../api/products-api';
import { useAddBrandMutation, useDeleteBrandMutation, useUpdateBrandMutation } from '../api/taxonomy-api';
import { TaxonomyNameDialog } from './taxonomy-name-dialog';
import { TaxonomyList, TaxonomyRow, TaxonomySection, toolCount, useRemoval } from './taxonomy-section';

/** The brands tools are made by: add one, rename it, remove one no tool has. */
export function ManageBrands() {
  const { data, error, isLoading, isFetching, refetch } = useListBrandsQuery();
  const [addBrand, adding] = useAddBrandMutation();
  const [updateBrand, updating] = useUpdateBrandMutation();
  const [deleteBrand, deleting] = useDeleteBrandMutation();
  const [editing, setEditing] = useState<Brand | 'new' | null>(null);
  const [done, setDone] = useState('');
  const removal = useRemoval<Brand>(deleteBrand, deleting, (brand) => setDone(`Removed ${brand.name}.`), 'Only a brand no tool has can go.');
  const brands = data?.items ?? [];

  const save = async (name: string) => {
    const result = editing === 'new' ? await addBrand({ name }) : await updateBrand({ slug: editing!.slug, input: { name } });
    if ('data' in result && result.data) {
      setDone(editing === 'new' ? `Added ${result.data.name}.` : `Saved ${result.data.name}.`);
      setEditing(null);
    }
  };

  return (
    <TaxonomySection heading="Brands" addLabel="Add a brand" onAdd={() => setEditing('new')} done={done} list={{ isLoading, isFetching, error, loaded: Boolean(data), refetch }}>
      {brands.length === 0 ? (
        <Typography>No brands yet: add the makers of your tools, then pick each tool’s in its product form.</Typography>
      ) : (
        <TaxonomyList>
          {brands.map((brand) => (
            <TaxonomyRow key={brand.slug} name={brand.name} detail={toolCount(brand.tools)}>
              <Button size="small" variant="outlined" onClick={() => setEditing(brand)} aria-label={`Rename ${brand.name}`}>
                Rename
              </Button>
              <Button size="small" variant="outlined" color="error" onClick={() => removal.ask(brand)} aria-label={`Remove ${brand.name}`}>
                Remove
              </Button>
            </TaxonomyRow>
          ))}
        </TaxonomyList>
      )}
      {editing && (
        <TaxonomyNameDialog
          title={editing === 'new' ? 'Add a brand' : `Rename ${editing.name}`}
          submitLabel={editing === 'new' ? 'Add brand' : 'Save'}
          initial={editing === 'new' ? undefined : { name: editing.name, parent: '' }}
          busy={adding.isLoading || updating.isLoading}
          error={editing === 'new' ? adding.error : updating.error}
          onSubmit={({ name }) => void save(name)}
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
