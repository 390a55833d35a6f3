import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop, VISITOR_CART } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';

const [hammer, peen, screwdrivers] = [productFixtures[0]!, productFixtures[1]!, productFixtures[2]!];
/** The visitor's cart as the (mocked) server keeps it, under the browser's cookie. */
const keptOnServer = () => (mockShop.carts[VISITOR_CART] ?? []).map(({ productId, quantity }) => ({ productId, quantity }));
const visitorCart = (lines: Array<{ productId: string; quantity: number }>) => (mockShop.carts[VISITOR_CART] = lines);
const lineCard = (name: string) => screen.findByRole('listitem', { name });
const total = () => within(screen.getByRole('complementary', { name: 'Order total' }));
const product = (id: string) => mockShop.products.find((candidate) => candidate._id === id)!;

describe('a visitor’s cart (on the server under the browser’s cookie, priced by it)', () => {
  it('when it opens, then each tool shows the server’s unit price and line total, and the total is theirs', async () => {
    visitorCart([
      { productId: hammer._id, quantity: 4 },
      { productId: peen._id, quantity: 3 },
    ]);
    // Repriced since it went in: the page shows the new price, never one the browser kept.
    product(hammer._id).price = 11.25;
    const { container } = renderApp('/cart');
    const first = await lineCard(hammer.name);
    expect(within(first).getByText(/\$11\.25 each · quantity 4/)).toBeInTheDocument();
    expect(within(first).getByLabelText('Line total $45.00')).toBeInTheDocument();
    expect(within(await lineCard(peen.name)).getByLabelText('Line total $52.47')).toBeInTheDocument();
    expect(total().getByText('$97.47')).toBeInTheDocument();
    expect(total().getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    // Tools, not lines: 4 hammers and 3 peens.
    expect(await screen.findByRole('link', { name: 'Cart, 7 items' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('when the shop’s prices are without VAT, then the total says it is before delivery and VAT', async () => {
    visitorCart([{ productId: hammer._id, quantity: 4 }]);
    mockShop.tax = { ...mockShop.tax, pricesIncludeTax: false };
    renderApp('/cart');
    await lineCard(hammer.name);
    expect(await total().findByText('4 tools, at today’s prices, before delivery and VAT. You pay once for the whole order.')).toBeInTheDocument();
  });

  it('when a quantity is typed within [minimum, available], then it is saved as the field is left and the line repriced; outside, the seed’s words refuse it and nothing changes', async () => {
    visitorCart([{ productId: hammer._id, quantity: 4 }]);
    const user = userEvent.setup();
    renderApp('/cart');
    const line = await lineCard(hammer.name);
    const quantity = within(line).getByRole('textbox', { name: 'Quantity' });

    await user.clear(quantity);
    await enterText(user, quantity, '1');
    expect(await within(line).findByRole('alert')).toHaveTextContent(`The minimum order for this tool is ${hammer.minimum}.`);
    expect(quantity).toHaveAccessibleDescription(`The minimum order for this tool is ${hammer.minimum}.`);
    // No Update button: there is nothing to press.
    expect(within(line).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await user.tab();
    await user.clear(quantity);
    await enterText(user, quantity, String(hammer.available + 1));
    expect(await within(line).findByRole('alert')).toHaveTextContent(`Only ${hammer.available} in stock: you can order at most ${hammer.available}.`);
    await user.tab();
    expect(keptOnServer()).toEqual([{ productId: hammer._id, quantity: 4 }]);

    await user.clear(quantity);
    await enterText(user, quantity, '10');
    await user.tab();
    expect(await within(await lineCard(hammer.name)).findByLabelText('Line total $99.90')).toBeInTheDocument();
    expect(keptOnServer()).toEqual([{ productId: hammer._id, quantity: 10 }]);
  });

  it('when a tool is removed, then it leaves the cart, the count and the server’s cart', async () => {
    visitorCart([
      { productId: hammer._id, quantity: 4 },
      { productId: peen._id, quantity: 3 },
    ]);
    const user = userEvent.setup();
    renderApp('/cart');
    await user.click(within(await lineCard(hammer.name)).getByRole('button', { name: `Remove ${hammer.name} from the cart` }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: hammer.name })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(keptOnServer()).toEqual([{ productId: peen._id, quantity: 3 }]);
    await user.click(within(await lineCard(peen.name)).getByRole('button', { name: `Remove ${peen.name} from the cart` }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(keptOnServer()).toEqual([]);
  });

  it('when a tool was deleted or sold out since it went in, then its line says so, counts nothing, and checkout waits until it is removed', async () => {
    const gone = '0193a7d2-5c1e-7b3a-9f00-000000000001';
    visitorCart([
      { productId: hammer._id, quantity: 4 },
      { productId: screwdrivers._id, quantity: 4 },
      { productId: gone, quantity: 2 },
    ]);
    product(screwdrivers._id).available = 3;
    const user = userEvent.setup();
    renderApp('/cart');
    const deleted = await lineCard('A tool no longer sold');
    expect(within(deleted).getByText('This tool is no longer sold. Remove it to check out.')).toBeInTheDocument();
    expect(within(deleted).queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    const soldOut = await lineCard(screwdrivers.name);
    expect(within(soldOut).getByText(`Out of stock: 3 left, fewer than its minimum order of ${screwdrivers.minimum}. Remove it to check out.`)).toBeInTheDocument();
    expect(total().getByText('$39.96')).toBeInTheDocument();
    expect(total().getByText(/2 tools can’t be ordered as they stand and are not counted/)).toBeInTheDocument();
    expect(total().getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(deleted).getByRole('button', { name: 'Remove A tool no longer sold from the cart' }));
    await user.click(within(soldOut).getByRole('button', { name: `Remove ${screwdrivers.name} from the cart` }));
    await waitFor(() => expect(total().getByRole('link', { name: 'Checkout' })).not.toHaveAttribute('aria-disabled'));
  });

  it('when the cart is empty, then it says so and leads back to the tools', async () => {
    renderApp('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the tools' })).toHaveAttribute('href', '/#tools');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('when the cart fails to load, then the problem and Retry show, and Retry loads it', async () => {
    visitorCart([{ productId: hammer._id, quantity: 4 }]);
    server.use(scenario('getVisitorCart', 'serverError'));
    const user = userEvent.setup();
    renderApp('/cart');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await lineCard(hammer.name)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus());
  });
});

describe('a signed-in shopper’s cart (on the server)', () => {
  const signedIn = { preloadedState: signedInAs(customerFixture) };
  const serverCart = () => mockShop.carts[customerFixture.email];

  it('when it opens, then the server’s cart shows, a line above the stock flagged, and its quantity can be lowered to fix it', async () => {
    mockShop.carts[customerFixture.email] = [
      { productId: hammer._id, quantity: 10 },
      { productId: peen._id, quantity: 50 },
    ];
    product(peen._id).available = 20;
    const user = userEvent.setup();
    renderApp('/cart', signedIn);
    const line = await lineCard(peen.name);
    expect(within(line).getByText('Only 20 left in stock: lower the quantity to 20 or fewer.')).toBeInTheDocument();
    expect(total().getByText('$99.90')).toBeInTheDocument();
    const quantity = within(line).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '20{Enter}');
    await waitFor(() => expect(serverCart()).toEqual([expect.objectContaining({ productId: hammer._id, quantity: 10 }), expect.objectContaining({ productId: peen._id, quantity: 20 })]));
    expect(await total().findByText('$449.70')).toBeInTheDocument();
    expect(within(await lineCard(peen.name)).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when − or + is pressed, then the cart changes at once by one, and − is disabled at the minimum', async () => {
    visitorCart([{ productId: hammer._id, quantity: hammer.minimum }]);
    const user = userEvent.setup();
    renderApp('/cart');
    const line = await lineCard(hammer.name);
    await user.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(keptOnServer()).toEqual([{ productId: hammer._id, quantity: hammer.minimum + 1 }]));
    expect(within(line).getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(hammer.minimum + 1));
    expect(within(line).getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
    await user.click(within(line).getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(keptOnServer()).toEqual([{ productId: hammer._id, quantity: hammer.minimum }]));
    expect(within(line).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    // The focus moves on from the button it disabled, to the one that still steps.
    expect(within(line).getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
    expect(within(line).getByRole('textbox', { name: 'Quantity' })).toHaveValue(String(hammer.minimum));
    expect(within(line).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a number under the minimum is typed and then + pressed, then the field and the cart both hold the minimum', async () => {
    visitorCart([{ productId: hammer._id, quantity: 6 }]);
    const user = userEvent.setup();
    renderApp('/cart');
    const line = await lineCard(hammer.name);
    const quantity = within(line).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await enterText(user, quantity, '1');
    expect(within(line).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(keptOnServer()).toEqual([{ productId: hammer._id, quantity: hammer.minimum }]));
    expect(quantity).toHaveValue(String(hammer.minimum));
    expect(within(line).queryByRole('alert')).not.toBeInTheDocument();
    expect(await within(line).findByLabelText(`Line total $${(hammer.price * hammer.minimum).toFixed(2)}`)).toBeInTheDocument();
  });

  it('when the server refuses a quantity (the stock fell meanwhile), then its words show and the cart stays', async () => {
    mockShop.carts[customerFixture.email] = [{ productId: hammer._id, quantity: 10 }];
    const user = userEvent.setup();
    renderApp('/cart', signedIn);
    const line = await lineCard(hammer.name);
    product(hammer._id).available = 12;
    const quantity = within(line).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await enterText(user, quantity, '15');
    await user.tab();
    expect(await within(line).findByRole('alert')).toHaveTextContent('Only 12 left in stock.');
    expect(serverCart()).toEqual([expect.objectContaining({ quantity: 10 })]);
  });

  it('when a tool is removed, then the server’s cart and the count lose it', async () => {
    mockShop.carts[customerFixture.email] = [
      { productId: hammer._id, quantity: 10 },
      { productId: peen._id, quantity: 3 },
    ];
    const user = userEvent.setup();
    renderApp('/cart', signedIn);
    expect(await screen.findByRole('link', { name: 'Cart, 13 items' })).toBeInTheDocument();
    await user.click(within(await lineCard(hammer.name)).getByRole('button', { name: `Remove ${hammer.name} from the cart` }));
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(serverCart()).toEqual([expect.objectContaining({ productId: peen._id })]);
  });
});

describe('the cart page’s forms (what the browser posts before or without the page’s code)', () => {
  /** What the browser would post for the form holding `control`. */
  const nativePost = (control: HTMLElement) => {
    const form = control.closest('form')!;
    return { method: form.method, action: new URL(form.action).pathname, fields: Object.fromEntries(new FormData(form)) };
  };

  it('when a line shows, then its quantity and its Remove are forms posting to that line of the visitor’s cart (Remove as quantity 0)', async () => {
    visitorCart([{ productId: hammer._id, quantity: 4 }]);
    renderApp('/cart');
    const line = within(await lineCard(hammer.name));
    const action = `/api/visitor-cart/lines/${hammer._id}`;
    expect(nativePost(line.getByRole('textbox', { name: 'Quantity' }))).toEqual({ method: 'post', action, fields: { quantity: '4' } });
    expect(nativePost(line.getByRole('button', { name: `Remove ${hammer.name} from the cart` }))).toEqual({ method: 'post', action, fields: { quantity: '0' } });
  });

  it.each([
    ['added', 'Added to your cart.'],
    ['changed', 'Your cart is updated.'],
    ['no-stock', 'There isn’t enough of that tool in stock (or your cart is full). Nothing was changed.'],
    ['invalid-quantity', 'That quantity can’t be ordered: it must be at least the tool’s minimum order and no more than is in stock. Nothing was changed.'],
  ])('when a posted form came back as %s, then the page says so', async (outcome, message) => {
    renderApp(`/cart?cart=${outcome}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('when the address carries an outcome the shop doesn’t know, then nothing is said', async () => {
    renderApp('/cart?cart=<b>hello</b>');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /./ })).not.toBeInTheDocument();
  });
});
