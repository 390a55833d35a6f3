import CircularProgress from '@mui/material/CircularProgress';
import { lazy, type RefObject, Suspense } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import { useGetRuntimeConfigQuery } from '../api/payments-api';
import type { Payer, Payment } from '../use-pay-order';
import { TestCardForm } from './test-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface CardFormProps {
  /** The amount on the Pay button (the server charges the stored order's own). */
  price: string;
  /** Who pays, shown with the card where the page doesn't say it already. */
  user?: Payer;
  payment: Payment;
  heading: RefObject<HTMLHeadingElement | null>;
  onPayPressed?: () => void;
  disabled?: boolean;
}

/** The active provider's card form: Stripe's when Stripe runs, the test card network's otherwise. */
export function CardForm({ price, user, payment, heading, onPayPressed, disabled }: CardFormProps) {
  const config = useGetRuntimeConfigQuery();
  const { retry } = useRetryFocus(!config.isFetching, heading);

  if (config.error) return <ErrorState message={problemMessage(config.error)} onRetry={() => retry(config.refetch)} />;
  if (!config.data) return <CircularProgress aria-label="Loading the card form" />;

  const { provider, publishableKey } = config.data.payments;
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<CircularProgress aria-label="Loading the card form" />}>
        <StripeCardForm publishableKey={publishableKey} price={price} payment={payment} onPayPressed={onPayPressed} disabled={disabled} />
      </Suspense>
    );
  }
  return <TestCardForm price={price} user={user} payment={payment} onPayPressed={onPayPressed} disabled={disabled} />;
}
