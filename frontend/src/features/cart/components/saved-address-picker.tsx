// The address book at the checkout: a signed-in shopper picks one of their saved addresses (the
// default is already in the form) or types a new one, and may keep a new one for next time. Both
// parts act on the checkout's own delivery form, so the order is placed exactly as before.
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { addressName, MAX_ADDRESSES, sameDelivery } from '../../../lib/addresses/address-book';
import { useAddAddressMutation, useListAddressesQuery } from '../../../lib/addresses/address-book-api';
import type { Delivery } from '../../../lib/delivery';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';

const NEW = 'new';

type DeliveryForm = Pick<UseFormReturn<Delivery>, 'control' | 'setValue' | 'setFocus' | 'formState'>;

/** The signed-in shopper's address book for the checkout, and keeping the address an order went to when asked. */
export function useCheckoutAddressBook() {
  const email = useAppSelector(selectUser)?.email;
  const signedIn = Boolean(email);
  const { data: book } = useListAddressesQuery(email ?? '', { skip: !email });
  const [addAddress] = useAddAddressMutation();
  const [keep, setKeep] = useState(false);
  // The orders whose delivery was offered to the book already. Pay after a refused card pays the
  // held order without placing it again, and a Pay whose answer was lost gets the same order back
  // (its Idempotency-Key): either way, one order is one save at most, as the book has no key of its own.
  const offered = useRef(new Set<string>());

  /** Once the order is placed: its delivery goes into the book if the shopper asked and it is new there, once per order. */
  async function saveIfAsked(delivery: Delivery, orderId: string): Promise<void> {
    if (offered.current.has(orderId)) return;
    offered.current.add(orderId);
    if (!keep || !book || book.items.length >= MAX_ADDRESSES || book.items.some((saved) => sameDelivery(saved, delivery))) return;
    // The order stands whatever happens here: a save that fails leaves the book as it was.
    await addAddress({ address: delivery.address.trim(), phone: delivery.phone.trim() });
  }

  return { book: signedIn ? book : undefined, keep, setKeep, saveIfAsked };
}

export type CheckoutAddressBook = ReturnType<typeof useCheckoutAddressBook>;

const summary = (address: string) => address.split('\n').map((line) => line.trim()).filter(Boolean).join(', ');

/** The saved addresses as choices above the address field; nothing when there are none. */
export function SavedAddressPicker({ addressBook, form }: { addressBook: CheckoutAddressBook; form: DeliveryForm }) {
  const { control, setValue, setFocus, formState } = form;
  const [address = '', phone = ''] = useWatch({ control, name: ['address', 'phone'] });
  const saved = addressBook.book?.items ?? [];
  if (saved.length === 0) return null;
  const chosen = saved.find((candidate) => sameDelivery(candidate, { address, phone }))?._id ?? NEW;

  const choose = (id: string) => {
    const picked = saved.find((candidate) => candidate._id === id);
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('address', picked?.address ?? '', options);
    // A new address is most often the same shopper's: their phone stays.
    if (picked) setValue('phone', picked.phone, options);
    else setFocus('address');
  };

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">Deliver to</FormLabel>
      <RadioGroup name="saved-address" value={chosen} onChange={(event) => choose(event.target.value)}>
        {saved.map((candidate) => (
          <FormControlLabel
            key={candidate._id}
            value={candidate._id}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <Typography component="span" sx={{ display: 'block', py: 0.75 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {addressName(candidate)}
                  {candidate.isDefault && ' (default)'}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {summary(candidate.address)} · {candidate.phone}
                </Typography>
              </Typography>
            }
          />
        ))}
        <FormControlLabel value={NEW} control={<Radio />} label="A new address" />
      </RadioGroup>
    </FormControl>
  );
}

/** Under the address and phone, for a signed-in shopper whose address is not in their book yet. */
export function SaveToAddressBook({ addressBook, form }: { addressBook: CheckoutAddressBook; form: DeliveryForm }) {
  const [address = '', phone = ''] = useWatch({ control: form.control, name: ['address', 'phone'] });
  const { book, keep, setKeep } = addressBook;
  if (!book || !address.trim() || book.items.some((saved) => sameDelivery(saved, { address, phone }))) return null;
  const full = book.items.length >= MAX_ADDRESSES;
  return (
    <FormControl>
      <FormControlLabel
        control={<Checkbox checked={keep && !full} onChange={(event) => setKeep(event.target.checked)} disabled={full} />}
        label="Save this address to my address book"
      />
      {full && <FormHelperText>Your address book is full ({MAX_ADDRESSES} addresses).</FormHelperText>}
    </FormControl>
  );
}
