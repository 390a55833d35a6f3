import CircularProgress from '@mui/material/CircularProgress';
import { lazy, type RefObject, Suspense } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { problemMessage } from '../../../lib/problem';
import { useRetryFocus } from '../../../lib/use-retry-focus';
import type { Order, User } from '../../../types/api';
import { useGetRuntimeConfigQuery } from '../api/payments-api';
import type { usePayOrder } from '../use-pay-order';
import { TestCardForm } from './test-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface CardFormProps {
  order: Order;
  /** Who pays: the signed-in shopper, or a guest by the order's email. */
  user: Pick<User, 'name' | 'email'>;
  payment: ReturnType<typeof usePayOrder>;
  heading: RefObject<HTMLHeadingElement | null>;
}

/** The active provider's card form: Stripe's when Stripe runs, the test card network's otherwise. */
export function CardForm({ order, user, payment, heading }: CardFormProps) {
  const config = useGetRuntimeConfigQuery();
  const { retry } = useRetryFocus(!config.isFetching, heading);

  if (config.error) return <ErrorState message={problemMessage(config.error)} onRetry={() => retry(config.refetch)} />;
  if (!config.data) return <CircularProgress aria-label="Loading the card form" />;

  const { provider, publishableKey } = config.data.payments;
  if (provider === 'stripe' && publishableKey) {
    return (
      <Suspense fallback={<CircularProgress aria-label="Loading the card form" />}>
        <StripeCardForm publishableKey={publishableKey} price={order.price} user={user} payment={payment} />
      </Suspense>
    );
  }
  return <TestCardForm price={order.price} user={user} payment={payment} />;
}
