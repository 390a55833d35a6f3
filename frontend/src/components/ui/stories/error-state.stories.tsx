import { fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { ErrorState } from '../error-state';

const meta = preview.meta({
  title: 'Shared/Error State',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { message: 'Something went wrong on our side. Please try again.', onRetry: fn() },
});

export const ServerError = meta.story({});
export const Offline = meta.story({ args: { message: 'We couldn’t reach the shop. Check your connection and try again.' } });

/** Retry pressed (or the screen asking again on its own): the message stays until the answer comes. */
export const Retrying = meta.story({ args: { retrying: true } });
