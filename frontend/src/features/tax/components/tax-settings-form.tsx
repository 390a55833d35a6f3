import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorState } from '../../../components/ui/error-state';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { fieldProps } from '../../../lib/form-field';
import { problemMessage } from '../../../lib/problem';
import { useGetTaxSettingsQuery, useUpdateTaxSettingsMutation } from '../../../lib/tax/tax-api';
import type { TaxSettings } from '../../../types/api';
import { taxFormSchema, toForm, toSettings, type TaxForm } from '../tax-form';

const percent = { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { inputMode: 'decimal' } } as const;

function SettingsForm({ settings }: { settings: TaxSettings }) {
  const [update, { error, isLoading }] = useUpdateTaxSettingsMutation();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, control } = useForm<TaxForm, unknown, Parameters<typeof toSettings>[0]>({
    resolver: zodResolver(taxFormSchema),
    defaultValues: toForm(settings),
  });
  const { errors } = formState;
  const save = handleSubmit(async (form) => {
    setSaved(false);
    const answer = await update(toSettings(form));
    if (!answer.error) setSaved(true);
  });
  return (
    <Stack component="form" spacing={3} noValidate aria-label="Tax settings" onSubmit={(event) => void save(event)} sx={{ maxWidth: 640 }}>
      <Typography color="text.secondary">Orders placed after a change are charged by it; orders already placed keep the VAT they were placed with.</Typography>
      <Controller
        control={control}
        name="pricesIncludeTax"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="prices-include-tax">The catalogue’s prices</FormLabel>
            <RadioGroup aria-labelledby="prices-include-tax" {...field}>
              <FormControlLabel value="yes" control={<Radio />} label="Include VAT: shoppers pay the prices shown" />
              <FormControlLabel value="no" control={<Radio />} label="Are without VAT: it is added at the checkout (a trade counter)" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Standard rate" fullWidth slotProps={percent} {...fieldProps(register('standardRate'), errors.standardRate)} />
        <TextField label="Reduced rate" fullWidth slotProps={percent} {...fieldProps(register('reducedRate'), errors.reducedRate)} />
      </Stack>
      <Controller
        control={control}
        name="exportsWithoutTax"
        render={({ field: { value, onChange, ...field } }) => (
          <FormControlLabel
            control={<Checkbox {...field} checked={value} onChange={(event) => onChange(event.target.checked)} />}
            label="Charge orders delivered abroad their prices without the VAT in them (they carry no VAT either way)"
          />
        )}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={isLoading}>
          Save tax settings
        </Button>
      </Stack>
      <FormFeedback confirmation={saved ? 'Saved. Orders placed from now on are charged by these settings.' : undefined} error={error ? `${problemMessage(error)} Nothing was changed.` : undefined} />
    </Stack>
  );
}

/** The owner's Tax screen: whether prices include VAT, the rates, and what exports pay. */
export function TaxSettingsScreen() {
  const settings = useGetTaxSettingsQuery();
  if (settings.error && !settings.isFetching) return <ErrorState message={problemMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <CircularProgress aria-label="Loading the tax settings" />;
  return <SettingsForm settings={settings.data} />;
}
