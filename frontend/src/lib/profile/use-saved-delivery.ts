import { useMemo } from 'react';
import { useListAddressesQuery } from '../addresses/address-book-api';
import { selectUser } from '../session/session-slice';
import { useAppSelector } from '../store';
import type { Delivery } from '../delivery';
import { useGetProfileQuery } from './profile-api';

const empty: Delivery = { address: '', phone: '' };

/**
 * Where the signed-in customer's orders usually go, to fill a delivery form with: the default
 * address of their address book, else the address and phone of their profile (blank where none is
 * saved). Until those arrive, or if they can't be read, the form starts blank: the shopper can
 * always type them.
 */
export function useSavedDelivery(): Delivery {
  const email = useAppSelector(selectUser)?.email;
  const { data: profile } = useGetProfileQuery(email ?? '', { skip: !email });
  const { data: book } = useListAddressesQuery(email ?? '', { skip: !email });
  const preferred = book?.items.find((saved) => saved.isDefault);
  const address = preferred?.address ?? profile?.address ?? '';
  const phone = preferred?.phone ?? profile?.phone ?? '';
  return useMemo(() => (address || phone ? { address, phone } : empty), [address, phone]);
}
