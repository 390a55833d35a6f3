import { delay, http as untypedHttp } from 'msw';
import { expect, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { scenario } from '../../../testing/mocks/scenarios';
import { justPaid, ThankYouPage } from '../components/thank-you-page';

const UNPAID = '0193a7d2-5c1e-7b3a-9f00-0000000e0001';
const PAID = '0193a7d2-5c1e-7b3a-9f00-0000000e0002';
const at = (id: string, state: unknown = null) => ({ path: '/orders/:id/thank-you', url: `/orders/${id}/thank-you`, state });
const phone = { viewport: { value: 'phone' } };

const meta = preview.meta({
  title: 'Storefront/Thank You',
  component: ThankYouPage,
  parameters: { session: 'customer', route: at(PAID, justPaid), layout: 'padded' },
  globals: { viewport: { value: 'desktop' } },
});

/** Where a payment leads: the order's number, the seed's congratulations with the transaction id, what was bought, and where next. */
export const Paid = meta.story({
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: /^Thank you! Order #\d+ is paid$/ });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/Your Transaction Id:/)).toBeInTheDocument();
  },
});
export const PaidPhone = Paid.extend({ globals: phone });

/** Opened again later (My Orders, an email): the order by its number and where it stands, no payment id. */
export const PaidOpenedLater = meta.story({
  parameters: { route: at(PAID) },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: /^Thank you! Order #\d+ is paid$/ });
    await expect(canvas.getByText('Not yet shipped')).toBeInTheDocument();
    await expect(canvas.queryByText(/pi_test_/)).not.toBeInTheDocument();
  },
});
export const PaidOpenedLaterPhone = PaidOpenedLater.extend({ globals: phone });

/** Opened for an order not paid yet (from an old link): the way to pay it. */
export const NotPaidYet = meta.story({ parameters: { route: at(UNPAID) } });
export const NotPaidYetPhone = NotPaidYet.extend({ globals: phone });

export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(untypedHttp.get('*/api/orders/:id', () => delay('infinite'))) });
export const LoadFailed = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('getOrder', 'serverError')) });
