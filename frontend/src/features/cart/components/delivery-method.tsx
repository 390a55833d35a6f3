import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ui/error-state';
import { deliveryPrice } from '../../../lib/order-lines';
import { countryName } from '../../../lib/countries';
import type { DeliveryChoice } from '../use-delivery-choice';

/** The checkout's country and delivery method, each method with what it costs for these tools. */
export function DeliveryMethod({ choice }: { choice: DeliveryChoice }) {
  const { countries, country, options, method, loading, failed } = choice;
  if (failed) return <ErrorState message="We couldn’t work out the delivery. Check your connection and try again." onRetry={choice.retry} />;
  if (country === null) return <Skeleton variant="rounded" height={120} role="status" aria-label="Loading the delivery methods" />;
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Country"
        value={country}
        onChange={(event) => choice.setCountry(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        autoComplete="country"
      >
        {countries.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </TextField>
      {loading && options.length === 0 ? (
        <Skeleton variant="rounded" height={72} role="status" aria-label="Loading the delivery methods" />
      ) : options.length === 0 ? (
        <Alert severity="warning">We can’t deliver these tools to {countryName(country)}. Choose another country, or contact the shop.</Alert>
      ) : (
        <FormControl aria-busy={loading}>
          <FormLabel id="delivery-method-label">Delivery method</FormLabel>
          <RadioGroup aria-labelledby="delivery-method-label" name="shippingMethod" value={method?.id ?? ''} onChange={(event) => choice.setMethod(event.target.value)}>
            {options.map((option) => (
              <FormControlLabel
                key={option.id}
                value={option.id}
                control={<Radio />}
                label={
                  <span>
                    {option.name}{' '}
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {deliveryPrice(option)}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    </Stack>
  );
}
