import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { reviewsScenarios } from '../../../testing/mocks/reviews-handlers';
import { AddReviewForm } from '../components/add-review-form';

const meta = preview.meta({
  title: 'Dashboard/Add A Review',
  component: AddReviewForm,
  parameters: { session: 'customer', route: { path: '/dashboard/add-review', url: '/dashboard/add-review' }, layout: 'padded' },
});

export const Empty = meta.story({});
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });

export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /review/i }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
  },
});

const writeReview = async ({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Title' }), 'Balanced and tough');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Details' }), 'Drives 75 mm nails without fuss.');
  await userEvent.click(canvas.getByRole('radio', { name: '4 Stars' }));
  await userEvent.click(canvas.getByRole('button', { name: /review/i }));
};

export const Sent = meta.story({
  play: async (context) => {
    await writeReview(context);
    await expect(await context.canvas.findByText('Thanks! Your review is on the home page.')).toBeVisible();
  },
});

/** The customer had reviewed this product before: the shop edited that review instead of adding one. */
export const Updated = meta.story({
  beforeEach: ({ msw }) => msw.use(reviewsScenarios.updated),
  play: async (context) => {
    await writeReview(context);
    await expect(await context.canvas.findByText('Your review was updated.')).toBeVisible();
  },
});
