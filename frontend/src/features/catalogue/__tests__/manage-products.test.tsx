import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as untypedHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { chiselFixtures, productFixtures } from '../../../testing/fixtures/products';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { scenario } from '../../../testing/mocks/scenarios';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { ManageProducts } from '../components/manage-products';

const hammer = productFixtures[0]!;

const renderManageProducts = () =>
  renderWithProviders(<ManageProducts />, { route: '/dashboard/manage-products', path: '/dashboard/manage-products', preloadedState: signedInAs(adminFixture) });

const rowOf = async (name: string) => within((await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement);

/** What the edits send, the last one in `last` (the mocked shop still answers them). */
function capturePatches(): { last: unknown } {
  const sent: { last: unknown } = { last: undefined };
  server.use(
    http.patch('/product/{id}', async ({ request }) => {
      sent.last = await request.clone().json();
    }),
  );
  return sent;
}

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click((await rowOf(hammer.name)).getByRole('button', { name: `Edit ${hammer.name}` }));
  return within(await screen.findByRole('dialog', { name: `Edit ${hammer.name}` }));
}

describe('Manage Products', () => {
  it('when the products load, then each row shows thumbnail, name, price, stock and minimum, with Edit and Delete', async () => {
    const { container } = renderManageProducts();
    expect(screen.getByRole('heading', { level: 2, name: 'Manage Products' })).toBeInTheDocument();
    const row = await rowOf(hammer.name);
    expect(row.getByText(`$${hammer.price.toFixed(2)}`)).toBeInTheDocument();
    expect(row.getByText(String(hammer.available))).toBeInTheDocument();
    expect(row.getByText(String(hammer.minimum))).toBeInTheDocument();
    expect((await rowOf(hammer.name)).getByRole('button', { name: `Delete ${hammer.name}` })).toBeInTheDocument();
    expect(container.querySelector(`img[src="${hammer.image}"]`)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Image', 'Name', 'Price', 'Available', 'Minimum', 'Actions']);
    await expectNoAxeViolations(container);
  });

  it('when Edit is pressed, then the form opens prefilled; when the price is changed, then only the price is sent and the row shows it', async () => {
    const sent = capturePatches();
    const user = userEvent.setup();
    renderManageProducts();
    const dialog = await openEdit(user);
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(hammer.name);
    expect(dialog.getByRole('spinbutton', { name: 'Available' })).toHaveValue(hammer.available);
    expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(hammer.description);
    await expectNoAxeViolations(screen.getByRole('dialog'));
    await user.clear(dialog.getByRole('spinbutton', { name: 'Price' }));
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Price' }), '12.5');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${hammer.name} was updated.`)).toBeInTheDocument();
    expect(sent.last).toEqual({ price: 12.5 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await (await rowOf(hammer.name)).findByText('$12.50')).toBeInTheDocument();
  });

  it('when a size’s option and value are changed, then only the option is sent', async () => {
    const sent = capturePatches();
    const user = userEvent.setup();
    renderManageProducts();
    const middle = chiselFixtures[1]!;
    await user.click((await rowOf(middle.name)).getByRole('button', { name: `Edit ${middle.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit ${middle.name}` }));
    expect(dialog.getByRole('textbox', { name: 'Option' })).toHaveValue('Size');
    expect(dialog.getByRole('textbox', { name: 'Value' })).toHaveValue('12 mm');
    await user.clear(dialog.getByRole('textbox', { name: 'Value' }));
    await enterText(user, dialog.getByRole('textbox', { name: 'Value' }), '13 mm');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${middle.name} was updated.`)).toBeInTheDocument();
    expect(sent.last).toEqual({ option: { name: 'Size', value: '13 mm' } });
  });

  it('when a tool of one size has its option and value both emptied, then null is sent to take them away', async () => {
    mockShop.products.find((tool) => tool._id === hammer._id)!.option = { name: 'Weight', value: '16 oz' };
    const sent = capturePatches();
    const user = userEvent.setup();
    renderManageProducts();
    const dialog = await openEdit(user);
    expect(dialog.getByRole('textbox', { name: 'Value' })).toHaveValue('16 oz');
    expect(await dialog.findByRole('combobox', { name: 'Brand' })).toHaveValue('forgewell');
    await user.clear(dialog.getByRole('textbox', { name: 'Option' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Value' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${hammer.name} was updated.`)).toBeInTheDocument();
    expect(sent.last).toEqual({ option: null });
  });

  it('when Add a size is pressed, then the add form opens for that tool (a link, one line with the other actions)', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ManageProducts />, {
      route: '/dashboard/manage-products',
      path: '/dashboard/manage-products',
      preloadedState: signedInAs(adminFixture),
      extraRoutes: [{ path: '/dashboard/add-product', element: <p>Add A Size</p> }],
    });
    const small = chiselFixtures[0]!;
    const add = (await rowOf(small.name)).getByRole('link', { name: `Add a size of ${small.name}` });
    expect(add).toHaveAttribute('href', `/dashboard/add-product?sizeOf=${small._id}`);
    expect(add.closest('td')).toHaveStyle({ whiteSpace: 'nowrap' });
    await user.click(add);
    expect(router.state.location.pathname + router.state.location.search).toBe(`/dashboard/add-product?sizeOf=${small._id}`);
  });

  it('when the category and brand are changed, then the form shows the stored ones first and sends only the new slugs', async () => {
    const sent = capturePatches();
    const user = userEvent.setup();
    renderManageProducts();
    const dialog = await openEdit(user);
    const category = await dialog.findByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('hammers-and-striking');
    expect(within(category).getByRole('option', { name: 'Saws › Hand saws' })).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Brand' })).toHaveValue('forgewell');
    await user.selectOptions(category, 'hand-saws');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Brand' }), 'oakridge');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${hammer.name} was updated.`)).toBeInTheDocument();
    expect(sent.last).toEqual({ category: 'hand-saws', brand: 'oakridge' });
  });

  it('when one tool is saved and another is edited next, then its category and brand show as stored and only the changed price is sent', async () => {
    // The first dialog loads the shop's lists and saving refetches them, so the next dialog's form mounts
    // with them already there: its selects mount with it, which react-hook-form read back from the DOM
    // as None (in happy-dom) when they were registered rather than controlled.
    const sent = capturePatches();
    const user = userEvent.setup();
    renderManageProducts();
    const first = await openEdit(user);
    await user.clear(first.getByRole('spinbutton', { name: 'Price' }));
    await enterText(user, first.getByRole('spinbutton', { name: 'Price' }), '12.5');
    await user.click(first.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${hammer.name} was updated.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const set = productFixtures[2]!;
    await user.click((await rowOf(set.name)).getByRole('button', { name: `Edit ${set.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit ${set.name}` }));
    expect(await dialog.findByRole('combobox', { name: 'Category' })).toHaveValue(set.category!.slug);
    expect(dialog.getByRole('combobox', { name: 'Brand' })).toHaveValue(set.brand!.slug);
    await user.clear(dialog.getByRole('spinbutton', { name: 'Price' }));
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Price' }), '30');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${set.name} was updated.`)).toBeInTheDocument();
    expect(sent.last).toEqual({ price: 30 });
    const stored = mockShop.products.find((product) => product._id === set._id)!;
    expect([stored.category?.slug, stored.brand?.slug]).toEqual([set.category!.slug, set.brand!.slug]);
  });

  it('when the category and brand lists haven’t come yet, then saving a price change leaves the tool’s category and brand alone', async () => {
    server.use(untypedHttp.get('*/categories', () => delay('infinite')));
    const sent = capturePatches();
    const user = userEvent.setup();
    renderManageProducts();
    const dialog = await openEdit(user);
    expect(dialog.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    await user.clear(dialog.getByRole('spinbutton', { name: 'Price' }));
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Price' }), '12.5');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${hammer.name} was updated.`)).toBeInTheDocument();
    expect(sent.last).toEqual({ price: 12.5 });
  });

  it('when price breaks are added, then they are sent as numbers, and a break that doesn’t fit is named before anything is sent', async () => {
    const sent = capturePatches();
    const user = userEvent.setup();
    renderManageProducts();
    const dialog = await openEdit(user);
    expect(dialog.getByText('None: every quantity costs the price.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add a price break' }));
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Break 1: from quantity' }), '10');
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Break 1: price each' }), '8.5');
    await user.click(dialog.getByRole('button', { name: 'Add a price break' }));
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Break 2: from quantity' }), '5');
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Break 2: price each' }), '9');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Must be more than the break above (10)')).toBeInTheDocument();
    expect(dialog.getByText('Must be less than the break above ($8.5)')).toBeInTheDocument();
    expect(sent.last).toBeUndefined();
    await user.click(dialog.getByRole('button', { name: 'Remove break 2' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${hammer.name} was updated.`)).toBeInTheDocument();
    expect(sent.last).toEqual({ priceBreaks: [{ minQuantity: 10, price: 8.5 }] });
  });

  it('when the category is set to None, then the tool is taken out of it (null is sent) and its brand is left alone', async () => {
    const sent = capturePatches();
    const user = userEvent.setup();
    renderManageProducts();
    const dialog = await openEdit(user);
    await user.selectOptions(await dialog.findByRole('combobox', { name: 'Category' }), 'None');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${hammer.name} was updated.`)).toBeInTheDocument();
    expect(sent.last).toEqual({ category: null });
    expect(mockShop.products.find((product) => product._id === hammer._id)).not.toHaveProperty('category');
  });

  it('when a tool added before weights were kept is edited, then the form asks for its weight and sends it with the change', async () => {
    const sent = capturePatches();
    const unweighed = productFixtures.find((product) => product.weightGrams === null)!;
    const user = userEvent.setup();
    renderManageProducts();
    await user.click((await rowOf(unweighed.name)).getByRole('button', { name: `Edit ${unweighed.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Edit ${unweighed.name}` }));
    expect(dialog.getByRole('spinbutton', { name: 'Weight, packed' })).toHaveValue(null);
    await user.clear(dialog.getByRole('spinbutton', { name: 'Price' }));
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Price' }), '12.5');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Weight is required')).toBeInTheDocument();
    expect(sent.last).toBeUndefined();
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Weight, packed' }), '650');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${unweighed.name} was updated.`)).toBeInTheDocument();
    expect(sent.last).toEqual({ price: 12.5, weightGrams: 650 });
  });

  it('when the edit breaks a rule, then the field says so and nothing is sent', async () => {
    const user = userEvent.setup();
    const before = { ...mockShop.products[0]! };
    renderManageProducts();
    const dialog = await openEdit(user);
    await user.clear(dialog.getByRole('spinbutton', { name: 'Minimum order' }));
    await enterText(user, dialog.getByRole('spinbutton', { name: 'Minimum order' }), String(hammer.available + 1));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Minimum order can’t be more than the available stock')).toBeInTheDocument();
    expect(mockShop.products[0]).toEqual(before);
  });

  it('when the server refuses the edit, then the dialog shows why and stays open', async () => {
    server.use(http.patch('/product/{id}', ({ response }) => response(404).json(problem(404, 'Not Found', 'No product with that id.'))));
    const user = userEvent.setup();
    renderManageProducts();
    const dialog = await openEdit(user);
    await enterText(user, dialog.getByRole('textbox', { name: 'Name' }), ' XL');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('No product with that id.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('when Delete is answered No, then the product stays; when answered Yes, then it goes and a message confirms it', async () => {
    const user = userEvent.setup();
    renderManageProducts();
    await user.click((await rowOf(hammer.name)).getByRole('button', { name: `Delete ${hammer.name}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this product?' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockShop.products.some((p) => p._id === hammer._id)).toBe(true);

    await user.click((await rowOf(hammer.name)).getByRole('button', { name: `Delete ${hammer.name}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this product?' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(`${hammer.name} was deleted.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: hammer.name })).not.toBeInTheDocument());
    expect(mockShop.products.some((p) => p._id === hammer._id)).toBe(false);
  });

  it('when the admin searches, then only the matching products show, the address holds the words, and Clear search brings all back', async () => {
    const user = userEvent.setup();
    const { router } = renderManageProducts();
    await rowOf(hammer.name);
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'pliers{Enter}');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['200 mm Needle-Nose Pliers', '200 mm Slip-Joint Pliers']));
    expect(router.state.location.search).toBe('?q=pliers');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await rowOf(hammer.name);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });

  it('when the search is misspelled, then the products of the word the shop read show and it says so; when nothing matches, a sentence says that', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ManageProducts />, { route: '/dashboard/manage-products?q=plires', path: '/dashboard/manage-products', preloadedState: signedInAs(adminFixture) });
    expect(await screen.findByText('No products match “plires”. Showing products for “pliers”.')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, 'chainsaw{Enter}');
    expect(await screen.findByText('No products match “chainsaw”.')).toBeInTheDocument();
  });

  it('when the catalogue is empty, then a sentence says so', async () => {
    mockShop.products = [];
    renderManageProducts();
    expect(await screen.findByText('There are no products yet. Add one with Add A Product.')).toBeInTheDocument();
  });

  it('while loading, then skeletons hold the place; when loading fails, then Retry recovers', async () => {
    server.use(scenario('listAllProducts', 'serverError'));
    const user = userEvent.setup();
    renderManageProducts();
    expect(screen.getByLabelText('Loading products')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: hammer.name })).toBeInTheDocument();
    // Retry went with the error: focus goes to the screen's heading, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Manage Products' })).toHaveFocus());
  });
});
