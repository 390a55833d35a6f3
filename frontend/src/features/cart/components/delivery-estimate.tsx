import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { countryName } from '../../../lib/countries';
import type { Cart } from '../../../types/api';
import { useGetShippingSettingsQuery, useQuoteShippingQuery } from '../../../lib/shipping/shipping-api';
import { deliveryPrice } from '../../../lib/order-lines';
import { orderableItems, preferredOption } from '../use-delivery-choice';

/** What delivering the cart to the shop's own country costs, from the server's quote; the checkout lets the shopper choose. */
export function DeliveryEstimate({ cart }: { cart: Cart }) {
  const settings = useGetShippingSettingsQuery();
  const lines = orderableItems(cart);
  const country = settings.data?.homeCountry;
  const quote = useQuoteShippingQuery(country && lines.length > 0 ? { country, lines } : skipToken);
  if (lines.length === 0) return null;
  if (settings.isLoading || quote.isLoading) return <Skeleton variant="text" width="80%" />;
  // The estimate is of what the checkout would preselect: having the tools sent.
  const cheapest = preferredOption(quote.currentData?.options ?? []);
  return (
    <Typography variant="body2" aria-live="polite">
      {country && cheapest
        ? `Delivery to ${countryName(country)}: ${cheapest.name}, ${deliveryPrice(cheapest).toLowerCase()}. Choose where and how at the checkout.`
        : 'Delivery is worked out at the checkout, where you choose where and how.'}
    </Typography>
  );
}
