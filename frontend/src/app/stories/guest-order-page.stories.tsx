import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AppLayout } from '../app-layout';
import { orderFixture } from '../../testing/fixtures/orders';
import { mockGuestKey } from '../../testing/mocks/guest-handlers';
import { mockShop } from '../../testing/mocks/mock-shop';

// A guest's order opened by its private link (`/orders/{id}#key=…`), in the whole app, as a visitor.
const guestOrderId = '0193a7d2-5c1e-7b3a-9f00-0000000e0099';
const key = mockGuestKey(guestOrderId);
const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'desktop' } };
const at = (hash: string) => ({ route: { path: '/', url: `/orders/${guestOrderId}${hash}` } });

const meta = preview.meta({
  title: 'Pages/Guest order',
  component: AppLayout,
  parameters: { app: true, session: 'visitor', ...at(`#key=${key}`) },
  globals: desktop,
  beforeEach: () => {
    mockShop.orders.unshift(orderFixture({ _id: guestOrderId, number: 1099, userName: 'Guest', email: 'ada@example.com' }));
    mockShop.guestKeys[guestOrderId] = key;
  },
});

/** Unpaid: what it holds, where its email went, the card form and Cancel. */
export const Unpaid = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order #1099 is waiting for payment' }, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /^Pay \$/ }, { timeout: 10_000 })).toBeVisible();
  },
});
export const UnpaidPhone = Unpaid.extend({ globals: phone });

/** A declined card: the order stays unpaid and held, and the same form pays it again. */
export const Declined = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, { timeout: 10_000 }), '4000 0000 0000 0002');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay \$/ }));
    await expect(await canvas.findByText('Your card was declined.')).toBeVisible();
  },
});

export const Paid = meta.story({
  beforeEach: () => {
    Object.assign(mockShop.orders[0]!, { paid: true, status: 'paid', transactionId: 'pi_test_1099', holdExpiresAt: null, paidAt: '2026-11-21T09:05:00.000Z' });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Thank you! Order #1099 is paid' }, { timeout: 10_000 })).toBeVisible();
  },
});
export const PaidPhone = Paid.extend({ globals: phone });

/** Another order's key, or none of any order's: answered as a missing order. */
export const WrongKey = meta.story({
  parameters: at(`#key=${'x'.repeat(43)}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No order with that id.', {}, { timeout: 10_000 })).toBeVisible();
  },
});

export const NoKey = meta.story({
  parameters: at(''),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This link is incomplete/, {}, { timeout: 10_000 })).toBeVisible();
  },
});
