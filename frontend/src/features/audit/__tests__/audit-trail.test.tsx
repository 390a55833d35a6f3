import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../../testing/fixtures/orders';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
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

describe('an order’s history', () => {
  it('when the order was shipped, then its panel names who shipped it and the status before and after', async () => {
    renderWithProviders(<OrderHistory orderId={orderFixture()._id} />, { preloadedState: signedInAs(adminFixture) });
    const panel = await screen.findByRole('region', { name: 'Staff actions' });
    expect(await within(panel).findByText(/Order shipped by packer@handtools.test/)).toBeInTheDocument();
    expect(within(panel).getByText('status: paid to shipped')).toBeInTheDocument();
  });
});
