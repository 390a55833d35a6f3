import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { limits } from '../../../lib/contract-limits';
import { z } from '../../../lib/zod';
import { fieldProps } from '../../../lib/form-field';
import { phoneField } from '../../../lib/phone';
import type { Profile, User } from '../../../types/api';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { useUpdateProfileMutation } from '../../../lib/profile/profile-api';

const { 'ProfileInput.education': education, 'ProfileInput.location': location, 'ProfileInput.linkedin': linkedin, 'ProfileInput.address': address } = limits;

const optional = (label: string, max: number) => z.string().trim().max(max, `Keep ${label.toLowerCase()} under ${max} characters`);

const schema = z.object({
  education: optional('Education', education.maxLength),
  location: optional('Location', location.maxLength),
  phone: phoneField,
  address: z.string().trim().max(address.maxLength, `Keep the address under ${address.maxLength} characters`),
  linkedin: z
    .string()
    .trim()
    .max(linkedin.maxLength, `Keep the link under ${linkedin.maxLength} characters`)
    .regex(new RegExp(linkedin.pattern), 'Enter the full link, starting with https://'),
});
type ProfileValues = z.infer<typeof schema>;

/** The editable part of a profile; name and email belong to the account and only show here. */
export function ProfileForm({ profile, user }: { profile: Profile; user: User }) {
  const [updateProfile, { data: saved, error, isLoading }] = useUpdateProfileMutation();
  const { register, handleSubmit, formState } = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    // Loaded once: a later refetch (after a rename) must not overwrite what the user is typing.
    defaultValues: { education: profile.education ?? '', location: profile.location ?? '', phone: profile.phone ?? '', address: profile.address ?? '', linkedin: profile.linkedin ?? '' },
  });
  const { errors } = formState;

  /** A field the shopper may leave empty: not marked required, and a hint until it has an error. */
  const optional = (name: Exclude<keyof ProfileValues, 'phone'>, hint: string) => ({
    ...fieldProps(register(name), errors[name]),
    required: false,
    helperText: errors[name]?.message ?? hint,
  });

  // An empty optional field is sent too: the contract reads it as "remove it".
  const submit = handleSubmit((values) => updateProfile({ email: user.email, profile: values }));

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Profile">
      <TextField label="Name" value={user.name} slotProps={{ input: { readOnly: true } }} />
      <TextField label="Email" value={user.email} slotProps={{ input: { readOnly: true } }} />
      <TextField label="Education" autoComplete="off" {...optional('education', 'Optional.')} />
      <TextField label="Location" autoComplete="address-level2" {...optional('location', 'Optional: your town or region.')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...fieldProps(register('phone'), errors.phone)} />
      <TextField label="Delivery address" multiline minRows={2} autoComplete="street-address" {...optional('address', 'Optional: the checkout fills it in for you.')} />
      <TextField label="LinkedIn" type="url" autoComplete="url" {...optional('linkedin', 'Optional: the link to your LinkedIn profile.')} />
      <FormFeedback confirmation={saved && 'Your profile is saved.'} error={error} />
      <Box>
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          Save profile
        </Button>
      </Box>
    </Stack>
  );
}
