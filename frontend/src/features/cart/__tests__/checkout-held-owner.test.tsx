// A held order belongs to whoever placed it on this tab: a guest's (with its private key) lives in
// the page's memory only, never in the tab's storage, and goes when anyone signs in or out; a
// signed-in shopper's is kept under their account and no one else's checkout shows it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '../../../lib/session/session-slice';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture, otherCustomerFixture, signedInAs } from '../../../testing/fixtures/users';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { mockShop, VISITOR_CART } from '../../../testing/mocks/mock-shop';
import { renderApp, enterText } from '../../../testing/test-utils';

const peen = productFixtures[1]!;
const DECLINED = '4000 0000 0000 0002';

async function declinedCheckout(user: ReturnType<typeof userEvent.setup>, email?: string) {
  const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
  if (email) await enterText(user, form.getByRole('textbox', { name: 'Email' }), email);
  await user.clear(form.getByRole('textbox', { name: 'Address' }));
  await enterText(user, form.getByRole('textbox', { name: 'Address' }), '14 Mill Lane, Leeds LS1 4AB');
  await user.clear(form.getByRole('textbox', { name: 'Phone' }));
  await enterText(user, form.getByRole('textbox', { name: 'Phone' }), '+44 113 496 0000');
  const payment = within(await screen.findByRole('region', { name: 'Payment' }));
  await enterText(user, payment.getByRole('textbox', { name: 'Card number' }), DECLINED);
  await enterText(user, payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
  await enterText(user, payment.getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(payment.getByRole('button', { name: /^Pay \$/ }));
  expect(await payment.findByText('Your card was declined.')).toBeInTheDocument();
  return mockShop.orders[0]!;
}

const everythingStored = () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
const heldNotice = /is placed and its tools are held for you/;

describe('checkout: a held order stays with whoever placed it', () => {
  it('when a guest’s card is declined, then the held order and its key are in no storage, and the page still holds it on coming back to the checkout', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    const user = userEvent.setup();
    const { router } = renderApp('/checkout');
    const order = await declinedCheckout(user, 'ada@example.com');
    expect(await screen.findByText(heldNotice)).toBeInTheDocument();
    const key = mockShop.guestKeys[order._id]!;
    expect(everythingStored()).not.toContain(key);
    expect(everythingStored()).not.toContain(order._id);

    await router.navigate('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    await router.navigate('/checkout');
    expect(await screen.findByText(new RegExp(`Order #${order.number} is placed`))).toBeInTheDocument();
  });

  it('when a guest’s order is held and someone signs in and out on the tab, then the next guest’s checkout shows no held order', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    const user = userEvent.setup();
    const { router, store } = renderApp('/checkout');
    await declinedCheckout(user, 'ada@example.com');
    await router.navigate('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    store.dispatch(signedIn(sessionFor(customerFixture.email)));
    store.dispatch(signedOut());

    await router.navigate('/checkout');
    // The held order would show from the first render: the page starts from what it holds.
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByText(heldNotice)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'your order’s own page' })).not.toBeInTheDocument();
  });

  it('when a signed-in shopper’s order is held and another account signs in on the tab, then that account’s checkout shows no held order', async () => {
    mockShop.carts[customerFixture.email] = [{ productId: peen._id, quantity: 5 }];
    mockShop.carts[otherCustomerFixture.email] = [{ productId: peen._id, quantity: 5 }];
    const user = userEvent.setup();
    const first = renderApp('/checkout', { preloadedState: signedInAs(customerFixture) });
    const order = await declinedCheckout(user);
    expect(sessionStorage.getItem('handtools.checkout.held')).toContain(order._id);
    first.unmount();

    // The tab reopened by the next person, who signs in to their own account.
    const { store, router } = renderApp('/', { preloadedState: signedInAs(customerFixture) });
    store.dispatch(signedOut());
    store.dispatch(signedIn(sessionFor(otherCustomerFixture.email, otherCustomerFixture.name)));
    await router.navigate('/checkout');
    expect(await screen.findByRole('form', { name: 'Delivery details' })).toBeInTheDocument();
    expect(screen.queryByText(heldNotice)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('handtools.checkout.held') ?? '').not.toContain(order._id);
  });

  it('when what the tab holds names another account, then the checkout ignores it', async () => {
    mockShop.carts[otherCustomerFixture.email] = [{ productId: peen._id, quantity: 5 }];
    const order = mockShop.orders[0]!;
    const held = { checkout: 'cart', owner: customerFixture.email, idempotencyKey: crypto.randomUUID(), request: '', held: { order: { ...order, status: 'unpaid', holdExpiresAt: new Date(Date.now() + 3_600_000).toISOString() } } };
    sessionStorage.setItem('handtools.checkout.held', JSON.stringify(held));
    renderApp('/checkout', { preloadedState: signedInAs(otherCustomerFixture) });
    expect(await screen.findByRole('form', { name: 'Delivery details' })).toBeInTheDocument();
    expect(screen.queryByText(heldNotice)).not.toBeInTheDocument();
  });
});
