import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { limits } from '../../../lib/contract-limits';
import { fieldProps } from '../../../lib/form-field';
import { problemMessage } from '../../../lib/problem';
import { z } from '../../../lib/zod';

const schema = z.object({
  name: z.string().trim().min(1, 'Give it a name').max(limits.TaxonomyName.maxLength, `A name can be at most ${limits.TaxonomyName.maxLength} characters`),
  parent: z.string(),
});

export interface NameAndParent {
  name: string;
  /** The slug of the category to put it under; '' for the top. */
  parent: string;
}

export interface TaxonomyNameDialogProps {
  title: string;
  submitLabel: string;
  initial?: NameAndParent;
  /** For a category: where it may go ("Saws › Hand saws" by slug); absent for a brand. */
  parents?: Array<{ slug: string; label: string }>;
  busy: boolean;
  error: Parameters<typeof problemMessage>[0];
  onSubmit: (values: NameAndParent) => void;
  onClose: () => void;
}

/** Adds or renames a category or a brand; a category also picks what it goes under. */
export function TaxonomyNameDialog({ title, submitLabel, initial = { name: '', parent: '' }, parents, busy, error, onSubmit, onClose }: TaxonomyNameDialogProps) {
  const formId = useId();
  const titleId = useId();
  const { register, handleSubmit, formState } = useForm<NameAndParent>({ resolver: zodResolver(schema), defaultValues: initial });
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} aria-label={title} spacing={2} sx={{ pt: 1 }} onSubmit={handleSubmit(onSubmit)} noValidate>
          <TextField label="Name" autoFocus {...fieldProps(register('name'), formState.errors.name)} slotProps={{ htmlInput: { maxLength: limits.TaxonomyName.maxLength } }} />
          {parents && (
            <FormControl>
              <InputLabel htmlFor={`${formId}-parent`} shrink>
                Goes under
              </InputLabel>
              <NativeSelect id={`${formId}-parent`} input={<OutlinedInput label="Goes under" notched />} {...register('parent')}>
                <option value="">Nothing: a top-level category</option>
                {parents.map((parent) => (
                  <option key={parent.slug} value={parent.slug}>
                    {parent.label}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {problemMessage(error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
