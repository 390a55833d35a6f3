import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { z } from '../../../lib/zod';
import { useSubscribeNewsletterMutation } from '../api/contact-api';
import { emailField } from '../email-field';
import { formAction, useFormOutcome } from '../form-outcome';
import { FormFeedback } from '../../../components/ui/form-feedback';

const schema = () => z.object({ email: emailField() });
type NewsletterValues = z.infer<ReturnType<typeof schema>>;

export function NewsletterBox() {
  const [subscribe, { data, error, isLoading, isUninitialized }] = useSubscribeNewsletterMutation();
  const posted = useFormOutcome('newsletter', 'You’re subscribed. Watch your inbox for new tools and offers.');
  const shown = isUninitialized ? posted : {};
  const { register, handleSubmit, reset, formState } = useForm<NewsletterValues>({ resolver: lazyZodResolver(schema), defaultValues: { email: '' } });

  const emailError = formState.errors.email?.message ?? shown.field?.message;
  const submit = handleSubmit(async (values) => {
    const result = await subscribe(values);
    if (!result.error) reset();
  });

  return (
    <Paper component="section" id="newsletter" aria-labelledby="newsletter-heading" variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography id="newsletter-heading" variant="h3" component="h2" gutterBottom>
        Newsletter
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        New tools, restocks and trade offers, about once a month. No spam; leave with one click.
      </Typography>
      <Stack component="form" method="post" action={formAction('/newsletter')} spacing={2} onSubmit={submit} noValidate aria-labelledby="newsletter-heading">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={emailError !== undefined}
          helperText={emailError}
        />
        <FormFeedback confirmation={data?.message ?? shown.confirmation} error={error ?? shown.error} />
        <Box>
          <Button type="submit" variant="contained" loading={isLoading}>
            Subscribe
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
