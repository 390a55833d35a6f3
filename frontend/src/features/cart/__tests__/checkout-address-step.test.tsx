// The guest's address step: a real form (it posts to the server when the page's code isn't there),
// the details the server kept fill it, the outcome of a post the browser made itself is shown, and
// with the page's code Continue keeps the details on the server without leaving the page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixtures } from '../../../testing/fixtures/products';
import { mockShop, VISITOR_CART } from '../../../testing/mocks/mock-shop';
import { expectNoAxeViolations, renderApp, enterText } from '../../../testing/test-utils';

const [hammer, peen] = [productFixtures[0]!, productFixtures[1]!];
const DETAILS = { email: 'ada@example.com', address: '14 Mill Lane, Leeds LS1 4AB', phone: '+44 113 496 0000' };
const twoTools = () => {
  mockShop.carts[VISITOR_CART] = [
    { productId: hammer._id, quantity: hammer.minimum },
    { productId: peen._id, quantity: peen.minimum },
  ];
};
const deliveryForm = async () => within(await screen.findByRole('form', { name: 'Delivery details' }));

describe('checkout: the guest’s address step', () => {
  it('when a visitor opens the checkout, then the delivery form posts to the server’s address step, so it works before the page’s code', async () => {
    twoTools();
    const { container } = renderApp('/checkout');
    const form = await screen.findByRole('form', { name: 'Delivery details' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/visitor-cart/checkout-details');
    for (const [label, name] of [['Email', 'email'], ['Address', 'address'], ['Phone', 'phone']]) {
      expect(within(form).getByRole('textbox', { name: label })).toHaveAttribute('name', name);
    }
    expect(within(form).getByRole('button', { name: 'Continue to payment' })).toHaveAttribute('type', 'submit');
    await screen.findByRole('region', { name: 'Payment' });
    await expectNoAxeViolations(container);
  });

  it('when the server kept the visitor’s details, then the form starts with them and Pay needs nothing typed again', async () => {
    twoTools();
    mockShop.checkoutDetails = DETAILS;
    renderApp('/checkout?checkout=saved');
    const form = await deliveryForm();
    await expect(form.findByDisplayValue(DETAILS.email)).resolves.toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue(DETAILS.address);
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue(DETAILS.phone);
    expect(screen.getByRole('status')).toHaveTextContent('Your delivery details are saved.');
  });

  it('when the server refused fields of a post the browser made itself, then each is marked with what to put right and nothing is filled in', async () => {
    twoTools();
    renderApp('/checkout?checkout=invalid-email-phone');
    const form = await deliveryForm();
    expect(screen.getByRole('alert')).toHaveTextContent('Some details need correcting (marked below). Nothing was saved');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter a valid email address');
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Enter a phone number like +44 113 496 0000');
    expect(form.getByRole('textbox', { name: 'Address' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('when the page’s code is here and Continue is pressed, then the details are checked, kept by the server and the page stays', async () => {
    twoTools();
    const user = userEvent.setup();
    renderApp('/checkout');
    const form = await deliveryForm();
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(await form.findByText('Enter your email address')).toBeInTheDocument();
    expect(mockShop.checkoutDetails).toBeNull();

    await enterText(user, form.getByRole('textbox', { name: 'Email' }), DETAILS.email);
    await enterText(user, form.getByRole('textbox', { name: 'Address' }), DETAILS.address);
    await enterText(user, form.getByRole('textbox', { name: 'Phone' }), DETAILS.phone);
    await user.click(form.getByRole('button', { name: 'Continue to payment' }));
    expect(await form.findByRole('status')).toHaveTextContent('Your delivery details are saved.');
    expect(mockShop.checkoutDetails).toEqual(DETAILS);
  });
});
