import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { multiLineOrderFixture } from '../../../testing/fixtures/orders';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { PaymentPage } from '../components/payment-page';

const UNPAID = '0193a7d2-5c1e-7b3a-9f00-0000000e0001';
const PAID = '0193a7d2-5c1e-7b3a-9f00-0000000e0002';
const CANCELLED = '0193a7d2-5c1e-7b3a-9f00-0000000e0004';
const REFUNDED = '0193a7d2-5c1e-7b3a-9f00-0000000e0005';
const at = (id: string) => ({ path: '/dashboard/payment/:id', url: `/dashboard/payment/${id}` });

const meta = preview.meta({
  title: 'Dashboard/Payment',
  component: PaymentPage,
  parameters: { session: 'customer', route: at(UNPAID), layout: 'padded' },
});

export const CardForm = meta.story({});

export const Phone = meta.story({ globals: { viewport: { value: 'phone' } } });

export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Pay \$/ }));
    await expect(await canvas.findByText('Enter your card number')).toBeVisible();
  },
});

export const Declined = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay \$/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your card was declined.');
  },
});

/** Paid: on to the thank-you page (the whole app, so the route changes). */
export const Succeeded = meta.story({
  parameters: { app: true, route: { path: '/', url: `/dashboard/payment/${UNPAID}` } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }, { timeout: 10_000 }), '4242 4242 4242 4242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay \$/ }));
    await expect(await canvas.findByText('Congratulations! your payment is completed', {}, { timeout: 10_000 })).toBeVisible();
    await expect(mockShop.orders[0]?.status).toBe('paid');
  },
});

/** Typed as digits only: the number in fours, the expiry as MM/YY, the CVC digits only. */
export const CardFormatted = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1234');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '12x3');
    await expect(canvas.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await expect(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' })).toHaveValue('12/34');
    await expect(canvas.getByRole('textbox', { name: 'CVC' })).toHaveValue('123');
  },
});
export const CardFormattedPhone = CardFormatted.extend({ globals: { viewport: { value: 'phone' } } });

export const AlreadyPaid = meta.story({ parameters: { route: at(PAID) } });

export const Cancelled = meta.story({ parameters: { route: at(CANCELLED) } });

/** The order was cancelled while the card went through: the server refunds the payment and says so (409 payment_refunded). */
export const RefundedWhilePaying = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(scenario('markOrderPaid', 'conflict'));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/30');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay \$/ }));
    await expect(await canvas.findByText(/This order was cancelled, so your payment of \$[\d.]+ has been refunded/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Pay \$/ })).toBeNull();
  },
});

export const RefundedOrder = meta.story({ parameters: { route: at(REFUNDED) } });

/** An order of several tools (the cart's): "Please pay for" counts every unit, not the lines. */
export const SeveralTools = meta.story({
  parameters: { route: at(multiLineOrderFixture()._id) },
  beforeEach: () => {
    mockShop.orders.unshift(multiLineOrderFixture());
  },
  play: async ({ canvas }) => {
    const order = multiLineOrderFixture();
    const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
    await expect(await canvas.findByText(`${units} tools`, {}, { timeout: 10_000 })).toBeVisible();
  },
});
export const SeveralToolsPhone = SeveralTools.extend({ globals: { viewport: { value: 'phone' } } });
