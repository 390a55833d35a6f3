import { HttpResponse } from 'msw';
import { expect, waitFor, type userEvent, type within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { AppLayout } from '../app-layout';
import { productFixtures } from '../../testing/fixtures/products';
import { customerFixture } from '../../testing/fixtures/users';
import { mockShop } from '../../testing/mocks/mock-shop';
import { http } from '../../testing/mocks/http';
import { scenario } from '../../testing/mocks/scenarios';
import { shippingRatesFixture } from '../../testing/fixtures/shipping';

// The checkout as the signed-in customer sees it, in the whole app, with two tools in the cart.
const [hammer, peen] = productFixtures;
const phone = { viewport: { value: 'phone' } };
const desktop = { viewport: { value: 'desktop' } };

type Canvas = ReturnType<typeof within>;
type User = ReturnType<typeof userEvent.setup>;

/** The phone the demo customer saved, filled in from the profile, once it has arrived. */
const prefilledPhone = (canvas: Canvas) => waitFor(() => expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue(customerPhone), { timeout: 10_000 });
const customerPhone = '+44 113 496 0000';

async function fill(canvas: Canvas, user: User) {
  await user.type(await canvas.findByRole('textbox', { name: 'Address' }, { timeout: 10_000 }), '14 Mill Lane, Leeds LS1 4AB');
  await prefilledPhone(canvas);
}

const DECLINED = '4000 0000 0000 0002';

/** Presses Pay once it takes a press: it waits, as the shopper would, while the delivery's price is (re)read. */
async function pressPay(canvas: Canvas, user: User) {
  const button = await canvas.findByRole('button', { name: /^Pay \$/ }, { timeout: 10_000 });
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
  await user.click(button);
}

/** Types a card into the payment and presses Pay. */
async function pay(canvas: Canvas, user: User, number = '4242 4242 4242 4242') {
  await user.type(await canvas.findByRole('textbox', { name: 'Card number' }, { timeout: 10_000 }), number);
  await user.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
  await user.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
  await pressPay(canvas, user);
}

const meta = preview.meta({
  title: 'Pages/Checkout',
  component: AppLayout,
  parameters: { app: true, session: 'customer', route: { path: '/', url: '/checkout' } },
  globals: desktop,
  beforeEach: () => {
    mockShop.carts[customerFixture.email] = [
      { productId: hammer!._id, quantity: 4 },
      { productId: peen!._id, quantity: 6 },
    ];
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Your order' }, { timeout: 10_000 });
    // The delivery's prices come with the server's quote, after the cart.
    await canvas.findByRole('radiogroup', { name: 'Delivery method' }, { timeout: 10_000 });
  },
});

export const Filled = meta.story({});
export const FilledPhone = Filled.extend({ globals: phone });

/** Pay with fields missing: the delivery's errors and the card's, at once; nothing is ordered. */
export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: /^Pay \$/ }, { timeout: 10_000 });
    await prefilledPhone(canvas);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Phone' }));
    await pressPay(canvas, userEvent);
    await expect(await canvas.findByText('Address is required')).toBeVisible();
    await expect(canvas.getByText('Phone is required')).toBeVisible();
    await expect(canvas.getByText('Enter your card number')).toBeVisible();
  },
});

/** Pay pressed: the order is placed (its tools held) and the card is being charged. */
export const Paying = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(scenario('confirmTestPayment', 'loading'));
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await pay(canvas, userEvent);
    await expect(await canvas.findByText(/is placed and its tools are held for you/, {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Pay \$/ })).toBeDisabled());
  },
});
export const PayingPhone = Paying.extend({ globals: phone });

/** A declined card: the order stays held on the page, the card form says why, and Pay tries the same order again. */
export const Declined = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await pay(canvas, userEvent, DECLINED);
    await expect(await canvas.findByText('Your card was declined.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(/is placed and its tools are held for you/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  },
});
export const DeclinedPhone = Declined.extend({ globals: phone });

/** A tool that can't be reserved any more: the 409 names it, nothing was ordered, and the cart is where to fix it. */
export const LinesUnavailable = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    mockShop.products.find((product) => product._id === peen!._id)!.available = 4;
    await pay(canvas, userEvent);
    const problem = await canvas.findByRole('alert');
    await expect(problem).toHaveTextContent(`${peen!.name} (6): Only 4 left in stock`);
    await expect(canvas.getByRole('link', { name: 'Fix your cart' })).toBeVisible();
  },
});
export const LinesUnavailablePhone = LinesUnavailable.extend({ globals: phone });

export const PriceChanged = meta.story({
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    mockShop.products.find((product) => product._id === hammer!._id)!.price = 12.49;
    await pay(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nothing was ordered: prices have changed');
  },
});

/** The unpaid limit or any other refusal without a code: the server's words. */
export const Refused = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(scenario('checkout', 'serverError'));
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await pay(canvas, userEvent);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
});

/**
 * The order's answer never came (the connection dropped): the order may be placed, so the lines stay
 * as they were sent, and Pay sends the same request with the same Idempotency-Key.
 */
