import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { rememberCheckout, rememberedCheckout } from '../../lib/checkout-memory';
import { countryName } from '../../lib/countries';
import { useHydrated } from '../../lib/use-hydrated';
import type { Cart, CartItem, ShippingOption, ShippingSettings } from '../../types/api';
import { useGetShippingSettingsQuery, useQuoteShippingQuery } from '../../lib/shipping/shipping-api';

/** Every country the shop delivers to, its own first, then by name. */
function countriesOf(settings: ShippingSettings | undefined): string[] {
  if (!settings) return [];
  const others = settings.zones.flatMap((zone) => zone.countries).filter((country) => country !== settings.homeCountry);
  return [settings.homeCountry, ...others.sort((a, b) => countryName(a).localeCompare(countryName(b)))];
}

/** The method a shopper who doesn't choose gets: collection is offered, never assumed, so the cheapest that sends the tools. */
export const preferredOption = (options: ShippingOption[]): ShippingOption | undefined => options.find((option) => option.kind !== 'collection') ?? options[0];

/** The cart's lines an order would hold (those without an issue), as a quote asks for them. */
export const orderableItems = (cart: Cart | undefined): CartItem[] =>
  (cart?.lines ?? []).filter((line) => line.issue === null).map(({ productId, quantity }) => ({ productId, quantity }));

export interface DeliveryChoice {
  countries: string[];
  country: string | null;
  setCountry: (country: string) => void;
  /** The methods that can carry these lines there, cheapest first; empty when none can. */
  options: ShippingOption[];
  /** The method chosen, or null while there is none to choose. */
  method: ShippingOption | null;
  setMethod: (id: string) => void;
  loading: boolean;
  /** The settings or the quote could not be read. */
  failed: boolean;
  retry: () => void;
  /** Reads the rates and the quote again: after a refusal, the delivery may be what moved. */
  refresh: () => void;
}

/**
 * Where the order goes and how, with the server's price for each way of sending these lines there.
 * The country chosen is kept for `owner` (an account's email, or null for a guest) in this tab, so
 * the one picked for the cart's estimate is the checkout's; it is read once the page is the
 * browser's, so hydration meets what the server rendered (the shop's own country).
 */
export function useDeliveryChoice(lines: CartItem[], owner: string | null): DeliveryChoice {
  const settings = useGetShippingSettingsQuery();
  const hydrated = useHydrated();
  const [asked, setAsked] = useState<string | null>(null);
  const [picked, setMethod] = useState<string | null>(null);
  const countries = useMemo(() => countriesOf(settings.data), [settings.data]);
  const remembered = hydrated ? rememberedCheckout(owner).country : undefined;
  // A country the shop no longer delivers to is not offered again.
  const country = asked ?? (remembered && countries.includes(remembered) ? remembered : null) ?? settings.data?.homeCountry ?? null;
  const setCountry = (chosen: string) => {
    setAsked(chosen);
    rememberCheckout(owner, { country: chosen });
  };
  const quote = useQuoteShippingQuery(country && lines.length > 0 ? { country, lines } : skipToken);
  // The quote for the country and lines asked now; an earlier one is never offered as this one.
  const options = quote.currentData?.options ?? [];
  const method = options.find((option) => option.id === picked) ?? preferredOption(options) ?? null;
  return {
    countries,
    country,
    setCountry,
    options,
    method,
    setMethod,
    loading: settings.isLoading || quote.isFetching,
    failed: Boolean(settings.error ?? quote.error),
    retry: () => {
      if (settings.error) void settings.refetch();
      else void quote.refetch();
    },
    refresh: () => {
      void settings.refetch();
      // A quote never asked (no lines yet) has nothing to read again.
      if (!quote.isUninitialized) void quote.refetch();
    },
  };
}
