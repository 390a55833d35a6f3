import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { catalogueHandlers, catalogueScenarios } from '../../../testing/mocks/catalogue-handlers';
import { scenario } from '../../../testing/mocks/scenarios';
import { OurTools } from '../components/our-tools';

const meta = preview.meta({
  title: 'Storefront/Our Tools',
  component: OurTools,
  parameters: { route: { path: '/', url: '/' } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, { timeout: 10_000 });
  },
});

/** The search and sort of the address (`/?q=pliers&sort=price_desc`), as Back or a shared link brings them. */
export const SearchedAndSorted = meta.story({ parameters: { route: { path: '/', url: '/?q=pliers&sort=price_desc' } } });
export const SearchedAndSortedPhone = meta.story({
  parameters: { route: { path: '/', url: '/?q=pliers&sort=price_desc' } },
  globals: { viewport: { value: 'phone' } },
});

/** A misspelled search (`/?q=plires`): the shop reads it as a word it has and says so above the tools. */
export const Misspelled = meta.story({
  parameters: { route: { path: '/', url: '/?q=plires' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tools match “plires”. Showing tools for “pliers”.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
});

const loadMoreFails = async ({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) => {
  await canvas.findAllByRole('article', {}, { timeout: 10_000 });
  await userEvent.click(canvas.getByRole('link', { name: 'Load more tools' }));
  await expect(await canvas.findByRole('button', { name: 'Retry' }, { timeout: 10_000 })).toBeVisible();
  await expect(canvas.getAllByRole('article')).toHaveLength(6);
};
/** The next page failed: the tools already shown stay, and Retry asks for that page again. */
export const LoadMoreFailed = meta.story({ beforeEach: ({ msw }) => msw.use(catalogueScenarios.nextPageServerError), play: loadMoreFails });
export const LoadMoreFailedPhone = meta.story({
  beforeEach: ({ msw }) => msw.use(catalogueScenarios.nextPageServerError),
  globals: { viewport: { value: 'phone' } },
  play: loadMoreFails,
});

/** Retry brought the page that failed: the address counts it only now, and focus is on its first tool. */
export const LoadMoreRetried = meta.story({
  beforeEach: ({ msw }) => msw.use(catalogueScenarios.nextPageServerError),
  play: async (context) => {
    const { canvas, userEvent, msw } = context;
    await loadMoreFails(context);
    msw.use(...catalogueHandlers);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(6), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getAllByRole('article')[6]?.querySelector('h3 a')).toHaveFocus());
  },
});
export const LoadMoreRetriedPhone = LoadMoreRetried.extend({ globals: { viewport: { value: 'phone' } } });

/** Filters folded, as a first visit sees them: one line, "Filters", above the tools. */
export const FiltersFolded = meta.story({
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, { timeout: 10_000 });
    await expect(canvas.getByText('Filters')).toBeVisible();
  },
});

const filteredAddress = '/?brand=gripmaster&inStock=true&maxPrice=50';
const filtersShown = async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
  await expect(await canvas.findByRole('checkbox', { name: 'Gripmaster (2)' }, { timeout: 10_000 })).toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
  await expect(canvas.getAllByRole('article')).toHaveLength(2);
};
/** Filters on (`/?brand=gripmaster&inStock=true&maxPrice=50`): open, each value with its count, Clear filters. */
export const Filtered = meta.story({ parameters: { route: { path: '/', url: filteredAddress } }, play: filtersShown });
export const FilteredPhone = meta.story({
  parameters: { route: { path: '/', url: filteredAddress } },
  globals: { viewport: { value: 'phone' } },
  play: filtersShown,
});

/** A size ticked (`/?option=Size:12 mm`): the tools that come in it, and the option's other sizes with their counts. */
export const FilteredBySize = meta.story({
  parameters: { route: { path: '/', url: '/?option=Size:12%20mm' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: '12 mm (1)' }, { timeout: 10_000 })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '6 mm (1)' })).not.toBeChecked();
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1));
  },
});

/** Filters that find nothing (a price range the wrong way round): it says so, with Clear filters. */
export const FilteredToNothing = meta.story({
  parameters: { route: { path: '/', url: '/?minPrice=50&maxPrice=10' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tools match these filters.', {}, { timeout: 10_000 })).toBeVisible();
  },
});

/** The counts failed: the filters still work without them, and Retry asks again. */
export const FilterCountsFailed = meta.story({
  parameters: { route: { path: '/', url: '/?inStock=true' } },
  beforeEach: ({ msw }) => msw.use(scenario('listProductFacets', 'serverError')),
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, { timeout: 10_000 });
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The counts couldn’t load');
  },
});
