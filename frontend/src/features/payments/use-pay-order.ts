import { useCallback, useRef, useState } from 'react';
import { problemMessage } from '../../lib/problem';
import type { PaymentIntent, TestCardPayment } from '../../types/api';
import { useConfirmGuestTestPaymentMutation, useCreateGuestPaymentIntentMutation, useMarkGuestOrderPaidMutation } from './api/guest-order-api';
import { useConfirmTestPaymentMutation, useCreatePaymentIntentMutation, useMarkOrderPaidMutation } from './api/payments-api';

/** Confirms the payment with the active provider's card form; answers the transaction id. */
export type ConfirmCard = (intent: PaymentIntent) => Promise<string>;

/** A card provider's own refusal ("Your card was declined."), worded for the shopper already. */
export class CardError extends Error {}

/** The server refunded the payment because the order had been cancelled meanwhile: no point in paying again. */
function wasRefunded(error: unknown): boolean {
  const data = error && typeof error === 'object' && 'data' in error ? (error.data as { code?: unknown } | undefined) : undefined;
  return data?.code === 'payment_refunded';
}

function paymentMessage(error: unknown): string {
  if (error instanceof CardError) return error.message;
  if (error && typeof error === 'object' && 'status' in error) return problemMessage(error as Parameters<typeof problemMessage>[0]);
  return 'The payment couldn’t be completed. Please try again.';
}

/**
 * The calls that pay an order: a signed-in shopper's own, or a guest order's with its key (the
 * same steps, each carrying the key). A failed call rejects with the API's problem.
 */
function usePaymentCalls(orderId: string, orderKey: string | undefined) {
  const [createIntent] = useCreatePaymentIntentMutation();
  const [markPaid] = useMarkOrderPaidMutation();
  const [confirmTest] = useConfirmTestPaymentMutation();
  const [createGuestIntent] = useCreateGuestPaymentIntentMutation();
  const [markGuestPaid] = useMarkGuestOrderPaidMutation();
  const [confirmGuestTest] = useConfirmGuestTestPaymentMutation();
  if (orderKey === undefined) {
    return {
      createIntent: () => createIntent(orderId).unwrap(),
      markPaid: (transactionId: string) => markPaid({ orderId, transactionId }).unwrap(),
      confirmTestPayment: (payment: TestCardPayment) => confirmTest(payment).unwrap(),
    };
  }
  const ref = { orderId, orderKey };
  return {
    createIntent: () => createGuestIntent(ref).unwrap(),
    markPaid: (transactionId: string) => markGuestPaid({ ...ref, transactionId }).unwrap(),
    confirmTestPayment: (payment: TestCardPayment) => confirmGuestTest({ ...ref, ...payment }).unwrap(),
  };
}

/**
 * The payment of one order: the server's intent (its amount comes from the stored order), the
 * card confirmation, then the server checks with the provider and marks the order paid. Only one
 * attempt runs at a time, however often the button is pressed. A guest order is paid with its key.
 */
export function usePayOrder(orderId: string, orderKey?: string) {
  const { createIntent, markPaid, confirmTestPayment } = usePaymentCalls(orderId, orderKey);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const [refunded, setRefunded] = useState(false);

  const pay = useCallback(
    async (confirmCard: ConfirmCard) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError(null);
      try {
        const intent = await createIntent();
        const paidWith = await confirmCard(intent);
        const order = await markPaid(paidWith);
        setTransactionId(order.transactionId ?? paidWith);
      } catch (failure) {
        setRefunded(wasRefunded(failure));
        setError(paymentMessage(failure));
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [createIntent, markPaid],
  );

  return { pay, busy, error, transactionId, refunded, confirmTestPayment };
}
