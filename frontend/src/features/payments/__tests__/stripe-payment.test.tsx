// The payment page when the shop runs on Stripe. Stripe.js can't load here (js.stripe.com is out of
// reach), so Stripe's React bindings are replaced by stand-ins that record what the page asks of
// them; the shop's own API is the MSW mock shop, as in every frontend test.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { http } from '../../../testing/mocks/http';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/test-utils';
import { PaymentPage } from '../components/payment-page';
import { ThankYouPage } from '../components/thank-you-page';

const stripe = vi.hoisted(() => ({
  elementsOptions: [] as unknown[],
  submit: vi.fn<() => Promise<{ error?: { message: string } }>>(),
  confirmPayment: vi.fn<(options: Record<string, unknown>) => Promise<{ error?: { message?: string }; paymentIntent?: { id: string } }>>(),
}));

vi.mock('@stripe/stripe-js', () => ({ loadStripe: () => Promise.resolve({}) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ options, children }: { options: unknown; children: ReactNode }) => {
    stripe.elementsOptions.push(options);
    return children;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ submit: stripe.submit }),
}));

const unpaid = () => mockShop.orders[0]!;
const intentOf = (orderId: string) => `pi_test_${orderId.replaceAll('-', '')}`;

beforeEach(() => {
  stripe.elementsOptions.length = 0;
  stripe.submit.mockReset().mockResolvedValue({});
  stripe.confirmPayment.mockReset();
  server.use(
    http.get('/config', ({ response }) =>
      response(200).json({
        firebase: { apiKey: 'k', authDomain: 'demo-handtools.firebaseapp.com', projectId: 'demo-handtools', emulatorHost: null },
        payments: { provider: 'stripe', publishableKey: 'pk_test_123' },
        orderHoldMinutes: 1440,
        shop: { replyWorkingDays: 1, freeShippingFrom: 1000, pricesIncludeTax: true },
      }),
    ),
  );
});

const renderPayment = () =>
  renderWithProviders(<PaymentPage />, {
    route: `/dashboard/payment/${unpaid()._id}`,
    path: '/dashboard/payment/:id',
    preloadedState: signedInAs(customerFixture),
    extraRoutes: [{ path: '/orders/:id/thank-you', element: <ThankYouPage /> }],
  });

describe('paying with Stripe’s Payment Element', () => {
  it('when the page opens, then the Payment Element is shown for the order’s amount in dollars, cards only, before any intent exists', async () => {
    renderPayment();
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ mode: 'payment', currency: 'usd', paymentMethodTypes: ['card'], amount: Math.round(Number(unpaid().price) * 100) });
  });

  it('when Pay is pressed, then Stripe checks the fields first, the server’s intent is confirmed in the page, and the order is paid', async () => {
    stripe.confirmPayment.mockImplementation(async () => ({ paymentIntent: { id: intentOf(unpaid()._id) } }));
    renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    await screen.findByText(/Your Transaction Id:/);
    expect(stripe.submit).toHaveBeenCalledTimes(1);
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        clientSecret: `${intentOf(unpaid()._id)}_secret_mock`,
        redirect: 'if_required',
        confirmParams: { payment_method_data: { billing_details: { name: customerFixture.name, email: customerFixture.email } } },
      }),
    );
    expect(unpaid().status).toBe('paid');
  });

  it('when the element’s fields are incomplete, then nothing is charged and the order stays unpaid', async () => {
    stripe.submit.mockResolvedValue({ error: { message: 'Your card number is incomplete.' } });
    renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(stripe.submit).toHaveBeenCalled());
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect(unpaid().status).toBe('unpaid');
  });

  it('when Stripe declines the card, then its words are shown, the order stays unpaid, and Pay can be pressed again', async () => {
    stripe.confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    renderPayment();
    await userEvent.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(unpaid().status).toBe('unpaid');
    expect(screen.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  });
});
