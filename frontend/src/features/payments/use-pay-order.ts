import { useRef, useState } from 'react';
import { problemMessage } from '../../lib/problem';
import type { PaymentIntent, TestCardPayment, User } from '../../types/api';
import { useConfirmGuestTestPaymentMutation, useCreateGuestPaymentIntentMutation, useMarkGuestOrderPaidMutation } from './api/guest-order-api';
import { useConfirmTestPaymentMutation, useCreatePaymentIntentMutation, useMarkOrderPaidMutation } from './api/payments-api';

/** Who the card is billed to: the signed-in shopper, or a guest by the order's email. */
export type Payer = Pick<User, 'name' | 'email'>;

/** The order a payment is for: a signed-in shopper's own, or a guest order with its key. */
export interface OrderToPay {
  orderId: string;
  orderKey?: string;
  payer: Payer;
}

/** Confirms the payment with the active provider's card form; answers the transaction id. */
export type ConfirmCard = (intent: PaymentIntent, order: OrderToPay) => Promise<string>;

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
function usePaymentCalls() {
  const [createIntent] = useCreatePaymentIntentMutation();
  const [markPaid] = useMarkOrderPaidMutation();
  const [confirmTest] = useConfirmTestPaymentMutation();
  const [createGuestIntent] = useCreateGuestPaymentIntentMutation();
  const [markGuestPaid] = useMarkGuestOrderPaidMutation();
  const [confirmGuestTest] = useConfirmGuestTestPaymentMutation();
  return {
    createIntent: ({ orderId, orderKey }: OrderToPay) => (orderKey === undefined ? createIntent(orderId) : createGuestIntent({ orderId, orderKey })).unwrap(),
    markPaid: ({ orderId, orderKey }: OrderToPay, transactionId: string) =>
      (orderKey === undefined ? markPaid({ orderId, transactionId }) : markGuestPaid({ orderId, orderKey, transactionId })).unwrap(),
    confirmTestPayment: ({ orderId, orderKey }: OrderToPay, payment: TestCardPayment) =>
      (orderKey === undefined ? confirmTest(payment) : confirmGuestTest({ orderId, orderKey, ...payment })).unwrap(),
  };
}

/**
 * The payment of one order: the order (resolved at each attempt, so the checkout can place it at the
 * first press of Pay and pay that same one at every retry), the server's intent (its amount comes
 * from the stored order), the card confirmation, then the server checks with the provider and marks
 * the order paid. Only one attempt runs at a time, however often the button is pressed. An attempt
 * whose order resolves to null stops quietly: whoever resolved it says why.
 */
export function usePayment(resolveOrder: () => Promise<OrderToPay | null>) {
  const calls = usePaymentCalls();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<{ order: OrderToPay; transactionId: string } | null>(null);
  const [refunded, setRefunded] = useState(false);

  const pay = async (confirmCard: ConfirmCard) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const order = await resolveOrder();
      if (!order) return;
      const intent = await calls.createIntent(order);
      const paidWith = await confirmCard(intent, order);
      const stored = await calls.markPaid(order, paidWith);
      setPaid({ order, transactionId: stored.transactionId ?? paidWith });
    } catch (failure) {
      setRefunded(wasRefunded(failure));
      setError(paymentMessage(failure));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { pay, busy, error, paid, transactionId: paid?.transactionId ?? null, refunded, confirmTestPayment: calls.confirmTestPayment };
}

export type Payment = ReturnType<typeof usePayment>;

/** The payment of an order that exists already (its page, My Orders' Pay, a guest's link). */
export function usePayOrder(orderId: string, payer: Payer | null, orderKey?: string): Payment {
  return usePayment(async () => (payer ? { orderId, orderKey, payer } : null));
}
