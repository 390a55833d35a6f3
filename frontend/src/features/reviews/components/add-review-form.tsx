import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { limits } from '../../../lib/contract-limits';
import { z } from '../../../lib/zod';
import { fieldProps } from '../../../lib/form-field';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { ResultAlert } from '../../../components/ui/result-alert';
import { useAddReviewMutation } from '../api/reviews-api';

const { 'ReviewInput.title': title, 'ReviewInput.details': details, Rating: stars } = limits;
const RATING_REQUIRED = `Choose a rating from ${stars.minimum} to ${stars.maximum} stars`;

const schema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(title.maxLength, `Keep the title under ${title.maxLength} characters`),
  details: z
    .string()
    .trim()
    .min(1, 'Details are required')
    .max(details.maxLength, `Keep the details under ${details.maxLength.toLocaleString('en-US')} characters`),
  // MUI's Rating reports null for "no stars" (also when the chosen star is clicked again).
  rating: z.number().nullable().pipe(z.int(RATING_REQUIRED).min(stars.minimum, RATING_REQUIRED).max(stars.maximum, RATING_REQUIRED)),
});
type ReviewValues = z.input<typeof schema>;

const empty: ReviewValues = { title: '', details: '', rating: null };

/** The tool a review is about. */
export interface ReviewedTool {
  _id: string;
  name: string;
}

export interface AddReviewFormProps {
  /** The tool chosen, or null for a review of the shop as a whole. */
  tool?: ReviewedTool | null;
  /** Where the customer chooses the tool (the catalogue's picker, composed by the route). */
  toolPicker?: ReactNode;
}

/** What the shop did with a review of a tool: where it shows, and whether it moves the tool's rating (buyers' reviews only). */
function ToolReviewAdded({ tool, updated, verified }: { tool: ReviewedTool; updated: boolean; verified: boolean }) {
  return (
    <ResultAlert severity="success" role="status">
      {updated ? 'Your review was updated.' : `Thanks! Your review is on the page of ${tool.name}.`}{' '}
      {verified ? 'It counts toward the tool’s rating.' : 'It will count toward the tool’s rating once you have bought the tool.'}{' '}
      <Link component={RouterLink} to={`/products/${tool._id}`}>
        See the tool’s reviews
      </Link>
    </ResultAlert>
  );
}

/** A signed-in customer reviews a tool, or the shop; the server signs it with their account's name. */
export function AddReviewForm({ tool = null, toolPicker }: AddReviewFormProps) {
  const user = useAppSelector(selectUser);
  const [addReview, { data: added, error, isLoading }] = useAddReviewMutation();
  // The tool the last review sent was about (the picker may have moved on since).
  const [reviewed, setReviewed] = useState<ReviewedTool | null>(null);
  const { register, control, handleSubmit, reset, formState } = useForm<ReviewValues, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors } = formState;

  const submit = handleSubmit(async (review) => {
    setReviewed(tool);
    const result = await addReview(tool ? { ...review, productId: tool._id } : review);
    // A failed review keeps its words for another try.
    if (!result.error) reset(empty);
  });

  return (
    <Box component="section" aria-labelledby="add-review-title">
      <Typography id="add-review-title" variant="h2" sx={{ fontSize: '1.75rem', mb: 2 }}>
        Add A Review
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Review">
          <TextField label="Name" value={user?.name ?? ''} slotProps={{ input: { readOnly: true } }} />
          {toolPicker}
          <TextField label="Title" {...fieldProps(register('title'), errors.title)} />
          <TextField label="Details" multiline minRows={4} {...fieldProps(register('details'), errors.details)} />
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" required error={Boolean(fieldState.error)} aria-describedby="rating-help">
                <FormLabel component="legend">Rating</FormLabel>
                <Rating name={field.name} value={field.value} onChange={(_, value) => field.onChange(value)} onBlur={field.onBlur} size="large" />
                <FormHelperText id="rating-help">{fieldState.error?.message ?? 'How many stars out of 5?'}</FormHelperText>
              </FormControl>
            )}
          />
          {added && reviewed ? (
            <ToolReviewAdded tool={reviewed} updated={added.updated} verified={added.review.verifiedPurchase} />
          ) : (
            added && (
              <ResultAlert severity="success" role="status">
                {added.updated ? 'Your review was updated.' : 'Thanks! Your review is on the home page.'}{' '}
                <Link component={RouterLink} to="/#reviews">
                  See the reviews
                </Link>
              </ResultAlert>
            )
          )}
          <FormFeedback error={error} />
          <Box>
            <Button type="submit" variant="contained" size="large" loading={isLoading}>
              Add review
            </Button>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
