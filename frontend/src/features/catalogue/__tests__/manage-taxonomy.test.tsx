import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { catalogueHandlers } from '../../../testing/mocks/catalogue-handlers';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { enterText, expectNoAxeViolations, renderApp } from '../../../testing/test-utils';

const openScreen = () => renderApp('/dashboard/categories', { preloadedState: signedInAs(adminFixture) });
const categories = async () => within(await screen.findByRole('region', { name: 'Categories' }));
const brands = async () => within(await screen.findByRole('region', { name: 'Brands' }));
const rowNames = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent);

describe('Categories and brands (dashboard)', () => {
  it('when the owner opens it, then the tree shows in the shop’s order, indented, each with its tools and address, and the sidebar leads there', async () => {
    const { container } = openScreen();
    const section = await categories();
    expect(await section.findByText('Hand saws')).toBeInTheDocument();
    expect(rowNames(section.getByRole('list'))).toEqual(['Hammers & striking', 'Screwdrivers', 'Spanners & wrenches', 'Pliers', 'Saws', 'Hand saws']);
    expect(section.getByText('1 tool · /categories/hand-saws')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Move Hammers & striking up' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Categories & Brands' })).toHaveAttribute('href', '/dashboard/categories');
    expect(await (await brands()).findByText('Gripmaster')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when a category is added under another, then it shows there at once, and the shop has it', async () => {
    const user = userEvent.setup();
    openScreen();
    const section = await categories();
    await user.click(await section.findByRole('button', { name: 'Add a category' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a category' }));
    await enterText(user, dialog.getByRole('textbox', { name: 'Name' }), 'Hacksaws');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Goes under' }), 'Saws');
    await user.click(dialog.getByRole('button', { name: 'Add category' }));
    expect(await section.findByText('Added Hacksaws.')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(rowNames(section.getByRole('list')).slice(-3)).toEqual(['Saws', 'Hand saws', 'Hacksaws']));
    expect(mockShop.categories.find((category) => category.slug === 'hacksaws')).toMatchObject({ parent: 'saws' });
  });

  it('when the name is left empty or taken, then the dialog says so and stays', async () => {
    const user = userEvent.setup();
    openScreen();
    const section = await categories();
    await user.click(await section.findByRole('button', { name: 'Add a category' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a category' }));
    await user.click(dialog.getByRole('button', { name: 'Add category' }));
    expect(await dialog.findByText('Give it a name')).toBeInTheDocument();
    await enterText(user, dialog.getByRole('textbox', { name: 'Name' }), 'Pliers');
    await user.click(dialog.getByRole('button', { name: 'Add category' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('There is already a category at /categories/pliers: give this one another name.');
  });

  it('when a category is moved down, then it swaps places with the next one', async () => {
    const user = userEvent.setup();
    openScreen();
    const section = await categories();
    await user.click(await section.findByRole('button', { name: 'Move Screwdrivers down' }));
    expect(await section.findByText('Moved Screwdrivers down.')).toBeInTheDocument();
    await waitFor(() => expect(rowNames(section.getByRole('list')).slice(0, 3)).toEqual(['Hammers & striking', 'Spanners & wrenches', 'Screwdrivers']));
  });

  it('when a category still holding tools is removed, then the shop’s refusal shows in the dialog and it stays; an empty one goes', async () => {
    const user = userEvent.setup();
    openScreen();
    const section = await categories();
    await user.click(await section.findByRole('button', { name: 'Remove Saws' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Remove Saws?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Saws still holds 1 category: move them elsewhere first.');
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    mockShop.products = mockShop.products.filter((product) => product.category?.slug !== 'pliers');
    await user.click(section.getByRole('button', { name: 'Remove Pliers' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Remove Pliers?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await section.findByText('Removed Pliers.')).toBeInTheDocument();
    await waitFor(() => expect(section.queryByText('Pliers')).not.toBeInTheDocument());
  });

  it('when a brand is renamed, then its tools carry the new name; a brand with tools can’t be removed', async () => {
    const user = userEvent.setup();
    openScreen();
    const section = await brands();
    await user.click(await section.findByRole('button', { name: 'Rename Oakridge' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename Oakridge' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Oakridge Tools');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('Saved Oakridge Tools.')).toBeInTheDocument();
    expect(mockShop.products.find((product) => product.brand?.slug === 'oakridge')?.brand?.name).toBe('Oakridge Tools');
    await user.click(await section.findByRole('button', { name: 'Remove Oakridge Tools' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove Oakridge Tools?' }));
    await user.click(confirm.getByRole('button', { name: 'Remove' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent('4 tools are still of Oakridge Tools: give them another brand first.');
  });

  it('when the categories fail to load, then a message and Retry show, and Retry brings them', async () => {
    server.use(scenario('listCategories', 'serverError'));
    const user = userEvent.setup();
    openScreen();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    server.use(...catalogueHandlers);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await (await categories()).findByText('Hand saws')).toBeInTheDocument();
  });
});
