import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { deliverySchema, type Delivery } from '../delivery';
import { useSavedDelivery } from './use-saved-delivery';

const none: Partial<Delivery> = {};

/**
 * A delivery form (address and phone) that the customer's saved address and phone fill when their
 * profile arrives. What the shopper has typed stays; and if they pressed the form's button before
 * the profile arrived, the form is checked again with the saved values in, so an error shows only
 * for what is still missing. `typedBefore` (what they typed on an earlier visit) goes before the
 * profile's.
 */
export function useDeliveryForm(typedBefore: Partial<Delivery> = none) {
  const fromProfile = useSavedDelivery();
  const { address: typedAddress, phone: typedPhone } = typedBefore;
  const saved = useMemo(
    () => ({ address: typedAddress || fromProfile.address, phone: typedPhone || fromProfile.phone }),
    [typedAddress, typedPhone, fromProfile],
  );
  const form = useForm<Delivery>({ resolver: zodResolver(deliverySchema), values: saved, resetOptions: { keepDirtyValues: true, keepIsSubmitted: true } });
  const { isSubmitted } = form.formState;
  const { trigger } = form;
  // Again once the saved values are in (and once on the first press: the same check, harmless).
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [saved, isSubmitted, trigger]);
  const [address, phone] = useWatch({ control: form.control, name: ['address', 'phone'] });
  return { ...form, filled: { address: Boolean(address), phone: Boolean(phone) } };
}
