// What a shopper typed at the checkout is kept for them alone: another account, or a guest after a
// sign-out, on the same tab starts with none of it; a sign-in or sign-out lets it go, and so does a
// placed order.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedIn, signedOut } from '../../../lib/session/session-slice';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture, otherCustomerFixture, signedInAs } from '../../../testing/fixtures/users';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { mockShop, VISITOR_CART } from '../../../testing/mocks/mock-shop';
import { renderApp, enterText } from '../../../testing/test-utils';

const peen = productFixtures[1]!;
const TYPED_ADDRESS = '7 Secret Yard, York YO1 7HH';
const TYPED_PHONE = '+44 7700 900999';

async function typeDetails(user: ReturnType<typeof userEvent.setup>, email?: string) {
  const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
  if (email) await enterText(user, form.getByRole('textbox', { name: 'Email' }), email);
  await user.clear(form.getByRole('textbox', { name: 'Address' }));
  await enterText(user, form.getByRole('textbox', { name: 'Address' }), TYPED_ADDRESS);
  await user.clear(form.getByRole('textbox', { name: 'Phone' }));
  await enterText(user, form.getByRole('textbox', { name: 'Phone' }), TYPED_PHONE);
}

/** The delivery form as it opens, once the profile (if any) has filled it. */
async function openedForm() {
  const form = within(await screen.findByRole('form', { name: 'Delivery details' }));
  // Give the profile's values time to arrive, so a typed value that would win is seen.
  await waitFor(() => expect(form.getByRole('textbox', { name: 'Address' })).toBeInTheDocument());
  await new Promise((resolve) => setTimeout(resolve, 200));
  return form;
}

describe('checkout: what was typed stays with whoever typed it', () => {
  it('when one account types its details, signs out and another signs in on the tab, then the other’s checkout shows none of them', async () => {
    mockShop.carts[customerFixture.email] = [{ productId: peen._id, quantity: 5 }];
    mockShop.carts[otherCustomerFixture.email] = [{ productId: peen._id, quantity: 5 }];
    const user = userEvent.setup();
    const { router, store } = renderApp('/checkout', { preloadedState: signedInAs(customerFixture) });
    await typeDetails(user);
    expect(sessionStorage.getItem('handtools.checkout')).toContain(TYPED_PHONE);
    await router.navigate('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    store.dispatch(signedOut());
    store.dispatch(signedIn(sessionFor(otherCustomerFixture.email, otherCustomerFixture.name)));
    await router.navigate('/checkout');

    const form = await openedForm();
    expect(form.getByRole('textbox', { name: 'Address' })).not.toHaveValue(TYPED_ADDRESS);
    expect(form.getByRole('textbox', { name: 'Phone' })).not.toHaveValue(TYPED_PHONE);
    expect(sessionStorage.getItem('handtools.checkout') ?? '').not.toContain(TYPED_PHONE);
  });

  it('when a guest types their details and someone signs in and out, then the next guest’s form is empty', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    const user = userEvent.setup();
    const { router, store } = renderApp('/checkout');
    await typeDetails(user, 'ada@example.com');
    await router.navigate('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    store.dispatch(signedIn(sessionFor(customerFixture.email)));
    store.dispatch(signedOut());
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    await router.navigate('/checkout');

    const form = await openedForm();
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
  });

  it('when the tab holds what another account typed, or what was kept with no owner, then the checkout ignores it', async () => {
    mockShop.carts[otherCustomerFixture.email] = [{ productId: peen._id, quantity: 5 }];
    for (const kept of [{ owner: customerFixture.email, address: TYPED_ADDRESS, phone: TYPED_PHONE }, { address: TYPED_ADDRESS, phone: TYPED_PHONE }]) {
      sessionStorage.setItem('handtools.checkout', JSON.stringify(kept));
      const { unmount } = renderApp('/checkout', { preloadedState: signedInAs(otherCustomerFixture) });
      const form = await openedForm();
      expect(form.getByRole('textbox', { name: 'Address' })).not.toHaveValue(TYPED_ADDRESS);
      expect(form.getByRole('textbox', { name: 'Phone' })).not.toHaveValue(TYPED_PHONE);
      unmount();
    }
  });

  it('when a guest’s order is placed, then what they typed for it is forgotten', async () => {
    mockShop.carts[VISITOR_CART] = [{ productId: peen._id, quantity: 5 }];
    const user = userEvent.setup();
    renderApp('/checkout');
    await typeDetails(user, 'ada@example.com');
    expect(sessionStorage.getItem('handtools.checkout')).toContain('ada@example.com');
    const payment = within(await screen.findByRole('region', { name: 'Payment' }));
    await enterText(user, payment.getByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await enterText(user, payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
    await enterText(user, payment.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(payment.getByRole('button', { name: /^Pay \$/ }));
    expect(await payment.findByText('Your card was declined.')).toBeInTheDocument();
    expect(sessionStorage.getItem('handtools.checkout') ?? '').not.toContain('ada@example.com');
    expect(sessionStorage.getItem('handtools.checkout') ?? '').not.toContain(TYPED_ADDRESS);
  });
});
