// The guest's address step as the checkout uses it: the details the server keeps with the visitor's
// cart (posted with or without the page's code), what this tab typed before, the outcome of a post
// the browser made itself, and Continue's save once the page's code is here.
import { useMemo } from 'react';
import type { FieldError } from 'react-hook-form';
import { selectVisitorCartReadable } from '../../lib/cart/visitor-cart-slice';
import { rememberedCheckout } from '../../lib/checkout-memory';
import { useAppSelector } from '../../lib/store';
import { useHydrated } from '../../lib/use-hydrated';
import { useGetVisitorCheckoutDetailsQuery, useSaveVisitorCheckoutDetailsMutation } from './api/checkout-api';
import { useCheckoutOutcome } from './components/checkout-outcome';
import type { DetailsField } from './guest-details';

/** `owner`: the signed-in shopper's email, or null for a guest (the only one with an address step). */
export function useAddressStep(owner: string | null) {
  const hydrated = useHydrated();
  const readable = useAppSelector(selectVisitorCartReadable);
  const kept = useGetVisitorCheckoutDetailsQuery(undefined, { skip: owner !== null || !readable }).data?.details ?? undefined;
  const fromServer = owner === null ? kept : undefined;
  // What this tab typed goes ahead of what the server keeps, and is read once the page is the
  // browser's, so hydration meets what the server rendered; both go ahead of the profile's.
  const typedBefore = useMemo(() => ({ ...fromServer, ...(hydrated ? rememberedCheckout(owner) : {}) }), [fromServer, hydrated, owner]);
  const outcome = useCheckoutOutcome();
  const [save, saving] = useSaveVisitorCheckoutDetailsMutation();

  /** A field the server refused in the browser's own post: marked until it is changed or checked here. */
  const refused = (field: DetailsField, changedSince: boolean): FieldError | undefined => {
    const message = changedSince ? undefined : outcome?.fields[field];
    return message === undefined ? undefined : { type: 'server', message };
  };

  return { hydrated, fromServer, typedBefore, outcome, refused, save, saving };
}
