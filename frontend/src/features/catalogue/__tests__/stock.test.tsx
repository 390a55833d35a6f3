import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { stockMovementFixture } from '../../../testing/fixtures/stock';
import { uuidLike } from '../../../testing/fixtures/ids';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, onAPhone, renderWithProviders, enterText } from '../../../testing/test-utils';
import { ManageProducts } from '../components/manage-products';
import { withResultingStock } from '../components/stock-history-dialog';

const hammer = productFixtures[0]!;
const availableOf = () => mockShop.products.find((product) => product._id === hammer._id)!.available;

const renderManageProducts = () =>
  renderWithProviders(<ManageProducts />, { route: '/dashboard/manage-products', path: '/dashboard/manage-products', preloadedState: signedInAs(adminFixture) });

const rowOf = async (name: string) => within((await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement);

async function openAdjust(user: ReturnType<typeof userEvent.setup>) {
  await user.click((await rowOf(hammer.name)).getByRole('button', { name: `Adjust stock of ${hammer.name}` }));
  return within(await screen.findByRole('dialog', { name: `Adjust stock of ${hammer.name}` }));
}

describe('adjusting a tool’s stock', () => {
  it('when an admin removes units with a reason, then the server gets the change and the note, and the row and a message show the new stock', async () => {
    const user = userEvent.setup();
    renderManageProducts();
    const dialog = await openAdjust(user);
    expect(dialog.getByText(String(hammer.available))).toBeInTheDocument();
    await enterText(user, dialog.getByRole('textbox', { name: /Units to add/ }), '-2');
    await enterText(user, dialog.getByRole('textbox', { name: 'Reason' }), 'Two found damaged');
    await expectNoAxeViolations(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Adjust stock' }));
    expect(await screen.findByText(`${hammer.name} now has ${hammer.available - 2} in stock.`)).toBeInTheDocument();
    expect(availableOf()).toBe(hammer.available - 2);
    expect(mockShop.stockMovements[0]).toMatchObject({ productId: hammer._id, change: -2, reason: 'adjusted', note: 'Two found damaged', actor: adminFixture.email });
    await waitFor(async () => expect((await rowOf(hammer.name)).getByText(String(hammer.available - 2))).toBeInTheDocument());
  });

  it('when an admin sets the stock to a count, then the difference from the stock shown is sent', async () => {
    let sent: unknown;
    server.use(
      http.post('/products/{id}/stock-movements', async ({ request }) => {
        sent = await request.clone().json();
      }),
    );
    const user = userEvent.setup();
    renderManageProducts();
    const dialog = await openAdjust(user);
    await user.click(dialog.getByRole('radio', { name: 'Set to' }));
    await enterText(user, dialog.getByRole('textbox', { name: 'New stock' }), '40');
    await enterText(user, dialog.getByRole('textbox', { name: 'Reason' }), 'Stock count');
    await user.click(dialog.getByRole('button', { name: 'Adjust stock' }));
    await waitFor(() => expect(sent).toEqual({ change: 40 - hammer.available, note: 'Stock count' }));
  });

  it('when the reason is missing, the change is zero or takes the stock below zero, then the form says so and sends nothing', async () => {
    const user = userEvent.setup();
    renderManageProducts();
    const dialog = await openAdjust(user);
    await user.click(dialog.getByRole('button', { name: 'Adjust stock' }));
    expect(await dialog.findByText('Enter a number of units')).toBeInTheDocument();
    expect(dialog.getByText('Say why the stock changes')).toBeInTheDocument();
    await enterText(user, dialog.getByRole('textbox', { name: 'Reason' }), 'Count');
    await enterText(user, dialog.getByRole('textbox', { name: /Units to add/ }), '0');
    await user.click(dialog.getByRole('button', { name: 'Adjust stock' }));
    expect(await dialog.findByText('A change of 0 changes nothing')).toBeInTheDocument();
    await user.clear(dialog.getByRole('textbox', { name: /Units to add/ }));
    await enterText(user, dialog.getByRole('textbox', { name: /Units to add/ }), `-${hammer.available + 1}`);
    await user.click(dialog.getByRole('button', { name: 'Adjust stock' }));
    expect(await dialog.findByText(`Only ${hammer.available} in stock: it can’t go below zero`)).toBeInTheDocument();
    expect(availableOf()).toBe(hammer.available);
  });

  it('when the server refuses the adjustment, then its reason shows in the dialog, which stays open', async () => {
    // Orders took stock after the list loaded: the server knows better than the form.
    const user = userEvent.setup();
    renderManageProducts();
    server.use(http.post('/products/{id}/stock-movements', ({ response }) => response(409).json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'Only 1 in stock: removing 5 would take it below zero.' })));
    const dialog = await openAdjust(user);
    await enterText(user, dialog.getByRole('textbox', { name: /Units to add/ }), '-5');
    await enterText(user, dialog.getByRole('textbox', { name: 'Reason' }), 'Broken');
    await user.click(dialog.getByRole('button', { name: 'Adjust stock' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Only 1 in stock: removing 5 would take it below zero.');
    expect(screen.getByRole('dialog', { name: `Adjust stock of ${hammer.name}` })).toBeInTheDocument();
  });
});

describe('a tool’s stock history', () => {
  it('when the history opens, then each movement shows its kind, who, when, the change and the stock it left, newest first', async () => {
    mockShop.stockMovements.unshift(
      stockMovementFixture({ _id: uuidLike(9601), productId: hammer._id, change: 5, reason: 'cancelled', orderId: uuidLike(77), actor: 'customer@handtools.test', note: null, createdAt: '2026-11-20T10:00:00.000Z' }),
      stockMovementFixture({ _id: uuidLike(9602), productId: hammer._id, change: -5, reason: 'reserved', orderId: uuidLike(77), actor: 'customer@handtools.test', note: null, createdAt: '2026-11-20T09:00:00.000Z' }),
    );
    // Newest first, as the server lists them.
    mockShop.stockMovements.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const user = userEvent.setup();
    renderManageProducts();
    await user.click((await rowOf(hammer.name)).getByRole('button', { name: `Stock history of ${hammer.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Stock history of ${hammer.name}` }));
    const items = within(await dialog.findByRole('list', { name: 'Stock movements, newest first' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(new RegExp(`^Released by a cancel\\+5 · now ${hammer.available}customer@handtools.test · .+ · order `)),
      expect.stringMatching(new RegExp(`^Reserved by an order−5 · now ${hammer.available - 5}customer@handtools.test`)),
      expect.stringMatching(new RegExp(`^Starting stock\\+${hammer.available} · now ${hammer.available}admin@handtools.test`)),
    ]);
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });

  it('when the history has more than a page, then Load more adds the older movements', async () => {
    const older = Array.from({ length: 25 }, (_, i) =>
      stockMovementFixture({ _id: uuidLike(9700 + i), productId: hammer._id, change: 1, note: `Count ${i}`, createdAt: `2026-11-${String(25 - i).padStart(2, '0')}T08:00:00.000Z` }),
    );
    mockShop.stockMovements.unshift(...older);
    const user = userEvent.setup();
    renderManageProducts();
    await user.click((await rowOf(hammer.name)).getByRole('button', { name: `Stock history of ${hammer.name}` }));
    const dialog = within(await screen.findByRole('dialog'));
    const list = () => within(dialog.getByRole('list', { name: 'Stock movements, newest first' })).getAllByRole('listitem');
    await waitFor(() => expect(list()).toHaveLength(20));
    await user.click(dialog.getByRole('button', { name: 'Load more movements' }));
    await waitFor(() => expect(list()).toHaveLength(26));
    expect(dialog.queryByRole('button', { name: 'Load more movements' })).not.toBeInTheDocument();
  });

  it('when the stock history fails to load, then Retry loads it and gives the focus to the dialog’s heading', async () => {
    server.use(scenario('listStockMovements', 'serverError'));
    const user = userEvent.setup();
    renderManageProducts();
    await user.click((await rowOf(hammer.name)).getByRole('button', { name: `Stock history of ${hammer.name}` }));
    const dialog = within(await screen.findByRole('dialog', { name: `Stock history of ${hammer.name}` }));
    const retry = await dialog.findByRole('button', { name: 'Retry' });
    server.resetHandlers();
    await user.click(retry);
    expect(await dialog.findByRole('list', { name: 'Stock movements, newest first' })).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('heading', { name: `Stock history of ${hammer.name}` })).toHaveFocus());
  });
});

describe('Manage Products on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the products load, then each is a card with its price, stock and minimum and every action, and no table', async () => {
    onAPhone();
    const { container } = renderManageProducts();
    const list = await screen.findByRole('list', { name: 'All products' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(within(list).getByRole('heading', { name: hammer.name }).closest('li')!);
    expect(card.getByText(String(hammer.available))).toBeInTheDocument();
    for (const action of [`Edit ${hammer.name}`, `Adjust stock of ${hammer.name}`, `Stock history of ${hammer.name}`, `Delete ${hammer.name}`]) {
      expect(card.getByRole('button', { name: action })).toBeInTheDocument();
    }
    await expectNoAxeViolations(container);
  });
});

describe('the stock each movement left', () => {
  it('when walked back from today’s count, then each step undoes the newer movement', () => {
    const movements = [stockMovementFixture({ change: -2 }), stockMovementFixture({ change: 10 }), stockMovementFixture({ change: 50, reason: 'initial' })];
    expect(withResultingStock(movements, 58).map(({ after }) => after)).toEqual([58, 60, 50]);
  });
});
