import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { ErrorState } from '../../../components/ui/error-state';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { useGetBusinessDetailsQuery, useUpdateBusinessDetailsMutation } from '../../../lib/business/business-api';
import { problemMessage } from '../../../lib/problem';
import type { BusinessDetails } from '../../../types/api';
import { businessFormSchema, toDetails, toForm, type BusinessForm } from '../business-form';
import { VAT_NUMBER_HINT } from '../../../lib/vat-number';

/** react-hook-form's registration for an MUI TextField: the ref goes to the input itself. */
const input = ({ ref, ...registration }: UseFormRegisterReturn) => ({ ...registration, inputRef: ref });

function DetailsForm({ details }: { details: BusinessDetails }) {
  const [update, { error, isLoading }] = useUpdateBusinessDetailsMutation();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = useForm<BusinessForm, unknown, Parameters<typeof toDetails>[0]>({
    resolver: zodResolver(businessFormSchema),
    defaultValues: toForm(details),
  });
  const { errors } = formState;
  const save = handleSubmit(async (form) => {
    setSaved(false);
    const answer = await update(toDetails(form));
    if (!answer.error) setSaved(true);
  });
  const field = (name: keyof BusinessForm, label: string, hint: string, extra: object = {}) => (
    <TextField label={label} {...input(register(name))} error={Boolean(errors[name])} helperText={errors[name]?.message ?? hint} {...extra} />
  );
  return (
    <Stack component="form" spacing={2} noValidate aria-label="Business details" onSubmit={(event) => void save(event)} sx={{ maxWidth: 640 }}>
      <Typography color="text.secondary">Every email the shop sends states these in its footer. Leave empty what the shop doesn’t say.</Typography>
      {field('legalName', 'Registered name', 'As registered, such as Hand Tool Shop Ltd', { required: true })}
      {field('address', 'Registered address', 'On one line or several', { multiline: true, minRows: 2 })}
      {field('email', 'Email for customers', 'Where customers write to the business', { type: 'email', autoComplete: 'off' })}
      {field('phone', 'Phone', 'For customers, with its country code', { type: 'tel' })}
      {field('vatNumber', 'VAT number', VAT_NUMBER_HINT)}
      {field('companyNumber', 'Company number', 'Its registration number, such as 01234567')}
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={isLoading}>
          Save business details
        </Button>
      </Stack>
      <FormFeedback confirmation={saved ? 'Saved. Emails sent from now on carry these details.' : undefined} error={error ? `${problemMessage(error)} Nothing was changed.` : undefined} />
    </Stack>
  );
}

/** The owner's Business details screen: who the shop is in law, for its emails (and the invoices to come). */
export function BusinessDetailsSettings() {
  const details = useGetBusinessDetailsQuery();
  if (details.error && !details.isFetching) return <ErrorState message={problemMessage(details.error)} onRetry={() => void details.refetch()} />;
  if (!details.data) return <CircularProgress aria-label="Loading the business details" />;
  return <DetailsForm details={details.data} />;
}
