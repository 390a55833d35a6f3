import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toolFixtures } from '../../../testing/fixtures/products';
import { catalogueHandlers } from '../../../testing/mocks/catalogue-handlers';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { OurTools } from '../components/our-tools';

const filters = () => screen.getByText(/^Filters/).closest('details') as HTMLDetailsElement;
const articles = () => screen.getAllByRole('article');
const names = () => articles().map((article) => within(article).getByRole('heading').textContent);

describe('Catalogue filters', () => {
  it('when no filter is on, then they are folded under "Filters", and opening them shows each brand and in stock with its count', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<OurTools />);
    await screen.findAllByRole('article');
    expect(filters().open).toBe(false);
    await user.click(screen.getByText('Filters'));
    expect(filters().open).toBe(true);
    expect(await screen.findByRole('checkbox', { name: 'Forgewell (4)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gripmaster (4)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Oakridge (2)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `In stock only (${toolFixtures.length})` })).toBeInTheDocument();
    // The top categories, each a link that keeps the search and filters.
    expect(screen.getByRole('link', { name: 'Saws (1)' })).toHaveAttribute('href', '/categories/saws#tools');
    expect(screen.getByText('These tools cost $9.99 to $69.99.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when a brand is ticked, then only its tools show, the address holds it, and the brands’ counts stay what ticking each would add', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<OurTools />);
    await screen.findAllByRole('article');
    await user.click(screen.getByText('Filters'));
    await user.click(await screen.findByRole('checkbox', { name: 'Oakridge (2)' }));
    await waitFor(() => expect(names()).toEqual(['22 in Panel Saw, 8 TPI', 'Bevel-Edge Chisel']));
    expect(router.state.location.search).toBe('?brand=oakridge');
    await user.click(screen.getByRole('checkbox', { name: 'Gripmaster (4)' }));
    await waitFor(() => expect(articles()).toHaveLength(6));
    expect(router.state.location.search).toBe('?brand=gripmaster&brand=oakridge');
    expect(screen.getByText('Filters (2 on)')).toBeInTheDocument();
    // A category's link now carries the brands with it.
    expect(await screen.findByRole('link', { name: 'Pliers (2)' })).toHaveAttribute('href', '/categories/pliers?brand=gripmaster&brand=oakridge#tools');
  });

  it('when a highest price is typed and the box is left, then the list holds the tools up to it; Clear filters brings every tool back', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<OurTools />, { route: '/?sort=price_asc' });
    await screen.findAllByRole('article');
    await user.click(screen.getByText('Filters'));
    await user.type(screen.getByRole('spinbutton', { name: 'Up to' }), '30');
    await user.tab();
    await waitFor(() => expect(names()).toEqual(['16 oz Fibreglass Claw Hammer', '24 oz Hickory Ball-Peen Hammer', 'Slotted Screwdriver Set, 3 Pieces', 'Bevel-Edge Chisel']));
    expect(router.state.location.search).toBe('?sort=price_asc&maxPrice=30');
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(articles()).toHaveLength(6));
    expect(router.state.location.search).toBe('?sort=price_asc');
    expect(screen.getByRole('spinbutton', { name: 'Up to' })).toHaveValue(null);
  });

  it('when the address carries filters, then they show on, open, and a range that finds nothing says so with a way out', async () => {
    const { container } = renderWithProviders(<OurTools />, { route: '/?brand=forgewell&inStock=true&minPrice=50&maxPrice=10' });
    expect(await screen.findByText('No tools match these filters.')).toHaveAttribute('role', 'status');
    expect(filters().open).toBe(true);
    expect(screen.getByText('Filters (3 on)')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /^Forgewell/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^In stock only/ })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'From' })).toHaveValue(50);
    const clear = within(screen.getByText('No tools match these filters.')).getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/#tools');
    await expectNoAxeViolations(container);
  });

  it('when the address carries filters the shop wouldn’t take, then they are left out rather than sent', async () => {
    renderWithProviders(<OurTools />, { route: '/?brand=Not%20A%20Slug&maxPrice=cheap&inStock=yes' });
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('Filters')).toBeInTheDocument();
  });

  it('without JavaScript, the filters are part of the search form, named as the address names them, with a button to apply them', async () => {
    renderWithProviders(<OurTools />);
    const form = screen.getByRole('search');
    expect(within(form).getByText('Filters').tagName).toBe('SUMMARY');
    expect(await within(form).findByRole('checkbox', { name: 'Forgewell (4)' })).toHaveAttribute('name', 'brand');
    expect(within(form).getByRole('checkbox', { name: 'Forgewell (4)' })).toHaveAttribute('value', 'forgewell');
    expect(within(form).getByRole('checkbox', { name: '12 mm (1)' })).toHaveAttribute('name', 'option');
    expect(within(form).getByRole('checkbox', { name: '12 mm (1)' })).toHaveAttribute('value', 'Size:12 mm');
    expect(within(form).getByRole('checkbox', { name: /^In stock only/ })).toHaveAttribute('value', 'true');
    expect(within(form).getByRole('spinbutton', { name: 'Up to' })).toHaveAttribute('name', 'maxPrice');
    expect(within(form).getByRole('button', { name: 'Apply filters' })).toHaveAttribute('type', 'submit');
  });

  it('when the shopper presses Apply filters, then what the form holds is applied, as the server would read it', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<OurTools />);
    await screen.findAllByRole('article');
    await user.click(screen.getByText('Filters'));
    // Typed but not yet left: Apply takes it with the rest.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'From' }), { target: { value: '50' } });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?minPrice=50'));
    await waitFor(() => expect(articles()).toHaveLength(3));
  });

  it('when a size is ticked, then only the tools in that size show, the address holds each size once, and each size keeps its count', async () => {
    const user = userEvent.setup();
    const { router, container } = renderWithProviders(<OurTools />);
    await screen.findAllByRole('article');
    await user.click(screen.getByText('Filters'));
    const sizes = within(await screen.findByRole('group', { name: 'Size' }));
    expect(sizes.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['6 mm (1)', '12 mm (1)', '25 mm (1)']);
    await user.click(sizes.getByRole('checkbox', { name: '12 mm (1)' }));
    await waitFor(() => expect(names()).toEqual(['Bevel-Edge Chisel']));
    expect(router.state.location.search).toBe('?option=Size%3A12+mm');
    await user.click(sizes.getByRole('checkbox', { name: '6 mm (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?option=Size%3A6+mm&option=Size%3A12+mm'));
    expect(screen.getByText('Filters (2 on)')).toBeInTheDocument();
    expect(sizes.getByRole('checkbox', { name: '12 mm (1)' })).toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('when the address carries sizes, then they show ticked, a malformed one is left out, and a sold-out size with in stock only stays to untick at 0', async () => {
    renderWithProviders(<OurTools />, { route: '/?option=Size:25%20mm&option=Size&option=Size:12%20mm&inStock=true' });
    expect(await screen.findByRole('checkbox', { name: '25 mm (0)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '12 mm (1)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '6 mm (1)' })).not.toBeChecked();
    expect(screen.getByText('Filters (3 on)')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Bevel-Edge Chisel']));
  });

  it('when the counts fail to load, then the tools and the filters still work, it says so, and Retry brings the counts', async () => {
    server.use(scenario('listProductFacets', 'serverError'));
    const user = userEvent.setup();
    renderWithProviders(<OurTools />);
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByText('Filters'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The counts couldn’t load; the filters still work.');
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeInTheDocument();
    server.use(...catalogueHandlers);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Forgewell (4)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
