// @vitest-environment jsdom
// jsdom, not happy-dom: a file sent as multipart reaches MSW intact there.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoFile } from '../../../testing/fixtures/photos';
import { chiselFixtures, productFixtures } from '../../../testing/fixtures/products';
import type { Product } from '../../../types/api';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { withNodeFiles } from '../../../testing/node-files';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { AddProduct } from '../components/add-product';

beforeAll(withNodeFiles);

const renderAddProduct = (route = '/dashboard/add-product') =>
  renderWithProviders(<AddProduct />, {
    route,
    path: '/dashboard/add-product',
    preloadedState: signedInAs(adminFixture),
    extraRoutes: [{ path: '/products/:slug', element: <p>A tool’s page</p> }],
  });

type Fields = Partial<Record<'Name' | 'SKU' | 'Option' | 'Value' | 'Image URL' | 'Available' | 'Minimum order' | 'Price' | 'Weight, packed' | 'Description', string>>;

const chisel: Required<Omit<Fields, 'Option' | 'Value'>> = {
  Name: '12 mm Bevel-Edge Chisel',
  SKU: 'or-ch-12',
  'Image URL': '/images/tools/chisel.svg',
  Available: '40',
  'Minimum order': '2',
  Price: '18.5',
  'Weight, packed': '180',
  Description: 'Chrome-vanadium blade, hornbeam handle.',
};

const numeric = new Set(['Available', 'Minimum order', 'Price', 'Weight, packed']);

