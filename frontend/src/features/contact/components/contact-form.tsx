import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { limits } from '../../../lib/contract-limits';
import { replyTime, useGetShopPromisesQuery } from '../../../lib/shop-promises';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { z } from '../../../lib/zod';
import { useSendContactMessageMutation } from '../api/contact-api';
import { emailField } from '../email-field';
import { formAction, useFormOutcome } from '../form-outcome';
import { FormFeedback } from '../../../components/ui/form-feedback';

const { 'ContactInput.name': name, 'ContactInput.message': message } = limits;

const schema = () =>
  z.object({
    name: z.string().trim().min(1, 'Name is required').max(name.maxLength, `Keep your name under ${name.maxLength} characters`),
    email: emailField(),
    message: z
      .string()
      .trim()
      .min(1, 'Message is required')
      .max(message.maxLength, `Keep your message under ${message.maxLength.toLocaleString('en-US')} characters`),
  });
type ContactValues = z.infer<ReturnType<typeof schema>>;

export function ContactForm() {
  const [send, { data, error, isLoading, isUninitialized }] = useSendContactMessageMutation();
  const { data: promises } = useGetShopPromisesQuery();
  const thanks = `Thanks for your message.${promises ? ` We reply within ${replyTime(promises.replyWorkingDays)}.` : ''}`;
  // A post without the page's code came back with its outcome; once the browser sends, its own answer counts.
  const posted = useFormOutcome('contact', thanks);
  const shown = isUninitialized ? posted : {};
  const { register, handleSubmit, reset, formState } = useForm<ContactValues>({
    resolver: lazyZodResolver(schema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = formState;
  const fieldProps = (name: keyof ContactValues) => {
    const message = errors[name]?.message ?? (shown.field?.name === name ? shown.field.message : undefined);
    return { ...register(name), error: message !== undefined, helperText: message };
  };

  const submit = handleSubmit(async (values) => {
    const result = await send(values);
    // Only a stored message clears the form; after a failure the visitor's words stay for another try.
    if (!result.error) reset();
  });

  return (
    <Box component="section" id="contact" aria-labelledby="contact-heading">
      <Typography id="contact-heading" variant="h2" component="h2" gutterBottom>
        Contact us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Ask about a tool, a trade account or an order. A person from the shop floor answers
        {promises ? ` within ${replyTime(promises.replyWorkingDays)}` : ''}.
      </Typography>
      {/* Before the page's code runs (or without it), the browser posts the form itself. */}
      <Stack component="form" method="post" action={formAction('/contact')} spacing={2} onSubmit={submit} noValidate aria-labelledby="contact-heading">
        <TextField label="Name" autoComplete="name" required {...fieldProps('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...fieldProps('email')} />
        <TextField label="Message" multiline minRows={4} required {...fieldProps('message')} />
        <FormFeedback confirmation={data?.message ?? shown.confirmation} error={error ?? shown.error} />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={isLoading}>
            Send message
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
