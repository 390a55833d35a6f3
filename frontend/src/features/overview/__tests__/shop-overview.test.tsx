import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { busyOverviewFixture, newShopOverviewFixture } from '../../../testing/fixtures/overview';
import { adminFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders } from '../../../testing/test-utils';
import type { Overview } from '../../../types/api';
import { ShopOverview } from '../components/shop-overview';

/** Answers /overview with `overview` and counts the requests. */
function overviewAnswers(overview: Overview) {
  const asked = { count: 0 };
  server.use(
    http.get('/overview', ({ response }) => {
      asked.count += 1;
      return response(200).json(overview);
    }),
  );
  return asked;
}

const renderOverview = () =>
  renderWithProviders(<ShopOverview />, { route: '/dashboard', path: '/dashboard', preloadedState: signedInAs(adminFixture) });

describe('the overview', () => {
  it('when the shop has orders, then it shows the 30 days’ totals, the orders to ship and the tools running out, linked', async () => {
    overviewAnswers(busyOverviewFixture);
    const { container } = renderOverview();
    expect(await screen.findByText('Revenue, last 30 days')).toBeInTheDocument();
    expect(screen.getByText('19')).toBeInTheDocument();
    expect(screen.getByText('$741.98')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ship them in Manage All Orders' })).toHaveAttribute('href', '/dashboard/manage-all-orders?status=paid');
    const lowStock = within(screen.getByRole('region', { name: 'Low on stock' }));
    const [first, second] = lowStock.getAllByRole('link');
    expect(first).toHaveTextContent('22 in Panel Saw, 8 TPI');
    expect(first).toHaveAttribute('href', `/products/${busyOverviewFixture.lowStock[0]!._id}`);
    expect(second).toHaveTextContent('16 oz Fibreglass Claw Hammer');
    expect(lowStock.getByText('3 left · minimum order 10')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the charts show, then a screen reader gets each day’s figures as a table', async () => {
    overviewAnswers(busyOverviewFixture);
    renderOverview();
    const table = await screen.findByRole('table', { name: 'Orders and paid revenue per day, oldest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(within(rows[30]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '$74.94']);
    expect(within(rows[30]!).getByRole('rowheader')).toHaveTextContent('Nov 20');
  });

  it('when the shop is new, then it says no orders yet instead of an empty chart, and no tool runs low', async () => {
    overviewAnswers(newShopOverviewFixture);
    renderOverview();
    expect(await screen.findByText(/No orders in the last 30 days yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Every tool has enough stock.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Manage All Orders/ })).not.toBeInTheDocument();
  });

  it('when the overview fails to load, then Retry asks again and shows it', async () => {
    server.use(scenario('getOverview', 'serverError'));
    renderOverview();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent(/./);
    server.resetHandlers();
    overviewAnswers(busyOverviewFixture);
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Revenue, last 30 days')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Overview' })).toHaveFocus());
  });

  it('when the window regains focus, then the overview asks once more, however many focus events the browser sends', async () => {
    const asked = overviewAnswers(busyOverviewFixture);
    renderOverview();
    await screen.findByText('Revenue, last 30 days');
    expect(asked.count).toBe(1);
    const later = overviewAnswers({ ...busyOverviewFixture, awaitingShipment: 5 });
    act(() => {
      fireEvent(window, new Event('focus'));
      fireEvent(document, new Event('visibilitychange'));
    });
    expect(await screen.findByText('5')).toBeInTheDocument();
    // A second request would have started while the first was under way; give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(later.count).toBe(1);
  });
});
