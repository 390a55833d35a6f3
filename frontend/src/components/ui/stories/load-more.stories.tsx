import { fn } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { LoadMore } from '../load-more';

/** The button under every paginated list (tools, reviews, orders, users); it disappears on the last page. */
const meta = preview.meta({
  title: 'Shared/Load More',
  component: LoadMore,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Load more orders', hasMore: true, loading: false, onLoadMore: fn() },
});

export const MorePages = meta.story({});
export const Loading = meta.story({ args: { loading: true } });
export const LastPage = meta.story({ args: { hasMore: false } });
