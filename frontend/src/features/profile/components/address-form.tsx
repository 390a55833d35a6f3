import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { useAddAddressMutation, useUpdateAddressMutation } from '../../../lib/addresses/address-book-api';
import { addressFormSchema, addressName } from '../../../lib/addresses/address-book';
import { fieldProps } from '../../../lib/form-field';
import { z } from '../../../lib/zod';
import type { SavedAddress } from '../../../types/api';

const schema = addressFormSchema.extend({ isDefault: z.boolean() });
type Values = z.infer<typeof schema>;

export interface AddressFormProps {
  /** The address being changed; none to add one. */
  editing?: SavedAddress;
  /** Whether the book already holds addresses: the first is the default anyway, so it isn't asked. */
  askDefault: boolean;
  onDone: () => void;
}

/** One saved address, added or changed: its label, the address as an order carries it, and the phone. */
export function AddressForm({ editing, askDefault, onDone }: AddressFormProps) {
  const [addAddress, added] = useAddAddressMutation();
  const [updateAddress, updated] = useUpdateAddressMutation();
  const { error, isLoading } = editing ? updated : added;
  const { register, handleSubmit, formState, control } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { label: editing?.label ?? '', address: editing?.address ?? '', phone: editing?.phone ?? '', isDefault: false },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ label, address, phone, isDefault }) => {
    const result = editing
      ? await updateAddress({ id: editing._id, patch: { label, address, phone } })
      : await addAddress({ ...(label ? { label } : {}), address, phone, ...(askDefault ? { isDefault } : {}) });
    if ('data' in result) onDone();
  });

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={editing ? `Change ${addressName(editing)}` : 'New address'}>
      <TextField
        label="Label"
        autoComplete="off"
        {...fieldProps(register('label'), errors.label)}
        required={false}
        helperText={errors.label?.message ?? 'Optional: Home, Workshop…'}
      />
      <TextField
        label="Address"
        multiline
        minRows={3}
        autoComplete="street-address"
        {...fieldProps(register('address'), errors.address)}
        helperText={errors.address?.message ?? 'As the courier should read it: name if not yours, street, town, postcode, country.'}
      />
      <TextField label="Phone" type="tel" autoComplete="tel" {...fieldProps(register('phone'), errors.phone)} />
      {askDefault && !editing && (
        <Controller
          name="isDefault"
          control={control}
          render={({ field: { value, onChange, ...field } }) => (
            <FormControlLabel control={<Checkbox {...field} checked={value} onChange={(event) => onChange(event.target.checked)} />} label="Make this my default address" />
          )}
        />
      )}
      <FormFeedback error={error} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={isLoading}>
          {editing ? 'Save address' : 'Add address'}
        </Button>
        <Button onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
