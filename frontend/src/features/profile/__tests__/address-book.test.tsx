import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { savedAddresses } from '../../../testing/fixtures/addresses';
import { customerFixture, signedInAs } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { server } from '../../../testing/mocks/server';
import { expectNoAxeViolations, renderWithProviders, enterText } from '../../../testing/test-utils';
import { AddressBook } from '../components/address-book';

const bookOfCustomer = () => mockShop.addresses[customerFixture.email] ?? [];

function renderBook() {
  return { user: userEvent.setup(), ...renderWithProviders(<AddressBook />, { preloadedState: signedInAs(customerFixture) }) };
}

/** Each saved address's card, by its name, in the order shown. */
const cardNames = () => within(screen.getByRole('list')).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

describe('the address book', () => {
  it('when the shopper has addresses, then each shows with its phone, the default first and marked', async () => {
    mockShop.addresses[customerFixture.email] = savedAddresses();
    const { container } = renderBook();
    expect(screen.getByLabelText('Loading your addresses')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Home', 'Workshop', '3 Dock Street']);
    const home = screen.getAllByRole('listitem')[0]!;
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).getByText('+44 113 496 0000')).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: /^Make default/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('when the book is empty and the first address is added, then it is saved as the default without education or location', async () => {
    const { user } = renderBook();
    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = within(screen.getByRole('form', { name: 'New address' }));
    // The first is the default whatever: the question isn't asked.
    expect(form.queryByRole('checkbox')).toBeNull();
    await enterText(user, form.getByRole('textbox', { name: 'Label' }), 'Home');
    await enterText(user, form.getByRole('textbox', { name: 'Address' }), '14 Mill Lane\nLeeds LS1 4AB');
    await enterText(user, form.getByRole('textbox', { name: 'Phone' }), '+44 113 496 0000');
    await user.click(form.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New address' })).toBeNull();
    expect(bookOfCustomer()).toEqual([{ _id: expect.any(String), label: 'Home', address: '14 Mill Lane\nLeeds LS1 4AB', phone: '+44 113 496 0000', isDefault: true }]);
  });

  it('when a field is missing or malformed, then it says which and nothing is sent', async () => {
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = within(screen.getByRole('form', { name: 'New address' }));
    await enterText(user, form.getByRole('textbox', { name: 'Label' }), 'x'.repeat(41));
    await enterText(user, form.getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(form.getByRole('button', { name: 'Add address' }));
    expect(await form.findByText('Address is required')).toBeInTheDocument();
    expect(form.getByText('Enter a phone number like +44 113 496 0000')).toBeInTheDocument();
    expect(form.getByText('Keep the label under 40 characters')).toBeInTheDocument();
    expect(bookOfCustomer()).toEqual([]);
  });

  it('when an address is edited, then the change is saved and shown', async () => {
    mockShop.addresses[customerFixture.email] = savedAddresses();
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Edit Workshop' }));
    const form = within(screen.getByRole('form', { name: 'Change Workshop' }));
    await user.clear(form.getByRole('textbox', { name: 'Label' }));
    await enterText(user, form.getByRole('textbox', { name: 'Label' }), 'Yard');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('heading', { name: 'Yard' })).toBeInTheDocument();
    expect(bookOfCustomer()[1]).toMatchObject({ label: 'Yard', address: 'Unit 4, Canal Wharf\nLeeds LS11 5PS\nUnited Kingdom' });
  });

  it('when another address is made the default, then it moves first and is marked', async () => {
    mockShop.addresses[customerFixture.email] = savedAddresses();
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Make default: Workshop' }));
    await waitFor(() => expect(cardNames()).toEqual(['Workshop', 'Home', '3 Dock Street']));
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Default')).toBeInTheDocument();
  });

  it('when an address is removed, then it asks first, and Keep it changes nothing', async () => {
    mockShop.addresses[customerFixture.email] = savedAddresses();
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Remove Workshop' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(bookOfCustomer()).toHaveLength(3);
    // The page is hidden from assistive technology until the dialog has faded out.
    await user.click(await screen.findByRole('button', { name: 'Remove Workshop' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove this address?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(cardNames()).toEqual(['Home', '3 Dock Street']));
    expect(bookOfCustomer().map((saved) => saved.label ?? saved.address)).toEqual(['Home', '3 Dock Street\nHull HU1 1TB']);
  });

  it('when the book can’t be read, then it says so, and Retry reads it again', async () => {
    mockShop.addresses[customerFixture.email] = savedAddresses();
    server.use(scenario('listAddresses', 'serverError'));
    const { user } = renderBook();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent(/Something went wrong/);
    server.resetHandlers();
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('when the server refuses a new address (a full book), then its words show and the form stays', async () => {
    server.use(scenario('addAddress', 'conflict'));
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = within(screen.getByRole('form', { name: 'New address' }));
    await enterText(user, form.getByRole('textbox', { name: 'Address' }), '1 New Road');
    await enterText(user, form.getByRole('textbox', { name: 'Phone' }), '+44 1904 496 000');
    await user.click(form.getByRole('button', { name: 'Add address' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Your address book is full (20 addresses)');
    expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('1 New Road');
  });
});
