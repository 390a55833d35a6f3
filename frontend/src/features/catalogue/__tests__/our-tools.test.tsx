import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chiselInCatalogue, productFixtures, toolFixtures } from '../../../testing/fixtures/products';
import { catalogueHandlers, catalogueScenarios } from '../../../testing/mocks/catalogue-handlers';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { tradeTaxSettingsFixture } from '../../../testing/fixtures/tax';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { OurTools } from '../components/our-tools';

const first = productFixtures[0]!;

describe('Our Tools', () => {
  it('when the catalogue loads, then each card shows name (a link to the tool’s page), stock, minimum, a 100-character preview, price and Buy Now', async () => {
    const { container } = renderWithProviders(<OurTools />);
    const card = (await screen.findByRole('heading', { name: first.name })).closest('article') as HTMLElement;
    const inCard = within(card);
    expect(within(inCard.getByRole('heading', { name: first.name })).getByRole('link', { name: first.name })).toHaveAttribute('href', `/products/${first.slug}`);
    expect(inCard.getByText(`Available: ${first.available}`)).toBeInTheDocument();
    expect(inCard.getByText(`Minimum order: ${first.minimum}`)).toBeInTheDocument();
    expect(inCard.getByText(`${first.description.slice(0, 100)}...`)).toBeInTheDocument();
    expect(inCard.getByText(`$${first.price.toFixed(2)}`)).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: `Buy Now: ${first.name}` })).toHaveAttribute('href', `/checkout?buy=${first._id}&quantity=${first.minimum}`);
    expect(inCard.getByRole('img', { name: first.name })).toHaveAttribute('loading', 'eager');
    await expectNoAxeViolations(container);
  });

  it('when a tool comes in sizes, then its card shows it once by the tool’s name, priced from its cheapest size, with Choose a size leading to its page', async () => {
    const { container } = renderWithProviders(<OurTools />, { route: '/?pages=2' });
    const card = within((await screen.findByRole('heading', { name: 'Bevel-Edge Chisel' })).closest('article') as HTMLElement);
    expect(screen.queryByRole('heading', { name: /Chisel \d+ mm/ })).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Bevel-Edge Chisel' })).toHaveAttribute('href', `/products/${chiselInCatalogue.slug}`);
    expect(card.getByLabelText('3 sizes from $18.00 each')).toHaveTextContent('3 sizes from$18.00');
    expect(card.getByRole('link', { name: 'Choose a size: Bevel-Edge Chisel' })).toHaveAttribute('href', `/products/${chiselInCatalogue.slug}`);
    // Each size has its own stock and minimum, and is ordered from its own page.
    expect(card.queryByText(/^Available:/)).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the shop is a trade counter (prices without VAT), then each card’s price says so, to the eye and to a screen reader', async () => {
    mockShop.tax = tradeTaxSettingsFixture();
    renderWithProviders(<OurTools />);
    const card = within((await screen.findByRole('heading', { name: first.name })).closest('article') as HTMLElement);
    const price = await card.findByLabelText(`Price $${first.price.toFixed(2)} each, excluding VAT`);
    expect(price).toHaveTextContent(`$${first.price.toFixed(2)}excl. VAT`);
  });

  it('when "Load more tools" is pressed, then the next page is appended in place, the address counts the pages, and the link goes on the last page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<OurTools />);
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    const loadMore = screen.getByRole('link', { name: 'Load more tools' });
    // Without JavaScript the link itself leads to the page with one more page of tools.
    expect(loadMore).toHaveAttribute('href', '/?pages=2#tools');
    await user.click(loadMore);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(toolFixtures.length));
    expect(router.state.location.search).toBe('?pages=2');
    expect(screen.queryByRole('link', { name: 'Load more tools' })).not.toBeInTheDocument();
  });

  it('when the address says two pages were loaded, then both pages show again', async () => {
    renderWithProviders(<OurTools />, { route: '/?pages=2' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(toolFixtures.length));
    expect(screen.getByRole('heading', { name: first.name })).toBeInTheDocument();
  });

  it('when the shopper searches, then only matching tools show, the address holds the words, and a miss says so', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<OurTools />);
    await screen.findAllByRole('article');
    await enterText(user, screen.getByRole('searchbox', { name: 'Search tools' }), 'pliers');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(router.state.location.search).toBe('?q=pliers');
    await user.clear(screen.getByRole('searchbox', { name: 'Search tools' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'chainsaw{Enter}');
    expect(await screen.findByText('No tools match “chainsaw”. Try another word.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=chainsaw');
  });

  it('when the search is misspelled, then the tools of the word the shop read show, and it says which word that was', async () => {
    const { container } = renderWithProviders(<OurTools />, { route: '/?q=plires' });
    expect(await screen.findByText('No tools match “plires”. Showing tools for “pliers”.')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('when the shopper sorts by price, then the cheapest tool comes first, with the phone’s own picker, and the address holds the sort', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<OurTools />);
    await screen.findAllByRole('article');
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy.tagName).toBe('SELECT');
    await user.selectOptions(sortBy, 'Price: low to high');
    const cheapest = [...productFixtures].sort((a, b) => a.price - b.price)[0]!;
    await waitFor(() => expect(within(screen.getAllByRole('article')[0]!).getByRole('heading').textContent).toBe(cheapest.name));
    expect(router.state.location.search).toBe('?sort=price_asc');
  });

  it('when the address carries a search and a sort, then the toolbar shows them and the list follows them', async () => {
    renderWithProviders(<OurTools />, { route: '/?q=pliers&sort=price_desc' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('pliers');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  });

  it('without JavaScript, the toolbar is a form that asks the home page for the search and the sort', () => {
    renderWithProviders(<OurTools />);
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/#tools');
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAttribute('name', 'sort');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('when the next page fails, then the tools shown stay, the error shows where Load more was, and Retry fetches that page', async () => {
    server.use(catalogueScenarios.nextPageServerError);
    const user = userEvent.setup();
    const { container, router } = renderWithProviders(<OurTools />);
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByRole('link', { name: 'Load more tools' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    // The address doesn't claim a page that isn't there: a reload or a shared link shows what is.
    expect(router.state.location.search).toBe('');
    await expectNoAxeViolations(container);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(toolFixtures.length));
    expect(screen.queryByText('Something went wrong on our side. Please try again.')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?pages=2');
    // Focus goes back to the list, on the first tool the Retry brought.
    const firstNew = productFixtures[6]!;
    await waitFor(() => expect(screen.getByRole('link', { name: firstNew.name })).toHaveFocus());
  });

  it('when the catalogue is empty, then the spinner and the seed’s message show', async () => {
    server.use(catalogueScenarios.empty);
    renderWithProviders(<OurTools />);
    expect(await screen.findByText("If the tool doesn't show please reload again")).toBeInTheDocument();
  });

  it('when loading fails, then a message and Retry show, and Retry recovers', async () => {
    server.use(catalogueScenarios.serverError);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<OurTools />);
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    server.use(...catalogueHandlers);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: first.name })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: first.name })).toHaveFocus());
  });

  it('while loading, then skeleton cards hold the layout', () => {
    renderWithProviders(<OurTools />);
    expect(screen.getByLabelText('Loading tools')).toHaveAttribute('aria-busy', 'true');
  });
});
