import { fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { ErrorState } from '../error-state';
import { LoadMore } from '../load-more';

const meta = preview.meta({
  title: 'Shared/Error State',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { message: 'Something went wrong on our side. Please try again.', onRetry: fn() },
});

export const ServerError = meta.story({});
export const Offline = meta.story({ args: { message: 'We couldn’t reach the shop. Check your connection and try again.' } });

/** The button under every paginated list; it disappears on the last page. */
export const LoadMoreButton = meta.story({
  render: () => <LoadMore label="Load more orders" hasMore loading={false} onLoadMore={fn()} />,
});
export const LoadMoreLoading = meta.story({
  render: () => <LoadMore label="Load more orders" hasMore loading onLoadMore={fn()} />,
});
