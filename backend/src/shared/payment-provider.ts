// The shop talks to card payments through this interface. `stripe` is the real thing; `test`
// (the embedded default) simulates the card network with Stripe's published test cards; both live
// in modules/payments. The interface is shared: payments starts and checks intents, orders cancels
// them and refunds a payment that came in for a cancelled order.
import type { PaymentProviderName } from './api-types.js';
import { HttpProblem } from './problem.js';

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  /** Stripe's intent status; only 'succeeded' lets an order be paid. */
  status: string;
  amount: number;
  currency: string;
  orderId: string | undefined;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the intent for an order, or returns the one already made for it. */
  createIntent(order: { id: string; totalCents: number }): Promise<ProviderIntent>;
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
  /**
   * Cancels the intent so that it can never succeed, and returns it as it ends up: 'canceled', or
   * 'succeeded' / 'processing' when it was too late to cancel.
   */
  cancelIntent(id: string): Promise<ProviderIntent>;
  /**
   * Refunds `amountCents` of a succeeded intent, which may be refunded several times up to what it
   * took. `key` names this refund: asking again with the same key returns the same refund, never a
   * second one (a retry, or a crash before the shop recorded it).
   */
  refund(intentId: string, amountCents: number, key: string): Promise<{ id: string }>;
}

/** The provider failed or timed out: nothing changed and the shopper may try again. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

export const PROVIDER_DOWN = 'The payment provider did not answer. Your order is unpaid; please try again.';

/** Runs a provider call for a request: the provider failing becomes a 502 problem that changes nothing. */
export async function askProvider<T>(call: () => Promise<T>, detail = PROVIDER_DOWN): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw new HttpProblem(502, detail);
    throw error;
  }
}
