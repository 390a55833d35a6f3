import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { savedAddresses, savedAddressFixtures } from '../../../testing/fixtures/addresses';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture, otherCustomerFixture, signedInAs } from '../../../testing/fixtures/users';
import { sessionFor } from '../../../testing/mocks/auth-handlers';
import { signedIn, signedOut } from '../../../lib/session/session-slice';
import { http } from '../../../testing/mocks/http';
import { mockShop, VISITOR_CART } from '../../../testing/mocks/mock-shop';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';

afterEach(() => server.events.removeAllListeners());

const hammer = productFixtures[0]!;
const signedInCustomer = { preloadedState: signedInAs(customerFixture) };

function fillCart(email: string) {
  mockShop.carts[email] = [{ productId: hammer._id, quantity: 4 }];
}

/** Every checkout the mocked server receives, with its body. */
function recordCheckouts() {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (/\/(guest\/)?checkout$/.test(request.url)) bodies.push(await request.clone().json());
  });
  return bodies;
}

const DECLINED = '4000 0000 0000 0002';

/** Every address the mocked server is asked to add. */
function recordAdds() {
  const adds: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/addresses' && request.method === 'POST') adds.push(request.url);
  });
  return adds;
}

/** A new address in the form, with "Save this address" ticked. */
async function typeNewAddress(user: ReturnType<typeof userEvent.setup>) {
  const form = await deliveryForm();
  await enterText(user, form.getByRole('textbox', { name: 'Address' }), '1 New Road, York YO1 7HH');
  await user.click(await form.findByRole('checkbox', { name: 'Save this address to my address book' }));
}

async function deliveryForm() {
  return within(await screen.findByRole('form', { name: 'Delivery details' }));
}

