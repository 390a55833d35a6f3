import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../testing/downloads';
import { orderFixture } from '../../../testing/fixtures/orders';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { problem } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import { AuditTrail } from '../components/audit-trail';
import { OrderHistory } from '../components/history-panel';

const page = '/dashboard/audit-trail';
const renderTrail = (url = page) => renderWithProviders(<AuditTrail />, { route: url, path: page, preloadedState: signedInAs(adminFixture) });

describe('the audit trail', () => {
  it('when it loads, then each staff action shows who, what, about what, the change and the address', async () => {
    const { container } = renderTrail();
    const row = (await screen.findByRole('rowheader', { name: 'Price changed' })).closest('tr') as HTMLElement;
    expect(within(row).getByText(adminFixture.email)).toBeInTheDocument();
    expect(within(row).getByText('price: 24.99 to 19.99')).toBeInTheDocument();
    expect(within(row).getByText('198.51.100.7')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Order shipped' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when a kind is chosen, then only those actions remain, and Clear filters brings the rest back', async () => {
    const user = userEvent.setup();
    renderTrail();
    await screen.findByRole('rowheader', { name: 'Order shipped' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Stock adjusted');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Order shipped' })).not.toBeInTheDocument());
    expect(screen.getByText('note: Three damaged in the stock room')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('rowheader', { name: 'Order shipped' })).toBeInTheDocument();
  });

  it('when a kind is chosen and a person applied before the page re-renders, then both filters apply', async () => {
    const { router } = renderTrail();
    await screen.findByRole('rowheader', { name: 'Order shipped' });
    const person = screen.getByRole('textbox', { name: 'Person (email)' });
    fireEvent.change(person, { target: { value: 'admin@handtools.test' } });
    // One act: React renders once, after both.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'What' }), { target: { value: 'order.shipped' } });
      fireEvent.keyDown(person, { key: 'Enter' });
    });
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ kind: 'order.shipped', actor: 'admin@handtools.test' }));
  });

  it('when nothing matches the days, then the screen says so', async () => {
    renderTrail(`${page}?from=2000-01-01&to=2000-01-02`);
    expect(await screen.findByText('No staff action matches these filters.')).toBeInTheDocument();
  });

  it('when loading fails, then the error offers Retry', async () => {
    server.use(scenario('listAuditEntries', 'serverError'));
    renderTrail();
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('the audit trail’s heading and export', () => {
  it('when it shows, then the title comes first, then Export CSV, then the filters', async () => {
    renderTrail();
    const title = await screen.findByRole('heading', { name: 'Audit Trail' });
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    const firstFilter = screen.getByRole('textbox', { name: 'Person (email)' });
    expect(title.compareDocumentPosition(exportButton) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(exportButton.compareDocumentPosition(firstFilter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when Export CSV is pressed, then the filtered trail downloads with the owner’s token and the screen’s filters', async () => {
    const { saved, requests } = captureDownloads('/export/audit-entries');
    const user = userEvent.setup();
    renderTrail(`${page}?kind=order.shipped`);
    await screen.findByRole('rowheader', { name: 'Order shipped' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests.at(-1)!.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(new URL(requests.at(-1)!.url).searchParams.get('kind')).toBe('order.shipped');
    expect(saved[0]!.name).toBe('audit-trail.csv');
    const [header, ...rows] = (await saved[0]!.blob.text()).trim().split('\n');
    expect(header).toMatch(/^entryId,createdAt,actorEmail,kind,/);
    expect(rows.every((row) => row.includes(',order.shipped,'))).toBe(true);
    vi.restoreAllMocks();
  });

  it('when the export fails, then the reason shows with Retry', async () => {
    server.use(http.get('/export/audit-entries', ({ response }) => response(500).json(problem(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.'))));
    const user = userEvent.setup();
    renderTrail();
    await screen.findByRole('rowheader', { name: 'Order shipped' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The export failed: Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('an order’s history', () => {
  it('when the order was shipped, then its panel names who shipped it and the status before and after', async () => {
    renderWithProviders(<OrderHistory orderId={orderFixture()._id} />, { preloadedState: signedInAs(adminFixture) });
    const panel = await screen.findByRole('region', { name: 'Staff actions' });
    expect(await within(panel).findByText(/Order shipped by packer@handtools.test/)).toBeInTheDocument();
    expect(within(panel).getByText('status: paid to shipped')).toBeInTheDocument();
  });
});
