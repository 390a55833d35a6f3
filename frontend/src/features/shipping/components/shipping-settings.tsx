import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn } from 'react-hook-form';
import { ErrorState } from '../../../components/ui/error-state';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { problemMessage } from '../../../lib/problem';
import { useGetShippingSettingsQuery, useUpdateShippingSettingsMutation } from '../../../lib/shipping/shipping-api';
import type { ShippingSettings as Settings } from '../../../types/api';
import { newMethod, newZone, shippingFormSchema, toForm, toSettings, type ShippingForm } from '../shipping-form';

interface ZoneProps {
  index: number;
  control: Control<ShippingForm>;
  register: UseFormRegister<ShippingForm>;
  errors: FieldErrors<ShippingForm>;
  onRemove?: () => void;
}

/** react-hook-form's registration for an MUI TextField: the ref goes to the input itself. */
const input = ({ ref, ...registration }: UseFormRegisterReturn) => ({ ...registration, inputRef: ref });

const KINDS = [
  { value: 'flat', label: 'Flat rate' },
  { value: 'weight', label: 'By weight' },
  { value: 'collection', label: 'Collection, free' },
] as const;

function MethodFields({ zone, index, control, register, errors, onRemove }: Omit<ZoneProps, 'index' | 'onRemove'> & { zone: number; index: number; onRemove?: () => void }) {
  const kind = useWatch({ control, name: `zones.${zone}.methods.${index}.kind` });
  const error = errors.zones?.[zone]?.methods?.[index];
  const at = `zones.${zone}.methods.${index}` as const;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        Method {index + 1}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="Name" {...input(register(`${at}.name`))} error={Boolean(error?.name)} helperText={error?.name?.message} />
        <TextField label="Id" {...input(register(`${at}.id`))} error={Boolean(error?.id)} helperText={error?.id?.message ?? 'Kept with each order'} />
        {/* Controlled: MUI's native select doesn't hand react-hook-form the element that holds its value. */}
        <Controller
          control={control}
          name={`${at}.kind`}
          render={({ field }) => (
            <TextField select label="Kind" {...field} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
              {KINDS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
          )}
        />
        {kind === 'flat' && <TextField label="Price ($)" inputMode="decimal" {...input(register(`${at}.price`))} error={Boolean(error?.price)} helperText={error?.price?.message} />}
        {kind === 'weight' && (
          <TextField
            label="Weight bands (grams=price)"
            {...input(register(`${at}.bands`))}
            error={Boolean(error?.bands)}
            helperText={error?.bands?.message ?? 'Such as 2000=8.95, 10000=14.95; heavier orders can’t go this way'}
          />
        )}
        {kind !== 'collection' && (
          <TextField
            label="Free from ($)"
            inputMode="decimal"
            {...input(register(`${at}.freeFrom`))}
            error={Boolean(error?.freeFrom)}
            helperText={error?.freeFrom?.message ?? 'Leave empty if never free'}
          />
        )}
      </Box>
      {onRemove && (
        <Button size="small" color="error" onClick={onRemove} sx={{ mt: 1 }}>
          Remove method {index + 1}
        </Button>
      )}
    </Box>
  );
}

function ZoneFields({ index, control, register, errors, onRemove }: ZoneProps) {
  const methods = useFieldArray({ control, name: `zones.${index}.methods` });
  const error = errors.zones?.[index];
  const name = useWatch({ control, name: `zones.${index}.name` });
  return (
    <Card variant="outlined" component="section" aria-label={`Zone ${index + 1}${name ? `: ${name}` : ''}`}>
      <CardContent>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
            <TextField label="Zone name" {...input(register(`zones.${index}.name`))} error={Boolean(error?.name)} helperText={error?.name?.message} />
            <TextField
              label="Countries"
              {...input(register(`zones.${index}.countries`))}
              error={Boolean(error?.countries)}
              helperText={error?.countries?.message ?? 'Two-letter codes, such as US, CA'}
            />
          </Box>
          {methods.fields.map((field, method) => (
            <MethodFields
              key={field.id}
              zone={index}
              index={method}
              control={control}
              register={register}
              errors={errors}
              onRemove={methods.fields.length > 1 ? () => methods.remove(method) : undefined}
            />
          ))}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {methods.fields.length < 10 && (
              <Button variant="outlined" size="small" onClick={() => methods.append(newMethod())}>
                Add a method
              </Button>
            )}
            {onRemove && (
              <Button color="error" size="small" onClick={onRemove}>
                Remove zone {index + 1}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const [update, { error, isLoading }] = useUpdateShippingSettingsMutation();
  const [saved, setSaved] = useState(false);
  const { control, register, handleSubmit, formState } = useForm<ShippingForm>({ resolver: zodResolver(shippingFormSchema), defaultValues: toForm(settings) });
  const zones = useFieldArray({ control, name: 'zones' });
  const save = handleSubmit(async (form) => {
    setSaved(false);
    const answer = await update(toSettings(form));
    if (!answer.error) setSaved(true);
  });
  return (
    <Stack component="form" spacing={3} noValidate aria-label="Shipping settings" onSubmit={(event) => void save(event)}>
      <TextField
        label="The shop’s country"
        {...input(register('homeCountry'))}
        error={Boolean(formState.errors.homeCountry)}
        helperText={formState.errors.homeCountry?.message ?? 'A two-letter code; the checkout starts with it, and the home page promises its free delivery'}
        sx={{ maxWidth: 420 }}
      />
      {zones.fields.map((field, index) => (
        <ZoneFields key={field.id} index={index} control={control} register={register} errors={formState.errors} onRemove={zones.fields.length > 1 ? () => zones.remove(index) : undefined} />
      ))}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {zones.fields.length < 50 && (
          <Button variant="outlined" onClick={() => zones.append(newZone())}>
            Add a zone
          </Button>
        )}
        <Button type="submit" variant="contained" loading={isLoading}>
          Save shipping
        </Button>
      </Stack>
      <FormFeedback confirmation={saved ? 'Saved. Orders placed from now on are charged these rates; orders already placed keep theirs.' : undefined} error={error ? `${problemMessage(error)} Nothing was changed.` : undefined} />
    </Stack>
  );
}

/** The owner's Shipping screen: where the shop delivers, by which methods, at what rates. */
export function ShippingSettings() {
  const settings = useGetShippingSettingsQuery();
  if (settings.error && !settings.isFetching) return <ErrorState message={problemMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <CircularProgress aria-label="Loading the shipping settings" />;
  return <SettingsForm settings={settings.data} />;
}
