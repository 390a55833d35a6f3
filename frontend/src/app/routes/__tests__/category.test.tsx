import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { structuredData } from '../../../testing/structured-data';
import { expectNoAxeViolations, renderApp } from '../../../testing/test-utils';

const pliers = productFixtures.filter((tool) => tool.category?.slug === 'pliers');
const hammer = productFixtures[0]!;

describe('a category’s page', () => {
  it('when it opens, then it says where it is, its name and count, and lists only its tools, each a link to its page', async () => {
    const { container } = renderApp('/categories/pliers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pliers' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Where this is in the shop' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Pliers')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(`${pliers.length} tools`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(pliers.length));
    for (const tool of pliers) expect(screen.getByRole('link', { name: tool.name })).toHaveAttribute('href', `/products/${tool.slug}`);
    expect(document.title).toBe('Pliers | Hand Tool Shop');
    await expectNoAxeViolations(container);
  });

  it('when a category has categories under it, then it links to them and lists their tools too', async () => {
    renderApp('/categories/saws');
    const below = await screen.findByRole('navigation', { name: 'Categories in Saws' });
    expect(within(below).getByRole('link', { name: 'Hand saws (1)' })).toHaveAttribute('href', '/categories/hand-saws');
    expect(await screen.findByRole('link', { name: '22 in Panel Saw, 8 TPI' })).toHaveAttribute('href', '/products/22-in-panel-saw-8-tpi');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('when it is a sub-category, then the trail leads back through its parent', async () => {
    renderApp('/categories/hand-saws');
    const trail = await screen.findByRole('navigation', { name: 'Where this is in the shop' });
    expect(within(trail).getByRole('link', { name: 'Saws' })).toHaveAttribute('href', '/categories/saws');
    expect(within(trail).getByText('Hand saws')).toHaveAttribute('aria-current', 'page');
    // The same trail for search engines: each step's address but the page's own.
    const origin = window.location.origin;
    expect(structuredData('BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Saws', item: `${origin}/categories/saws` },
        { '@type': 'ListItem', position: 3, name: 'Hand saws' },
      ],
    });
  });

  it('when the shopper searches within it, then the search stays on the category’s page and its tools', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/categories/pliers');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(pliers.length));
    expect(screen.getByRole('search')).toHaveAttribute('action', '/categories/pliers#tools');
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'needle');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/categories/pliers');
    expect(router.state.location.search).toBe('?q=needle');
    expect(screen.queryByRole('link', { name: hammer.name })).not.toBeInTheDocument();
  });

  it('when a category holds no tools yet, then it says so rather than asking for a reload', async () => {
    mockShop.products = mockShop.products.filter((tool) => tool.category?.slug !== 'pliers');
    renderApp('/categories/pliers');
    expect(await screen.findByText('There are no tools in this category yet; the rest of our tools are on the home page.')).toBeInTheDocument();
    expect(screen.queryByText('If the tool doesn\'t show please reload again')).not.toBeInTheDocument();
  });

  it('when the address names no category the shop has, then it says “Category not found” with a way home', async () => {
    renderApp('/categories/routers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('when the categories fail to load, then a message and Retry show', async () => {
    server.use(scenario('listCategories', 'serverError'));
    renderApp('/categories/pliers');
    expect(await screen.findByRole('heading', { level: 1, name: 'This category didn’t load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the home page and a tool’s page', () => {
  it('when the home page opens, then Shop by category links to each top category with its count', async () => {
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'Shop by category' });
    expect(within(section).getByRole('link', { name: `Pliers (${pliers.length})` })).toHaveAttribute('href', '/categories/pliers');
    expect(within(section).queryByRole('link', { name: /Hand saws/ })).not.toBeInTheDocument();
  });

  it('when a tool in a category opens, then its trail leads to its category', async () => {
    renderApp(`/products/${hammer.slug}`);
    const trail = await screen.findByRole('navigation', { name: 'Where this is in the shop' });
    expect(within(trail).getByRole('link', { name: 'Hammers & striking' })).toHaveAttribute('href', '/categories/hammers-and-striking');
    expect(within(trail).getByText(hammer.name)).toHaveAttribute('aria-current', 'page');
    expect(structuredData('BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${window.location.origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Hammers & striking', item: `${window.location.origin}/categories/hammers-and-striking` },
      { '@type': 'ListItem', position: 3, name: hammer.name },
    ]);
    expect(structuredData('Product')).toMatchObject({ name: hammer.name });
  });
});
