import { delay, http as untypedHttp } from 'msw';
import { expect, screen, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { scenario } from '../../../testing/mocks/scenarios';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { stockMovementFixture } from '../../../testing/fixtures/stock';
import { uuidLike } from '../../../testing/fixtures/ids';
import { chiselFixtures } from '../../../testing/fixtures/products';
import { AddProduct } from '../components/add-product';
import { ManageProducts } from '../components/manage-products';

const meta = preview.meta({
  title: 'Dashboard/Admin/Products',
  component: ManageProducts,
  parameters: { session: 'admin', route: { path: '/dashboard/manage-products', url: '/dashboard/manage-products' }, layout: 'padded' },
});

export const ManageAll = meta.story({});
export const ManagePhone = meta.story({ globals: { viewport: { value: 'phone' } } });
/** A misspelled search in the address (`?q=plires`): the products of the word the shop read, and what it read. */
export const ManageSearchMisspelled = meta.story({
  parameters: { route: { path: '/dashboard/manage-products', url: '/dashboard/manage-products?q=plires' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products match “plires”. Showing products for “pliers”.', {}, { timeout: 10_000 })).toBeVisible();
  },
});
export const ManageSearchNothing = meta.story({
  parameters: { route: { path: '/dashboard/manage-products', url: '/dashboard/manage-products?q=chainsaw' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products match “chainsaw”.', {}, { timeout: 10_000 })).toBeVisible();
  },
});
export const ManageEmpty = meta.story({
  beforeEach: () => {
    mockShop.products = [];
  },
});
export const ManageLoading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/allProducts', () => delay('infinite'))) });
export const ManageLoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('listAllProducts', 'serverError')) });
export const EditDialogOpen = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit 16 oz Fibreglass Claw Hammer' }));
    await screen.findByRole('dialog');
  },
});
export const EditDiscardChanges = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit 16 oz Fibreglass Claw Hammer' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), ' XL');
    await userEvent.keyboard('{Escape}');
    await expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeVisible();
  },
});
export const EditDiscardChangesPhone = EditDiscardChanges.extend({ globals: { viewport: { value: 'phone' } } });
/** A tool with trade prices: a row per break, each removable, and room for more up to five. */
export const EditPriceBreaks = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Slotted Screwdriver Set, 3 Pieces' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('spinbutton', { name: 'Break 2: price each' })).toHaveValue(19.99);
  },
});
export const EditPriceBreaksPhone = EditPriceBreaks.extend({ globals: { viewport: { value: 'phone' } } });
/** Breaks that can't be: at the minimum order, and dearer than the price. Each says why before anything is sent. */
export const PriceBreakErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit 16 oz Fibreglass Claw Hammer' }));
    const dialog = await screen.findByRole('dialog');
    // The category and brand come with their lists: the form at its full height before the errors' focus scrolls it.
    await within(dialog).findByRole('combobox', { name: 'Brand' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a price break' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Break 1: from quantity' }), '2');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Break 1: price each' }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(await within(dialog).findByText('Must be more than the minimum order (2)')).toBeVisible();
    await expect(within(dialog).getByText('Must be less than the price ($9.99)')).toBeVisible();
  },
});
export const DeleteConfirmation = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete 16 oz Fibreglass Claw Hammer' }));
    await screen.findByRole('dialog');
  },
});

const hammer = '16 oz Fibreglass Claw Hammer';

export const AdjustStock = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Adjust stock of ${hammer}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByRole('textbox', { name: /Units to add/ }), '-2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Two found damaged in the stock room');
  },
});
export const AdjustStockPhone = AdjustStock.extend({ globals: { viewport: { value: 'phone' } } });
export const AdjustStockInvalid = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Adjust stock of ${hammer}` }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'Set to' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust stock' }));
    await expect(await dialog.findByText('Say why the stock changes')).toBeVisible();
  },
});
export const AdjustStockRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('adjustStock', 'conflict')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Adjust stock of ${hammer}` }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Units to add/ }), '-5');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Broken handles');
    await userEvent.click(dialog.getByRole('button', { name: 'Adjust stock' }));
    await dialog.findByRole('alert');
  },
});

