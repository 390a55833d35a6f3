import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { problemMessage } from '../../../lib/problem';
import type { Product, ProductInput, ProductPatch } from '../../../types/api';
import { useUpdateProductMutation } from '../api/products-api';
import { ProductForm, productValues } from './product-form';

// Compared by what they hold rather than as they are; `sizeOf` is the add form's alone.
const COMPARED_APART = ['category', 'brand', 'option', 'sizeOf'] as const;
type Compared = (typeof COMPARED_APART)[number];

/** Only what the admin changed, so an edit never overwrites a field someone else changed meanwhile (stock moves with every order). */
export function changedFields(before: Product, after: ProductInput): ProductPatch {
  const keys = (Object.keys(after) as (keyof ProductInput)[]).filter((key): key is Exclude<keyof ProductInput, Compared> => !(COMPARED_APART as readonly string[]).includes(key));
  // The breaks are a list: compared by what they hold.
  const same = (key: Exclude<keyof ProductInput, Compared>) => (key === 'priceBreaks' ? JSON.stringify(after[key]) === JSON.stringify(before[key]) : after[key] === before[key]);
  const patch = Object.fromEntries(keys.filter((key) => !same(key) && after[key] !== undefined).map((key) => [key, after[key]])) as ProductPatch;
  // A tool holds its category and brand by name too; the form, by slug, and "None" as none: sent as null to take it away.
  // Only a choice the form made: one it didn't give (its list not there) leaves the tool's as it is.
  for (const key of ['category', 'brand'] as const) {
    if (!(key in after)) continue;
    const chosen = after[key] ?? null;
    if (chosen !== (before[key]?.slug ?? null)) patch[key] = chosen;
  }
  // A size is its option's name and value together; both emptied is none, sent as null.
  const option = after.option ?? null;
  if (option?.name !== before.option?.name || option?.value !== before.option?.value) patch.option = option;
  return patch;
}

export interface EditProductDialogProps {
  product: Product;
  onClose: () => void;
  onSaved: (product: Product) => void;
}

/**
 * The product form, prefilled, in a dialog over Manage Products. Closing it (Escape, the backdrop,
 * Cancel) with changes not saved asks first: one stray key would otherwise lose them.
 */
export function EditProductDialog({ product, onClose, onSaved }: EditProductDialogProps) {
  const [updateProduct, { error, isLoading }] = useUpdateProductMutation();
  const [dirty, setDirty] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const formId = useId();
  const titleId = useId();
  const close = () => (dirty ? setConfirmingDiscard(true) : onClose());

  const save = async (values: ProductInput) => {
    const patch = changedFields(product, values);
    if (Object.keys(patch).length === 0) {
      onClose();
      return true;
    }
    const result = await updateProduct({ id: product._id, patch });
    if ('error' in result) return false;
    onSaved(result.data);
    return true;
  };

  return (
    <Dialog open onClose={isLoading ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Edit {product.name}</DialogTitle>
      <DialogContent>
        {/* Room for the first field's floating label, which the title would otherwise clip. */}
        <Box sx={{ pt: 1 }}>
          <ProductForm id={formId} label={`Edit ${product.name}`} initialValues={productValues(product)} onSubmit={save} onDirtyChange={setDirty}>
            {error && (
              <Alert severity="error" role="alert">
                {problemMessage(error)}
              </Alert>
            )}
          </ProductForm>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isLoading}>
          Save changes
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmingDiscard}
        title="Discard your changes?"
        message={`Your changes to ${product.name} are not saved. Closing now throws them away.`}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={onClose}
        onCancel={() => setConfirmingDiscard(false)}
      />
    </Dialog>
  );
}
