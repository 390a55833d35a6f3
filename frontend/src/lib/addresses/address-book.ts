import { limits } from '../contract-limits';
import { deliverySchema } from '../delivery';
import { z } from '../zod';
import type { SavedAddress } from '../../types/api';

/** How many addresses a book holds (the contract's AddressBook.items). */
export const MAX_ADDRESSES = limits['AddressBook.items'].maxItems;

/** A saved address as a form edits it: a delivery (address and phone, the checkout's rules and words) with an optional label. */
export const addressFormSchema = deliverySchema.extend({
  label: z.string().trim().max(limits.AddressLabel.maxLength, `Keep the label under ${limits.AddressLabel.maxLength} characters`),
});
export type AddressFormValues = z.infer<typeof addressFormSchema>;

/** What a shopper calls an address: its label, else its first line. */
export const addressName = (saved: Pick<SavedAddress, 'label' | 'address'>): string => saved.label || saved.address.split('\n')[0]!.trim();

/** Whether `saved` is exactly what a delivery form holds (as sent: trimmed). */
export const sameDelivery = (saved: Pick<SavedAddress, 'address' | 'phone'>, delivery: { address: string; phone: string }): boolean =>
  saved.address === delivery.address.trim() && saved.phone === delivery.phone.trim();
