import Box from '@mui/material/Box';
import preview from '../../../../../.storybook/preview';
import { reviewFixtures } from '../../../testing/fixtures/reviews';
import { ReviewCard } from '../components/review-card';
import { ReviewCardSkeleton } from '../components/review-card-skeleton';

const meta = preview.meta({
  title: 'Shared/Review Card',
  component: ReviewCard,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  decorators: [(Story) => <Box sx={{ width: 360 }}>{Story()}</Box>],
  args: { review: reviewFixtures[0]! },
});

export const VerifiedPurchase = meta.story({});
export const ShopReview = meta.story({ args: { review: reviewFixtures[2]! } });
export const Loading = meta.story({ render: () => <ReviewCardSkeleton /> });
