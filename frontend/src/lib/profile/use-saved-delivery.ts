import { useMemo } from 'react';
import { selectUser } from '../session/session-slice';
import { useAppSelector } from '../store';
import type { Delivery } from '../delivery';
import { useGetProfileQuery } from './profile-api';

const empty: Delivery = { address: '', phone: '' };

/**
 * The address and phone the signed-in customer saved in their profile, to fill a delivery form
 * with (blank where none is saved). Until the profile arrives, or if it can't be read, the form
 * starts blank: the shopper can always type them.
 */
export function useSavedDelivery(): Delivery {
  const email = useAppSelector(selectUser)?.email;
  const { data: profile } = useGetProfileQuery(email ?? '', { skip: !email });
  const address = profile?.address ?? '';
  const phone = profile?.phone ?? '';
  return useMemo(() => (address || phone ? { address, phone } : empty), [address, phone]);
}
