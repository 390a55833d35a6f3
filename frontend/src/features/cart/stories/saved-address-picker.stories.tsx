import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { expect, waitFor, type within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { fieldProps } from '../../../lib/form-field';
import { useDeliveryForm } from '../../../lib/profile/use-delivery-form';
import { savedAddresses } from '../../../testing/fixtures/addresses';
import { customerFixture } from '../../../testing/fixtures/users';
import { mockShop } from '../../../testing/mocks/mock-shop';
import { SavedAddressPicker, SaveToAddressBook, useCheckoutAddressBook } from '../components/saved-address-picker';

/** The checkout's delivery fields as the checkout lays them out, with the address book around them. */
function DeliveryWithAddressBook() {
  const form = useDeliveryForm();
  const addressBook = useCheckoutAddressBook();
  const { register, formState, filled } = form;
  return (
    <Stack component="form" spacing={2} noValidate aria-label="Delivery details" sx={{ maxWidth: 560 }}>
      <SavedAddressPicker addressBook={addressBook} form={form} />
      <TextField label="Address" multiline minRows={2} autoComplete="street-address" {...fieldProps(register('address'), formState.errors.address, filled.address)} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...fieldProps(register('phone'), formState.errors.phone, filled.phone)} />
      <SaveToAddressBook addressBook={addressBook} form={form} />
    </Stack>
  );
}

const meta = preview.meta({
  title: 'Storefront/Checkout/Saved Address Picker',
  component: DeliveryWithAddressBook,
  parameters: { session: 'customer', route: { path: '/checkout', url: '/checkout' }, layout: 'padded' },
  beforeEach: () => {
    mockShop.addresses[customerFixture.email] = savedAddresses();
  },
});

const addressField = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: 'Address' });

/** The default address is in the form and chosen; the others are a tap away. */
export const DefaultChosen = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: /^Home \(default\)/ })).toBeChecked();
    await waitFor(() => expect(addressField(canvas)).toHaveValue('14 Mill Lane\nLeeds LS1 4AB\nUnited Kingdom'));
  },
});
export const DefaultChosenPhone = DefaultChosen.extend({ globals: { viewport: { value: 'phone' } } });

export const AnotherChosen = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /^Workshop/ }));
    await expect(addressField(canvas)).toHaveValue('Unit 4, Canal Wharf\nLeeds LS11 5PS\nUnited Kingdom');
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 113 496 0199');
  },
});

/** A new address typed: it can be kept in the book once the order is placed. */
export const NewAddressToSave = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'A new address' }));
    await userEvent.type(addressField(canvas), '1 New Road\nYork YO1 7HH');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save this address to my address book' }));
    await expect(canvas.getByRole('checkbox', { name: 'Save this address to my address book' })).toBeChecked();
  },
});

/** Nothing saved yet: no choices, and the address typed can be kept. */
export const NothingSaved = meta.story({
  beforeEach: () => {
    mockShop.addresses[customerFixture.email] = [];
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(addressField(canvas), '1 New Road\nYork YO1 7HH');
    await expect(await canvas.findByRole('checkbox', { name: 'Save this address to my address book' })).not.toBeChecked();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
});
