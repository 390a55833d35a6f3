import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { countryName } from '../../../lib/countries';
import { deliveryPrice, estimatedTotalWords } from '../../../lib/order-lines';
import { selectUser } from '../../../lib/session/session-slice';
import { useAppSelector } from '../../../lib/store';
import type { Cart } from '../../../types/api';
import { orderableItems, preferredOption, useDeliveryChoice } from '../use-delivery-choice';

/**
 * What delivering the cart costs, from the server's quote: to the shop's own country, or to the
 * country the shopper picks here, which the checkout then starts from; the checkout lets them choose how.
 */
export function DeliveryEstimate({ cart }: { cart: Cart }) {
  const owner = useAppSelector(selectUser)?.email ?? null;
  const lines = useMemo(() => orderableItems(cart), [cart]);
  const choice = useDeliveryChoice(lines, owner);
  const { country, countries } = choice;
  if (lines.length === 0) return null;
  // The estimate is of what the checkout would preselect: having the tools sent.
  const cheapest = preferredOption(choice.options);
  const words =
    choice.loading && !cheapest ? null : country && cheapest ? (
      `Delivery to ${countryName(country)}: ${cheapest.name}, ${deliveryPrice(cheapest).toLowerCase()}. Choose how at the checkout.`
    ) : country && !choice.failed ? (
      `We can’t send these tools to ${countryName(country)} by any of our methods.`
    ) : (
      'Delivery is worked out at the checkout, where you choose where and how.'
    );
  return (
    <Stack spacing={1}>
      {country && countries.length > 1 && (
        <TextField
          select
          size="small"
          label="Deliver to"
          value={country}
          onChange={(event) => choice.setCountry(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </TextField>
      )}
      {words === null ? (
        <Skeleton variant="text" width="80%" />
      ) : (
        <Typography variant="body2" aria-live="polite">
          {words}
          {cheapest && ` ${estimatedTotalWords(cheapest)}`}
        </Typography>
      )}
    </Stack>
  );
}
