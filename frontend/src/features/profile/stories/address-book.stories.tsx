import { expect, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { savedAddresses } from '../../../testing/fixtures/addresses';
import { customerFixture } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { scenario } from '../../../testing/mocks/scenarios';
import { AddressBook } from '../components/address-book';

const meta = preview.meta({
  title: 'Dashboard/Address Book',
  component: AddressBook,
  parameters: { session: 'customer', route: { path: '/dashboard/my-profile', url: '/dashboard/my-profile' }, layout: 'padded' },
  beforeEach: () => {
    mockShop.addresses[customerFixture.email] = savedAddresses();
  },
});

/** Three saved addresses, the default first. */
export const Filled = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(canvas.getByText('Default')).toBeVisible();
  },
});
export const FilledPhone = Filled.extend({ globals: { viewport: { value: 'phone' } } });

export const Empty = meta.story({
  beforeEach: () => {
    mockShop.addresses[customerFixture.email] = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No saved addresses yet/)).toBeVisible();
  },
});

export const Loading = meta.story({ beforeEach: ({ msw }) => msw.use(scenario('listAddresses', 'loading')) });

/** The book can't be read: what went wrong, and Retry. */
export const LoadFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('listAddresses', 'serverError')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
});

export const Adding = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an address' }));
    await expect(canvas.getByRole('form', { name: 'New address' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Make this my default address' })).not.toBeChecked();
  },
});

export const Editing = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Workshop' }));
    await expect(canvas.getByRole('textbox', { name: 'Label' })).toHaveValue('Workshop');
  },
});

export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an address' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), 'call me');
    await userEvent.click(canvas.getByRole('button', { name: 'Add address' }));
    await expect(await canvas.findByText('Address is required')).toBeVisible();
    await expect(canvas.getByText('Enter a phone number like +44 113 496 0000')).toBeVisible();
  },
});

/** The server refused the new address (its book is full): its words, and the form kept to try again. */
export const SaveRefused = meta.story({
  beforeEach: ({ msw }) => msw.use(scenario('addAddress', 'conflict')),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add an address' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), '1 New Road\nYork YO1 7HH');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '+44 1904 496 000');
    await userEvent.click(canvas.getByRole('button', { name: 'Add address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your address book is full');
  },
});

export const ConfirmRemove = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Workshop' }));
    // The dialog renders outside the story's root.
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeVisible());
  },
});
