import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop, VISITOR_CART } from '../../../testing/mocks/mock-shop';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';

const [hammer, peen] = [productFixtures[0]!, productFixtures[1]!];
/** The visitor's cart as the (mocked) server keeps it, under the browser's cookie. */
const keptOnServer = () => (mockShop.carts[VISITOR_CART] ?? []).map(({ productId, quantity }) => ({ productId, quantity }));
const product = (id: string) => mockShop.products.find((candidate) => candidate._id === id)!;
const card = async (name: string) => within((await screen.findByRole('heading', { name })).closest('article') as HTMLElement);

/** What the browser would post for the form holding `control`, were the page's code not there to stop it. */
function nativePost(control: HTMLElement) {
  const form = control.closest('form')!;
  return { method: form.method, action: new URL(form.action).pathname, fields: Object.fromEntries(new FormData(form)) };
}

describe('Add to cart before (or without) the page’s code', () => {
  it('when a card is rendered, then its Add to cart is a form posting the tool’s productId and minimum quantity to the visitor’s cart', async () => {
    renderApp('/');
    const onCard = (await card(hammer.name)).getByRole('button', { name: `Add to cart: ${hammer.name}` });
    expect(nativePost(onCard)).toEqual({ method: 'post', action: '/api/visitor-cart/lines', fields: { productId: hammer._id, quantity: String(hammer.minimum) } });
  });

  it('when the tool’s page is rendered, then its form posts the typed quantity', async () => {
    const user = userEvent.setup();
    renderApp(`/products/${peen._id}`);
    const form = within(await screen.findByRole('form', { name: 'Add to cart' }));
    await user.clear(form.getByRole('spinbutton', { name: 'Quantity' }));
    await enterText(user, form.getByRole('spinbutton', { name: 'Quantity' }), '12');
    expect(nativePost(form.getByRole('button', { name: 'Add to cart' }))).toEqual({
      method: 'post',
      action: '/api/visitor-cart/lines',
      fields: { productId: peen._id, quantity: '12' },
    });
    // Buy Now, pressed before the code is there, sends the same form to the checkout's address.
    const buyNow = form.getByRole('button', { name: 'Buy Now' });
    expect(buyNow).toHaveAttribute('formaction', '/checkout');
    expect(buyNow).toHaveAttribute('formmethod', 'get');
    expect(buyNow).toHaveAttribute('name', 'buy');
    expect(buyNow).toHaveAttribute('value', peen._id);
  });
});

describe('Add to cart on a tool’s card', () => {
  it('when a visitor adds a tool, then its minimum order goes into the visitor’s cart on the server, the count shows it, and each press adds as much again', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const hammerCard = await card(hammer.name);
    // Buy Now stays beside it, as the seed had it.
    expect(hammerCard.getByRole('link', { name: `Buy Now: ${hammer.name}` })).toHaveAttribute('href', `/checkout?buy=${hammer._id}&quantity=${hammer.minimum}`);
    await user.click(hammerCard.getByRole('button', { name: `Add to cart: ${hammer.name}` }));
    expect(await screen.findByText(`Added ${hammer.minimum} × ${hammer.name} to your cart.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    // The count is of tools, not lines.
    expect(await screen.findByRole('link', { name: `Cart, ${hammer.minimum} items` })).toBeInTheDocument();
    expect(keptOnServer()).toEqual([{ productId: hammer._id, quantity: hammer.minimum }]);

    await user.click(hammerCard.getByRole('button', { name: `Add to cart: ${hammer.name}` }));
    expect(await screen.findByText(`Added ${hammer.minimum} × ${hammer.name} to your cart. Your cart now holds ${hammer.minimum * 2}.`)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: `Cart, ${hammer.minimum * 2} items` })).toBeInTheDocument();
    expect(keptOnServer()).toEqual([{ productId: hammer._id, quantity: hammer.minimum * 2 }]);
  });

  it('when adding would pass the stock, then it is refused with what the cart already holds, and the cart stays', async () => {
    product(hammer._id).available = hammer.minimum + 1;
    const user = userEvent.setup();
    renderApp('/');
    const add = (await card(hammer.name)).getByRole('button', { name: `Add to cart: ${hammer.name}` });
    await user.click(add);
    await screen.findByText(/^Added /);
    await user.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Only ${hammer.minimum + 1} in stock, and your cart already holds ${hammer.minimum}.`);
    expect(keptOnServer()).toEqual([{ productId: hammer._id, quantity: hammer.minimum }]);
  });

  it('when fewer are left than the minimum order, or none, then the card says Sold out and offers neither Add to cart nor Buy Now', async () => {
    product(peen._id).available = peen.minimum - 1;
    product(hammer._id).available = 0;
    renderApp('/');
    for (const tool of [peen, hammer]) {
      const soldOut = await card(tool.name);
      expect(soldOut.getByText('Sold out')).toBeInTheDocument();
      expect(soldOut.queryByRole('button', { name: `Add to cart: ${tool.name}` })).not.toBeInTheDocument();
      expect(soldOut.queryByRole('link', { name: `Buy Now: ${tool.name}` })).not.toBeInTheDocument();
    }
  });

  it('when a signed-in shopper adds a tool, then it goes into their cart on the server, added to what it held from elsewhere', async () => {
    mockShop.carts[customerFixture.email] = [{ productId: hammer._id, quantity: 5 }];
    const user = userEvent.setup();
    renderApp('/', { preloadedState: signedInAs(customerFixture) });
    expect(await screen.findByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    // Another device adds a tool meanwhile: the count here doesn't know, the add still counts it.
    mockShop.carts[customerFixture.email] = [{ productId: hammer._id, quantity: 7 }];
    await user.click((await card(hammer.name)).getByRole('button', { name: `Add to cart: ${hammer.name}` }));
    expect(await screen.findByText(`Added ${hammer.minimum} × ${hammer.name} to your cart. Your cart now holds ${7 + hammer.minimum}.`)).toBeInTheDocument();
    await user.click((await card(peen.name)).getByRole('button', { name: `Add to cart: ${peen.name}` }));
    expect(await screen.findByRole('link', { name: `Cart, ${7 + hammer.minimum + peen.minimum} items` })).toBeInTheDocument();
    expect(mockShop.carts[customerFixture.email]).toEqual([
      expect.objectContaining({ productId: hammer._id, quantity: 7 + hammer.minimum }),
      expect.objectContaining({ productId: peen._id, quantity: peen.minimum }),
    ]);
    expect(keptOnServer()).toEqual([]);
  });
});

describe('Add to cart on a tool’s page', () => {
  it('when a quantity within [minimum, available] is added, then the cart holds it; outside, the seed’s words refuse it first', async () => {
    const user = userEvent.setup();
    const { container } = renderApp(`/products/${peen._id}`);
    const form = within(await screen.findByRole('form', { name: 'Add to cart' }));
    expect(form.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    const quantity = form.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(peen.minimum);
    expect(quantity).toHaveAccessibleDescription(`${peen.minimum} to ${peen.available}`);

    await user.clear(quantity);
    await enterText(user, quantity, String(peen.minimum - 1));
    await user.click(form.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The minimum order for this tool is ${peen.minimum}.`);
    expect(keptOnServer()).toEqual([]);

    await user.clear(quantity);
    await enterText(user, quantity, '12');
    await user.click(form.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(`Added 12 × ${peen.name} to your cart.`)).toBeInTheDocument();
    expect(keptOnServer()).toEqual([{ productId: peen._id, quantity: 12 }]);
    await expectNoAxeViolations(container);
  });
});