/** Pay with the test card that pays (or `number`): the order is placed, then paid, on the one page. */
async function pay(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  const payment = within(await screen.findByRole('region', { name: 'Payment' }));
  const card = await payment.findByRole('textbox', { name: 'Card number' });
  await user.clear(card);
  await enterText(user, card, number);
  if (payment.getByRole<HTMLInputElement>('textbox', { name: 'Expiry (MM/YY)' }).value) {
    await user.click(payment.getByRole('button', { name: /^Pay \$/ }));
    return;
  }
  await enterText(user, payment.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
  await enterText(user, payment.getByRole('textbox', { name: 'CVC' }), '123');
  await user.click(payment.getByRole('button', { name: /^Pay \$/ }));
}

describe('the address book at the checkout', () => {
  it('when the shopper has saved addresses, then the default is chosen and in the form, and another is a tap away', async () => {
    fillCart(customerFixture.email);
    mockShop.addresses[customerFixture.email] = savedAddresses();
    const checkouts = recordCheckouts();
    const user = userEvent.setup();
    const { container, router } = renderApp('/checkout', signedInCustomer);
    const form = await deliveryForm();
    expect(await form.findByRole('radio', { name: /^Home \(default\)/ })).toBeChecked();
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('14 Mill Lane\nLeeds LS1 4AB\nUnited Kingdom'));
    // A saved address needs no saving.
    expect(form.queryByRole('checkbox', { name: /Save this address/ })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(form.getByRole('radio', { name: /^Workshop/ }));
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 113 496 0199');
    await pay(user);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/thank-you$/));
    expect(checkouts).toEqual([{ address: 'Unit 4, Canal Wharf\nLeeds LS11 5PS\nUnited Kingdom', phone: '+44 113 496 0199', country: 'US', shippingMethod: 'standard', expectedTotal: expect.any(String) }]);
    expect(mockShop.addresses[customerFixture.email]).toHaveLength(3);
    server.events.removeAllListeners();
  });

  it('when a new address is typed and "Save this address" ticked, then it is in the book once the order is placed', async () => {
    fillCart(customerFixture.email);
    mockShop.addresses[customerFixture.email] = savedAddresses();
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', signedInCustomer);
    const form = await deliveryForm();
    await user.click(await form.findByRole('radio', { name: 'A new address' }));
    const address = form.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('');
    expect(address).toHaveFocus();
    await enterText(user, address, '1 New Road\nYork YO1 7HH');
    await user.click(form.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await pay(user);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/thank-you$/));
    expect(mockShop.addresses[customerFixture.email]!.at(-1)).toMatchObject({ address: '1 New Road\nYork YO1 7HH', phone: '+44 113 496 0000', isDefault: false });
  });

  it('when the box is left unticked, then the order is placed and the book stays as it was', async () => {
    fillCart(customerFixture.email);
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', signedInCustomer);
    const form = await deliveryForm();
    await enterText(user, form.getByRole('textbox', { name: 'Address' }), '1 New Road, York');
    expect(await form.findByRole('checkbox', { name: 'Save this address to my address book' })).not.toBeChecked();
    expect(form.queryByRole('radio')).toBeNull();
    await pay(user);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/thank-you$/));
    expect(mockShop.addresses[customerFixture.email] ?? []).toEqual([]);
  });

  it('when a visitor checks out as a guest, then there is no address book', async () => {
    fillCart(VISITOR_CART);
    renderApp('/checkout');
    const form = await deliveryForm();
    await userEvent.setup().type(form.getByRole('textbox', { name: 'Address' }), '1 New Road, York');
    expect(form.queryByRole('radio')).toBeNull();
    expect(form.queryByRole('checkbox')).toBeNull();
  });

  it('when one account opens the checkout, signs out and another signs in on the same tab, then the other sees only its own addresses', async () => {
    fillCart(customerFixture.email);
    fillCart(otherCustomerFixture.email);
    mockShop.addresses[customerFixture.email] = savedAddresses();
    mockShop.addresses[otherCustomerFixture.email] = [
      { _id: '0193a7d2-5c1e-7b3a-9f00-00000000bd01', label: 'Studio', address: '9 Weaver Row\nBradford BD1 1AA', phone: '+44 1274 496 000', isDefault: true },
    ];
    const { router, store } = renderApp('/checkout', signedInCustomer);
    expect(await (await deliveryForm()).findByRole('radio', { name: /^Home \(default\)/ })).toBeChecked();

    store.dispatch(signedOut());
    await router.navigate('/');
    store.dispatch(signedIn(sessionFor(otherCustomerFixture.email, otherCustomerFixture.name)));
    await router.navigate('/checkout');

    const form = await deliveryForm();
    expect(await form.findByRole('radio', { name: /^Studio \(default\)/ })).toBeChecked();
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('9 Weaver Row\nBradford BD1 1AA'));
    expect(form.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '')).toEqual([expect.stringMatching(/^Studio \(default\)/), 'A new address']);
    for (const theirs of savedAddressFixtures) expect(screen.queryByText(new RegExp(theirs.phone.replaceAll('+', '\\+')))).toBeNull();
  });

  it('when "Save this address" is ticked and the card is declined, then Pay again (and a reload) pays the held order and the address is saved once', async () => {
    fillCart(customerFixture.email);
    const adds = recordAdds();
    const user = userEvent.setup();
    const first = renderApp('/checkout', signedInCustomer);
    await typeNewAddress(user);
    await pay(user, DECLINED);
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    await pay(user, DECLINED);
    await waitFor(() => expect(screen.getAllByText('Your card was declined.')).toHaveLength(1));
    first.unmount();

    const { router } = renderApp('/checkout', signedInCustomer);
    expect(await screen.findByText(/is placed and its tools are held for you/)).toBeInTheDocument();
    await pay(user);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/thank-you$/));
    expect(adds).toHaveLength(1);
    expect(mockShop.addresses[customerFixture.email]).toHaveLength(1);
  });

  it('when "Save this address" is ticked and the order’s answer is lost, then Pay again gets the same order and the address is saved once', async () => {
    fillCart(customerFixture.email);
    const adds = recordAdds();
    server.use(
      http.post(
        '/checkout',
        async ({ request }) => {
          await fetch(request);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/checkout', signedInCustomer);
    await typeNewAddress(user);
    await pay(user);
    expect(await screen.findByText('We couldn’t reach the shop. Check your connection and try again.')).toBeInTheDocument();
    expect(adds).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/thank-you$/));
    expect(adds).toHaveLength(1);
    expect(mockShop.addresses[customerFixture.email]).toHaveLength(1);
  });
});