export const AnswerLost = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(http.post('/checkout', () => HttpResponse.error()));
  },
  play: async ({ canvas, userEvent }) => {
    await fill(canvas, userEvent);
    await pay(canvas, userEvent);
    await expect(await canvas.findByText('We couldn’t reach the shop. Check your connection and try again.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(`4 × ${hammer!.name}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  },
});
export const AnswerLostPhone = AnswerLost.extend({ globals: phone });

/** The address and phone saved in the profile fill the form; the shopper can still change them. */
export const Prefilled = meta.story({
  beforeEach: () => {
    const profile = mockShop.profiles.get(customerFixture.email)!;
    mockShop.profiles.set(customerFixture.email, { ...profile, address: '3 Canal Wharf\nLeeds LS11 5PS' });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveValue('3 Canal Wharf\nLeeds LS11 5PS'), { timeout: 10_000 });
    await prefilledPhone(canvas);
  },
});
export const PrefilledPhone = Prefilled.extend({ globals: phone });

export const EmptyCart = meta.story({
  beforeEach: () => {
    mockShop.carts[customerFixture.email] = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty: there is nothing to order.', {}, { timeout: 10_000 })).toBeVisible();
  },
});

/** A visitor's checkout: their browser's cart, ordered as a guest with an email (or after signing in). */
export const Guest = meta.story({
  parameters: { session: 'visitor', visitorCart: [{ productId: hammer!._id, quantity: 4 }] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'sign in' })).toBeVisible();
    await canvas.findByRole('radiogroup', { name: 'Delivery method' }, { timeout: 10_000 });
  },
});
export const GuestPhone = Guest.extend({ globals: phone });

export const GuestValidationErrors = Guest.extend({
  play: async ({ canvas, userEvent }) => {
    await pressPay(canvas, userEvent);
    await expect(await canvas.findByText('Enter your email address')).toBeVisible();
    await expect(canvas.getByText('Address is required')).toBeVisible();
  },
});

/** A guest's declined card: the order held, with the link to its own page to pay it later. */
export const GuestDeclined = Guest.extend({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 }), 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), '14 Mill Lane, Leeds LS1 4AB');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), customerPhone);
    await pay(canvas, userEvent, DECLINED);
    await expect(await canvas.findByText('Your card was declined.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'your order’s own page' })).toBeVisible();
  },
});
export const GuestDeclinedPhone = GuestDeclined.extend({ globals: phone });

const keptDetails = { email: 'ada@example.com', address: '14 Mill Lane, Leeds LS1 4AB', phone: customerPhone };

/** The address step the server kept (posted before or without the page's code): the form starts with it, and says so. */
export const GuestDetailsSaved = Guest.extend({
  parameters: { route: { path: '/', url: '/checkout?checkout=saved' } },
  beforeEach: () => {
    mockShop.checkoutDetails = keptDetails;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue(keptDetails.email, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Your delivery details are saved.')).toBeVisible();
  },
});
export const GuestDetailsSavedPhone = GuestDetailsSaved.extend({ globals: phone });

/** Fields the server refused in a post the browser made itself: each marked with what to put right, nothing kept. */
export const GuestDetailsRefused = Guest.extend({
  parameters: { route: { path: '/', url: '/checkout?checkout=invalid-email-phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Enter a valid email address', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Enter a phone number like +44 113 496 0000')).toBeVisible();
  },
});

/** Continue with the page's code: the details checked and kept by the server, the page stays for the payment. */
export const GuestContinued = Guest.extend({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 }), keptDetails.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), keptDetails.address);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), customerPhone);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(await canvas.findByText('Your delivery details are saved.')).toBeVisible();
  },
});

/** Buy Now's checkout: that one tool and the quantity typed on its page, the cart left as it is. */
export const BuyNow = meta.story({
  parameters: { route: { path: '/', url: `/checkout?buy=${peen!._id}&quantity=12` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`12 × ${peen!.name}`, {}, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  },
});
export const BuyNowPhone = BuyNow.extend({ globals: phone });

/** A quantity asked for past the stock: brought down to it, and said so. */
export const BuyNowAdjusted = meta.story({
  parameters: { route: { path: '/', url: `/checkout?buy=${peen!._id}&quantity=100000` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/The quantity is \d+\./, {}, { timeout: 10_000 })).toBeVisible();
  },
});

/** A shop that charges for delivery: by weight at home, express, collection; the summary adds the method chosen. */
export const DeliveryRates = meta.story({
  beforeEach: () => {
    mockShop.shipping = shippingRatesFixture();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /Standard delivery/ }, { timeout: 10_000 })).toBeChecked();
    await expect(await canvas.findByRole('button', { name: 'Pay $159.85' }, { timeout: 10_000 })).toBeVisible();
  },
});
export const DeliveryRatesPhone = DeliveryRates.extend({ globals: phone });

/** Sent abroad: the country's own method and price. */
export const DeliveryAbroad = DeliveryRates.extend({
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Country' }, { timeout: 10_000 }), 'Canada');
    await expect(await canvas.findByRole('radio', { name: 'Tracked to Canada $29.00' }, { timeout: 10_000 })).toBeChecked();
  },
});

/** A country none of whose methods can carry these tools: said, and Pay waits. */
export const NoDeliveryToCountry = DeliveryRates.extend({
  beforeEach: () => {
    mockShop.shipping.zones[1]!.methods = [{ id: 'letter', name: 'Letter post', kind: 'weight', bands: [{ upToGrams: 500, price: '5.00' }], freeFrom: null }];
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Country' }, { timeout: 10_000 }), 'Canada');
    await expect(await canvas.findByText(/We can’t deliver these tools to Canada/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  },
});

/** The quote failed: said, with Retry; Pay waits. */
export const DeliveryFailed = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(scenario('quoteShipping', 'serverError'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We couldn’t work out the delivery. Check your connection and try again.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
});
export const DeliveryFailedPhone = DeliveryFailed.extend({ globals: phone });