async function fill(user: ReturnType<typeof userEvent.setup>, fields: Fields) {
  for (const [label, value] of Object.entries(fields)) {
    const field = screen.getByRole(numeric.has(label) ? 'spinbutton' : 'textbox', { name: label });
    await user.clear(field);
    if (value) await enterText(user, field, value);
  }
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Add Product' }));

describe('Add A Product', () => {
  it('when it opens, then every field is empty and labelled', async () => {
    const { container } = renderAddProduct();
    expect(screen.getByRole('heading', { level: 2, name: 'Add A Product' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveValue(null);
    await expectNoAxeViolations(container);
  });

  it('when the form is sent empty, then each field says it is required and nothing is sent', async () => {
    const user = userEvent.setup();
    const before = mockShop.products.length;
    renderAddProduct();
    await submit(user);
    for (const message of ['Name is required', 'Image URL is required', 'Available is required', 'Minimum order is required', 'Price is required', 'Weight is required', 'Description is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(mockShop.products).toHaveLength(before);
  });

  it('when the minimum exceeds the stock, the price is 0 and the image is not an https URL or a path, then each field says so', async () => {
    const user = userEvent.setup();
    const { container } = renderAddProduct();
    await fill(user, { ...chisel, 'Image URL': 'http://tools.example/chisel.png', Available: '10', 'Minimum order': '50', Price: '0' });
    await submit(user);
    expect(await screen.findByText('Minimum order can’t be more than the available stock')).toBeInTheDocument();
    expect(screen.getByText('Price must be more than $0')).toBeInTheDocument();
    expect(screen.getByText('Image URL must start with https:// or be a path on this site, like /images/tools/saw.svg')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Minimum order' })).toHaveAccessibleDescription('Minimum order can’t be more than the available stock');
    await expectNoAxeViolations(container);
  });

  it('when the price has more than 2 decimals or the stock is fractional, then the field says so', async () => {
    const user = userEvent.setup();
    renderAddProduct();
    await fill(user, { ...chisel, Price: '18.505', Available: '4.5', 'Weight, packed': '0.5' });
    await submit(user);
    expect(await screen.findByText('Price must be in dollars with at most 2 decimals, like 24.99')).toBeInTheDocument();
    expect(screen.getByText('Available must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Weight must be a whole number')).toBeInTheDocument();
  });

  it('when the SKU has a space, then the field says which signs it may have; emptied, the tool is sent without one', async () => {
    let body: unknown;
    server.use(
      http.post('/productAdd', async ({ request }) => {
        body = await request.clone().json();
      }),
    );
    const user = userEvent.setup();
    renderAddProduct();
    await fill(user, { ...chisel, SKU: 'OR CH 12' });
    await submit(user);
    expect(await screen.findByText('SKU may have only letters, digits and - . _ /, starting with a letter or digit')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.clear(screen.getByRole('textbox', { name: 'SKU' }));
    await submit(user);
    expect(await screen.findByText(`${chisel.Name} was added to the catalogue.`)).toBeInTheDocument();
    expect(body).toMatchObject({ sku: null });
  });

  it('when a valid product is added, then exactly its fields are sent (no price breaks: an empty list), the admin stays with a confirmation, an empty form and a link to its page', async () => {
    let body: unknown;
    // Looks at the body and lets the stateful handler answer.
    server.use(
      http.post('/productAdd', async ({ request }) => {
        body = await request.clone().json();
      }),
    );
    const user = userEvent.setup();
    const { router } = renderAddProduct();
    await fill(user, chisel);
    await user.selectOptions(screen.getByRole('combobox', { name: 'VAT rate' }), 'Reduced rate');
    await submit(user);
    expect(await screen.findByText(`${chisel.Name} was added to the catalogue.`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/add-product');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(body).toEqual({ name: chisel.Name, sku: 'OR-CH-12', image: chisel['Image URL'], available: 40, minimum: 2, price: 18.5, priceBreaks: [], description: chisel.Description, weightGrams: 180, taxClass: 'reduced' });
    expect(mockShop.products[0]!.name).toBe(chisel.Name);

    await user.click(screen.getByRole('link', { name: 'See its page in the shop' }));
    expect(router.state.location.pathname).toBe(`/products/${mockShop.products[0]!.slug}`);
  });

  it('when a photo is uploaded instead of typing a URL, then the product is added with the uploaded image', async () => {
    const user = userEvent.setup();
    const { container } = renderAddProduct();
    await fill(user, Object.fromEntries(Object.entries(chisel).filter(([label]) => label !== 'Image URL')));
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, photoFile());
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Image URL' }).value).toMatch(/^\/api\/images\/[0-9a-f]{32}-720\.webp$/));
    await submit(user);
    expect(await screen.findByText(`${chisel.Name} was added to the catalogue.`)).toBeInTheDocument();
    expect(mockShop.products[0]!.image).toMatch(/^\/api\/images\/[0-9a-f]{32}-720\.webp$/);
  });

  it('when the server refuses the product, then its message shows and the form keeps what was typed', async () => {
    server.use(http.post('/productAdd', ({ response }) => response(400).json(problem(400, 'Bad Request', 'A product with this name already exists.'))));
    const user = userEvent.setup();
    const { router } = renderAddProduct();
    await fill(user, chisel);
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('A product with this name already exists.'));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(chisel.Name);
    expect(router.state.location.pathname).toBe('/dashboard/add-product');
  });

  it('when an option is given without its value, or a value without its option, then the other says it is needed; with both, the size is sent as option', async () => {
    let body: unknown;
    server.use(
      http.post('/productAdd', async ({ request }) => {
        body = await request.clone().json();
      }),
    );
    const user = userEvent.setup();
    const { container } = renderAddProduct();
    await fill(user, { ...chisel, Option: 'Size' });
    await submit(user);
    expect(await screen.findByText('Give this size its value, like 12 mm')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveAccessibleDescription('Give this size its value, like 12 mm');
    await expectNoAxeViolations(container);
    await fill(user, { Option: '', Value: '12 mm' });
    await submit(user);
    expect(await screen.findByText('Say what the value is of, like Size')).toBeInTheDocument();
    await fill(user, { Option: 'Size', Value: '12:mm' });
    await submit(user);
    expect(await screen.findByText('Value can’t have a colon, like 12 mm')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await fill(user, { Value: '12 mm' });
    await submit(user);
    expect(await screen.findByText(`${chisel.Name} was added to the catalogue.`)).toBeInTheDocument();
    expect(body).toMatchObject({ option: { name: 'Size', value: '12 mm' } });
    expect(body).not.toHaveProperty('sizeOf');
  });
});

describe('Add A Size (from Manage Products’ Add a size)', () => {
  const [small] = chiselFixtures as [Product];

  it('when it opens for a tool in sizes, then the form holds the tool’s name, words, picture, price, place and option name, its own value and SKU empty; adding sends sizeOf and the size joins the tool', async () => {
    let body: unknown;
    server.use(
      http.post('/productAdd', async ({ request }) => {
        body = await request.clone().json();
      }),
    );
    const user = userEvent.setup();
    const { container } = renderAddProduct(`/dashboard/add-product?sizeOf=${small._id}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Add A Size of Bevel-Edge Chisel' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bevel-Edge Chisel'));
    expect(screen.getByText(/joins Bevel-Edge Chisel \(Size 6 mm, 12 mm, 25 mm\)/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(small.description);
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toHaveValue(small.image);
    expect(screen.getByRole('spinbutton', { name: 'Price' })).toHaveValue(small.price);
    expect(screen.getByRole('textbox', { name: 'Option' })).toHaveValue('Size');
    expect(screen.getByRole('textbox', { name: 'Value' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'SKU' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('oakridge'));
    await expectNoAxeViolations(container);

    await fill(user, { Name: 'Bevel-Edge Chisel 12 mm', Value: '12 mm', SKU: 'oak-ch-12b', Available: '5', 'Minimum order': '1', 'Weight, packed': '190' });
    await user.click(screen.getByRole('button', { name: 'Add Size' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('“Bevel-Edge Chisel 6 mm” already has a Size 12 mm (“Bevel-Edge Chisel 12 mm”).');
    await fill(user, { Name: 'Bevel-Edge Chisel 18 mm', Value: '18 mm' });
    await user.click(screen.getByRole('button', { name: 'Add Size' }));
    expect(await screen.findByText('Bevel-Edge Chisel 18 mm was added to the catalogue.')).toBeInTheDocument();
    expect(body).toMatchObject({ name: 'Bevel-Edge Chisel 18 mm', option: { name: 'Size', value: '18 mm' }, sizeOf: small._id, brand: 'oakridge' });
    expect(mockShop.sizeOf[mockShop.products[0]!._id]).toBe(small._id);
    // Ready for the next size, from the tool again.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bevel-Edge Chisel');
  });

  it('when the tool doesn’t come in sizes yet, then the page says to give it its option first, with no form', async () => {
    const hammer = productFixtures[0]!;
    renderAddProduct(`/dashboard/add-product?sizeOf=${hammer._id}`);
    expect(await screen.findByText(/doesn’t come in sizes yet/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