/** A hammer ordered twice (one hold expired, one order cancelled) and found short by two. */
const withHistory = () => {
  const id = mockShop.products[0]!._id;
  mockShop.stockMovements.unshift(
    stockMovementFixture({ _id: uuidLike(9801), productId: id, change: -2, createdAt: '2026-11-20T12:00:00.000Z' }),
    stockMovementFixture({ _id: uuidLike(9802), productId: id, change: 5, reason: 'cancelled', orderId: uuidLike(71), actor: 'customer@handtools.test', note: null, createdAt: '2026-11-19T15:30:00.000Z' }),
    stockMovementFixture({ _id: uuidLike(9803), productId: id, change: -5, reason: 'reserved', orderId: uuidLike(71), actor: 'customer@handtools.test', note: null, createdAt: '2026-11-19T09:10:00.000Z' }),
    stockMovementFixture({ _id: uuidLike(9804), productId: id, change: 3, reason: 'expired', orderId: uuidLike(70), actor: null, note: null, createdAt: '2026-11-12T10:00:00.000Z' }),
    stockMovementFixture({ _id: uuidLike(9805), productId: id, change: -3, reason: 'reserved', orderId: uuidLike(70), actor: 'customer@handtools.test', note: null, createdAt: '2026-11-11T10:00:00.000Z' }),
  );
  mockShop.products[0]!.available -= 2;
};
const openHistory = async ({ canvas, userEvent }: { canvas: { findByRole: typeof screen.findByRole }; userEvent: { click: (element: Element) => Promise<void> } }) => {
  await userEvent.click(await canvas.findByRole('button', { name: `Stock history of ${hammer}` }));
  await within(await screen.findByRole('dialog')).findByRole('list');
};
export const StockHistory = meta.story({ beforeEach: withHistory, play: openHistory });
export const StockHistoryPhone = StockHistory.extend({ globals: { viewport: { value: 'phone' } } });
export const StockHistoryLoadFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('listStockMovements', 'serverError')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Stock history of ${hammer}` }));
    await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Retry' });
  },
});

export const AddForm = meta.story({
  render: () => <AddProduct />,
  parameters: { route: { path: '/dashboard/add-product', url: '/dashboard/add-product' } },
});
export const AddFormPhone = AddForm.extend({ globals: { viewport: { value: 'phone' } } });
export const AddValidationErrors = meta.story({
  render: () => <AddProduct />,
  parameters: { route: { path: '/dashboard/add-product', url: '/dashboard/add-product' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Product' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
  },
});

export const Added = meta.story({
  render: () => <AddProduct />,
  parameters: { route: { path: '/dashboard/add-product', url: '/dashboard/add-product' } },
  play: async ({ canvas, userEvent }) => {
    const fields = {
      Name: 'Japanese Pull Saw',
      'Image URL': '/images/tools/panel-saw.svg',
      Available: '30',
      'Minimum order': '1',
      Price: '34.5',
      'Weight, packed': '300',
      Description: 'Cuts on the pull stroke with a thin, flexible blade.',
    };
    for (const [label, value] of Object.entries(fields)) await userEvent.type(await canvas.findByLabelText(label, { exact: false, selector: 'input, textarea' }), value);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Product' }));
    await expect(await canvas.findByText('Japanese Pull Saw was added to the catalogue.')).toBeVisible();
  },
});
export const AddedPhone = Added.extend({ globals: { viewport: { value: 'phone' } } });

const addSize = { path: '/dashboard/add-product', url: `/dashboard/add-product?sizeOf=${chiselFixtures[0]!._id}` };
/** Add a size (from a row's Add a size): the form filled from the tool, its option's name kept, the value, SKU and stock to give. */
export const AddSizeForm = meta.story({
  render: () => <AddProduct />,
  parameters: { route: addSize },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Add A Size of Bevel-Edge Chisel' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Option' })).toHaveValue('Size');
  },
});
export const AddSizeFormPhone = AddSizeForm.extend({ globals: { viewport: { value: 'phone' } } });
/** An option without its value: the value's field says what it needs before anything is sent. */
export const AddSizeValueMissing = meta.story({
  render: () => <AddProduct />,
  parameters: { route: addSize },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Add A Size of Bevel-Edge Chisel' }, { timeout: 10_000 });
    for (const [label, value] of Object.entries({ Available: '12', 'Minimum order': '1', 'Weight, packed': '210' })) await userEvent.type(canvas.getByRole('spinbutton', { name: label }), value);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Size' }));
    await expect(await canvas.findByText('Give this size its value, like 12 mm')).toBeVisible();
  },
});
/** A size the tool has already: the server's refusal, in its words. */
export const AddSizeRefused = meta.story({
  render: () => <AddProduct />,
  parameters: { route: addSize },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Add A Size of Bevel-Edge Chisel' }, { timeout: 10_000 });
    for (const [label, value] of Object.entries({ Available: '12', 'Minimum order': '1', 'Weight, packed': '210' })) await userEvent.type(canvas.getByRole('spinbutton', { name: label }), value);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value' }), '12 mm');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Size' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('already has a Size 12 mm');
  },
});
