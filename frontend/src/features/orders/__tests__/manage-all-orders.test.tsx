import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../testing/downloads';
import { multiLineOrderFixture, orderFixture } from '../../../testing/fixtures/orders';
import { productFixtures } from '../../../testing/fixtures/products';
import { adminFixture, customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { mockShop, problem } from '../../../testing/mocks/mock-shop';
import { ordersScenarios } from '../../../testing/mocks/orders-handlers';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { ManageAllOrders, ORDERS_POLL_MS } from '../components/manage-all-orders';

// The mock shop's orders: #1001 unpaid, #1002 paid, #1003 shipped, #1004 cancelled, #1005 cancelled and refunded.
const renderManageAllOrders = (route = '/dashboard/manage-all-orders') =>
  renderWithProviders(<ManageAllOrders />, { route, path: '/dashboard/manage-all-orders', preloadedState: signedInAs(adminFixture) });

const card = async (number: number) => within(await screen.findByRole('listitem', { name: `Order #${number}` }));
const shownNumbers = async () => (await screen.findAllByRole('listitem', { name: /^Order #/ })).map((item) => item.getAttribute('aria-label'));

/** Counts the list's requests to the mocked API. */
function countListRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/orders') seen.push(request.url);
  };
  server.events.on('request:start', listener);
  return seen;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('Manage All Orders', () => {
  it('when the orders load, then each shows its number, date, customer, address, phone, lines, total and the admin’s status words', async () => {
    const { container } = renderManageAllOrders();
    expect(screen.getByRole('heading', { level: 2, name: 'Manage All Orders' })).toBeInTheDocument();
    const unpaid = await card(1001);
    expect(unpaid.getByRole('link', { name: 'Order #1001, open its page' })).toHaveAttribute('href', `/dashboard/orders/${mockShop.orders[0]!._id}`);
    expect(unpaid.getByText(/^Nov 21, 2026/)).toBeInTheDocument();
    expect(unpaid.getByText(customerFixture.name)).toBeInTheDocument();
    expect(unpaid.getByText(customerFixture.email)).toBeInTheDocument();
    expect(unpaid.getByText('14 Mill Lane, Leeds LS1 4AB')).toBeInTheDocument();
    expect(unpaid.getByText('+44 113 496 0000')).toBeInTheDocument();
    expect(unpaid.getByText(`2 × ${productFixtures[0]!.name} · $19.98`)).toBeInTheDocument();
    expect(unpaid.getByText('UnPaid')).toBeInTheDocument();
    expect((await card(1002)).getByText('Pending')).toBeInTheDocument();
    expect((await card(1002)).getByText('Not yet shipped')).toBeInTheDocument();
    // Placed with VAT: the list says how much of its total it is, as the order's page does; one from before tax was kept says nothing.
    const vat = mockShop.orders.find((order) => order.number === 1002)!.tax!.total;
    expect((await card(1002)).getByText(`VAT $${vat}`)).toBeInTheDocument();
    expect(unpaid.queryByText(/^VAT /)).toBeNull();
    expect((await card(1003)).getByText('Shipped')).toBeInTheDocument();
    expect((await card(1004)).getByText('Cancelled')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when an order is paid, then it offers Ship and Refund; a shipped one Refund only; the others nothing', async () => {
    renderManageAllOrders();
    const paid = await card(1002);
    expect(paid.getByRole('button', { name: 'Ship order #1002' })).toBeInTheDocument();
    expect(paid.getByRole('button', { name: 'Refund order #1002' })).toBeInTheDocument();
    expect((await card(1003)).getAllByRole('button').map((button) => button.textContent)).toEqual(['Refund']);
    for (const number of [1001, 1004, 1005]) expect((await card(number)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('when an order has several tools, then its card lists every line and the total', async () => {
    const order = multiLineOrderFixture({ status: 'paid', paid: true, transactionId: 'pi_test_multi', holdExpiresAt: null });
    mockShop.orders.unshift(order);
    renderManageAllOrders();
    const multi = await card(order.number);
    for (const line of order.lines) expect(multi.getByText(`${line.quantity} × ${line.productName} · $${line.price}`)).toBeInTheDocument();
    expect(multi.getByText(`$${order.price}`)).toBeInTheDocument();
  });

  it('when Ship is confirmed, then the order turns Shipped and the message confirming it takes the focus (its Ship button is gone)', async () => {
    const user = userEvent.setup();
    renderManageAllOrders();
    await user.click((await card(1002)).getByRole('button', { name: 'Ship order #1002' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ship order #1002?' })).getByRole('button', { name: 'Ship' }));
    const message = (await screen.findByText('Order #1002 is marked as shipped.')).closest('[role="status"]');
    await waitFor(async () => expect((await card(1002)).getByText('Shipped')).toBeInTheDocument());
    await waitFor(() => expect(message).toHaveFocus());
    expect(mockShop.orders[1]!.status).toBe('shipped');
  });

  it('when Refund is pressed, then the dialog says what happens; Don’t refund changes nothing', async () => {
    const user = userEvent.setup();
    renderManageAllOrders();
    await user.click((await card(1002)).getByRole('button', { name: 'Refund order #1002' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order #1002?' }));
    expect(dialog.getByText(/^#1002 is refunded in full: \$[\d.]+ goes back to Customer Demo through the payment provider\. The tools go back in stock, as the order has not shipped\. The customer is emailed\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Don’t refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockShop.orders[1]!.status).toBe('paid');
  });

  it('when a refund is confirmed with a double click, then one refund is sent, the order shows Refunded and its stock is back', async () => {
    const refunds: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/refund')) refunds.push(request.url);
    });
    const product = mockShop.products.find((p) => p._id === mockShop.orders[1]!.productId)!;
    const stockBefore = product.available;
    const user = userEvent.setup();
    renderManageAllOrders();
    await user.click((await card(1002)).getByRole('button', { name: 'Refund order #1002' }));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: /^Refund \$/ });
    await user.dblClick(confirm);
    expect(await screen.findByText(/^Order #1002 is refunded: \$[\d.]+ goes back to Customer Demo\.$/)).toBeInTheDocument();
    await waitFor(async () => expect((await card(1002)).getByText('Refunded')).toBeInTheDocument());
    expect(refunds).toHaveLength(1);
    expect(mockShop.orders[1]!.status).toBe('refunded');
    expect(product.available).toBe(stockBefore + mockShop.orders[1]!.quantity);
  });

  it('when the refund fails, then the dialog shows why and Retry refund sends it again', async () => {
    server.use(http.post('/orders/{id}/refund', ({ response }) => response(502).json(problem(502, 'Bad Gateway', 'The payment provider did not answer. Nothing was refunded; try again.'))));
    const user = userEvent.setup();
    renderManageAllOrders();
    await user.click((await card(1002)).getByRole('button', { name: 'Refund order #1002' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: /^Refund \$/ }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The payment provider did not answer. Nothing was refunded; try again.');
    server.resetHandlers();
    await user.click(dialog.getByRole('button', { name: 'Retry refund' }));
    expect(await screen.findByText(/^Order #1002 is refunded/)).toBeInTheDocument();
  });

  it('when the order was refunded elsewhere meanwhile, then the refund counts as done', async () => {
    const user = userEvent.setup();
    renderManageAllOrders();
    await user.click((await card(1002)).getByRole('button', { name: 'Refund order #1002' }));
    mockShop.orders[1]!.refundedAt = '2026-11-22T10:00:00.000Z';
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Refund \$/ }));
    expect(await screen.findByText(/^Order #1002 is refunded/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the admin picks a status and searches, then only matching orders show and the URL holds the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderManageAllOrders();
    await card(1001);
    const options = within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Any status', 'Unpaid', 'Paid, not yet shipped', 'Shipped', 'Cancelled', 'Refunded']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    await waitFor(async () => expect(await shownNumbers()).toEqual(['Order #1002']));
    expect(router.state.location.search).toBe('?status=paid');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), '#1003{Enter}');
    await waitFor(async () => expect(await shownNumbers()).toEqual(['Order #1003']));
    expect(router.state.location.search).toBe('?q=%231003');
  });

  it('when a status is picked and a search sent before the page re-renders, then both filters apply', async () => {
    const { router } = renderManageAllOrders();
    await card(1001);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: '#1002' } });
    // One act: React renders once, after both, as on a busy phone where the second comes before the first's render.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'paid' } });
      fireEvent.submit(screen.getByRole('search'));
    });
    await waitFor(async () => expect(await shownNumbers()).toEqual(['Order #1002']));
    expect(router.state.location.search).toBe('?status=paid&q=%231002');
  });

  it('when the page opens with filters in its URL, then they are applied and shown; Back restores the previous ones', async () => {
    const user = userEvent.setup();
    const { router } = renderManageAllOrders(`/dashboard/manage-all-orders?q=${encodeURIComponent(productFixtures[2]!.name)}&from=2026-11-01&to=2026-11-30`);
    expect(await shownNumbers()).toEqual(['Order #1003']);
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(productFixtures[2]!.name);
    expect(screen.getByLabelText('Placed from')).toHaveValue('2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await shownNumbers()).toHaveLength(5));
    await act(() => router.navigate(-1));
    await waitFor(async () => expect(await shownNumbers()).toEqual(['Order #1003']));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(productFixtures[2]!.name);
  });

  it('when nothing matches, then a sentence says so and Clear filters brings every order back', async () => {
    const user = userEvent.setup();
    renderManageAllOrders('/dashboard/manage-all-orders?q=nobody-at-all');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await shownNumbers()).toHaveLength(5);
  });

  it('when the day range ends before it starts, then the field says so and the server’s refusal shows', async () => {
    renderManageAllOrders('/dashboard/manage-all-orders?from=2026-11-20&to=2026-11-01');
    expect(await screen.findByText('The range ends before it starts.')).toBeInTheDocument();
    expect(await screen.findByText('The date range ends before it starts.')).toBeInTheDocument();
  });

  it('when there are no orders, then a sentence says so', async () => {
    mockShop.orders = [];
    renderManageAllOrders();
    expect(await screen.findByText('There are no orders yet.')).toBeInTheDocument();
  });

  it('while loading, then skeletons hold the place; when loading fails, then Retry recovers', async () => {
    server.use(ordersScenarios.allOrdersServerError);
    const user = userEvent.setup();
    const { container } = renderManageAllOrders();
    expect(screen.getByLabelText('Loading orders')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    // Retry went with the error: focus goes to the screen's heading, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Manage All Orders' })).toHaveFocus());
  });

  it('when a later page fails, then the orders shown stay, the error sits by Load more and Retry loads that page', async () => {
    mockShop.orders.push(...Array.from({ length: 20 }, (_, i) => orderFixture({ _id: `0193a7d2-5c1e-7b3a-9f00-0000000f${String(i).padStart(4, '0')}`, createdAt: '2026-11-01T09:00:00.000Z' })));
    const user = userEvent.setup();
    renderManageAllOrders();
    expect(await shownNumbers()).toHaveLength(20);
    server.use(http.get('/orders', ({ response }) => response(500).json(problem(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'))));
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(await shownNumbers()).toHaveLength(20);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await shownNumbers()).toHaveLength(25));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Manage All Orders' })).toHaveFocus());
  });

  it('when the window regains focus, then the list asks once and a new order appears', async () => {
    renderManageAllOrders();
    expect(await shownNumbers()).toHaveLength(5);
    const requests = countListRequests();
    mockShop.orders.unshift(orderFixture({ _id: '0193a7d2-5c1e-7b3a-9f00-0000000e0042', createdAt: '2026-11-24T09:00:00.000Z' }));
    // Switching back to the tab fires both; RTK Query must not ask twice.
    fireEvent(window, new Event('visibilitychange'));
    fireEvent.focus(window);
    expect(await card(1066)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toHaveLength(1);
  });

  it('while the list is open, then it asks again every interval and a new order appears without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderManageAllOrders();
    expect(await shownNumbers()).toHaveLength(5);
    mockShop.orders.unshift(orderFixture({ _id: '0193a7d2-5c1e-7b3a-9f00-0000000e0042', createdAt: '2026-11-24T09:00:00.000Z' }));
    await act(() => vi.advanceTimersByTimeAsync(ORDERS_POLL_MS + 10));
    expect(await card(1066)).toBeTruthy();
  });

  it('when Export CSV is pressed, then the filtered orders download with the admin’s token, under the server’s file name', async () => {
    const { saved, requests } = captureDownloads('/export/orders');
    const user = userEvent.setup();
    renderManageAllOrders('/dashboard/manage-all-orders?status=paid');
    await card(1002);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests.at(-1)!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(saved[0]!.name).toBe('orders.csv');
    const [header, ...rows] = (await saved[0]!.blob.text()).trim().split('\r\n');
    expect(header).toMatch(/^orderNumber,orderId,createdAt,status,/);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^1002,0193a7d2-5c1e-7b3a-9f00-0000000e0002,.*,paid,/);
    vi.restoreAllMocks();
  });

  it('when the export fails, then the reason shows with Retry', async () => {
    server.use(http.get('/export/orders', ({ response }) => response(500).json(problem(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'))));
    const user = userEvent.setup();
    renderManageAllOrders();
    await card(1001);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export failed: Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
