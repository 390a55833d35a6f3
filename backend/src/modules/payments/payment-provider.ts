// The shop talks to card payments through this interface. `stripe` is the real thing; `test`
// (the embedded default) simulates the card network with Stripe's published test cards.
import type { PaymentProviderName } from '../../config.js';

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
}

/** The provider failed or timed out: nothing changed and the shopper may try again. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
