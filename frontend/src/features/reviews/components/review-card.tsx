import VerifiedIcon from '@mui/icons-material/Verified';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Review } from '../../../types/api';

const reviewDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function ReviewCard({ review }: { review: Review }) {
  const headingId = `review-${review._id}`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Rating value={review.rating} readOnly getLabelText={(value) => `Rated ${value} out of 5`} />
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {review.rating} Star
          </Typography>
        </Stack>
        <Typography id={headingId} variant="h4" component="h3" gutterBottom>
          {review.title}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {review.details}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {review.name}
          </Typography>
          <Typography component="p" variant="body2" color="text.secondary">
            <time dateTime={review.createdAt}>{reviewDate.format(new Date(review.createdAt))}</time>
          </Typography>
          {review.verifiedPurchase && <Chip size="small" color="success" variant="outlined" icon={<VerifiedIcon />} label="Verified purchase" />}
        </Stack>
      </CardContent>
    </Card>
  );
}
