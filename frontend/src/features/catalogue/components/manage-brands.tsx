import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import type { Brand } from '../../../types/api';
import { useListBrandsQuery } from '../api/products-api';
import { useAddBrandMutation, useDeleteBrandMutation, useUpdateBrandMutation } from '../api/taxonomy-api';
import { TaxonomyNameDialog } from './taxonomy-name-dialog';

const tools = (count: number) => `${count} ${count === 1 ? 'tool' : 'tools'}`;

/** The brands tools are made by: add one, rename it, remove one no tool has. */
export function ManageBrands() {
  const { data, error, isLoading, isFetching, refetch } = useListBrandsQuery();
  const [addBrand, adding] = useAddBrandMutation();
  const [updateBrand, updating] = useUpdateBrandMutation();
  const [deleteBrand, deleting] = useDeleteBrandMutation();
  const [editing, setEditing] = useState<Brand | 'new' | null>(null);
  const [removing, setRemoving] = useState<Brand | null>(null);
  const [done, setDone] = useState('');
  const brands = data?.items ?? [];

  const save = async (name: string) => {
    const result = editing === 'new' ? await addBrand({ name }) : await updateBrand({ slug: editing!.slug, input: { name } });
    if ('data' in result && result.data) {
      setDone(editing === 'new' ? `Added ${result.data.name}.` : `Saved ${result.data.name}.`);
      setEditing(null);
    }
  };
  const remove = async () => {
    if (!removing) return;
    const result = await deleteBrand(removing.slug);
    if (!('error' in result)) {
      setDone(`Removed ${removing.name}.`);
      setRemoving(null);
    }
  };

  if (isLoading) return <CircularProgress aria-label="Loading brands" />;
  if (error && !data) return <ErrorState message={problemMessage(error)} onRetry={() => void refetch()} retrying={isFetching} />;

  return (
    <Stack spacing={2} component="section" aria-labelledby="brands-heading">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id="brands-heading" variant="h5" component="h3">
          Brands
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add a brand
        </Button>
      </Stack>
      <Typography role="status">{done}</Typography>
      {brands.length === 0 ? (
        <Typography>No brands yet: add the makers of your tools, then pick each tool’s in its product form.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {brands.map((brand) => (
            <Stack
              component="li"
              key={brand.slug}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
            >
              <Stack sx={{ flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{brand.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {tools(brand.tools)}
                </Typography>
              </Stack>
              <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" variant="outlined" onClick={() => setEditing(brand)} aria-label={`Rename ${brand.name}`}>
                  Rename
                </Button>
                <Button size="small" variant="outlined" color="error" onClick={() => setRemoving(brand)} aria-label={`Remove ${brand.name}`}>
                  Remove
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
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
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        message="Only a brand no tool has can go."
        error={deleting.error ? problemMessage(deleting.error) : undefined}
        busy={deleting.isLoading}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        onConfirm={() => void remove()}
        onCancel={() => {
          deleting.reset();
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
