import { delay, http as untypedHttp } from 'msw';
import preview from '../../../../../.storybook/preview';
import { scenario } from '../../../testing/mocks/scenarios';
import { AuditTrail } from '../components/audit-trail';

const page = '/dashboard/audit-trail';
const meta = preview.meta({
  title: 'Dashboard/Owner/Audit Trail',
  component: AuditTrail,
  parameters: { session: 'admin', route: { path: page, url: page }, layout: 'padded' },
});

export const Entries = meta.story({});
/** Filtered by the page's address: only price changes. */
export const FilteredByKind = meta.story({ parameters: { route: { path: page, url: `${page}?kind=product.price_changed` } } });
export const NothingMatches = meta.story({ parameters: { route: { path: page, url: `${page}?from=2000-01-01&to=2000-01-02` } } });
export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/audit-entries', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('listAuditEntries', 'serverError')) });
export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });
/** Export CSV failed: the reason, with Retry, under the title and above the filters. */
export const ExportFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('exportAuditEntries', 'serverError')),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('rowheader', { name: 'Order shipped' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await canvas.findByText(/^The export failed:/);
  },
});
