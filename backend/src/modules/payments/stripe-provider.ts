// Real card payments through Stripe PaymentIntents. The amount always comes from the stored order;
// the order id travels in metadata, and one idempotency key per order means asking twice (or two
// racing requests) yields one intent.
import { Stripe } from 'stripe';
import type { PaymentProvider, ProviderIntent } from '../../shared/payment-provider.js';
import { ProviderUnavailableError } from '../../shared/payment-provider.js';

type StripeClient = InstanceType<typeof Stripe>;
type StripeIntent = Awaited<ReturnType<StripeClient['paymentIntents']['retrieve']>>;
export type StripeHttpClient = ConstructorParameters<typeof Stripe>[1] extends infer C
  ? C extends { httpClient?: infer H }
    ? H
    : never
  : never;

export interface StripeEventPayload {
  id: string;
  type: string;
  data?: { object?: { id?: unknown; object?: string } };
}

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Verifies the signature over the raw body; throws when it doesn't match. */
  verifyWebhook(rawBody: Buffer, signature: string): StripeEventPayload;
}

const toIntent = (intent: StripeIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amount: intent.amount,
  currency: intent.currency,
  orderId: intent.metadata?.orderId,
});

const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9_]{1,250}$/;

// The states Stripe lets an intent be cancelled from; 'processing' is not one of them.
const CANCELLABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture']);

async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) throw error;
    throw new ProviderUnavailableError(error instanceof Error ? error.message : 'Stripe failed');
  }
}

export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string | undefined;
  httpClient?: StripeHttpClient;
}): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    timeout: 10_000,
    maxNetworkRetries: 2,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  async function retrieve(id: string): Promise<ProviderIntent | undefined> {
    // A transaction id comes from the browser: anything that isn't a PaymentIntent id is unknown
    // without a round trip to Stripe.
    if (!PAYMENT_INTENT_ID.test(id)) return undefined;
    try {
      return toIntent(await callStripe(() => stripe.paymentIntents.retrieve(id)));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return undefined;
      throw error;
    }
  }

  return {
    name: 'stripe',
    async createIntent(order) {
      const intent = await callStripe(() =>
        stripe.paymentIntents.create(
          {
            amount: order.totalCents,
            currency: 'usd',
            metadata: { orderId: order.id },
            // Cards (and the wallets that pay by card) only: they are confirmed in the page, which
            // finishes the payment. A method that leaves for its bank's site would need a page to
            // come back to for each order; the Payment Element offers what is listed here.
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey: `order-${order.id}` },
        ),
      );
      return toIntent(intent);
    },
    retrieveIntent: retrieve,
    async cancelIntent(id) {
      const current = await retrieve(id);
      // An intent this account doesn't know can't take a payment here: there is nothing to cancel.
      if (!current) return { id, clientSecret: '', status: 'canceled', amount: 0, currency: 'usd', orderId: undefined };
      if (!CANCELLABLE.has(current.status)) return current;
      const cancelled = await callStripe(async () => {
        try {
          return await stripe.paymentIntents.cancel(id);
        } catch (error) {
          // It moved on (succeeded, processing) between the retrieve and the cancel.
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return undefined;
          throw error;
        }
      });
      return cancelled ? toIntent(cancelled) : toIntent(await callStripe(() => stripe.paymentIntents.retrieve(id)));
    },
    async refund(intentId, amountCents, key) {
      // A second delivery, a retry or a crash before the shop recorded the refund asks with the
      // same key, and Stripe answers with the same refund rather than making a second one.
      const refund = await callStripe(() =>
        stripe.refunds.create({ payment_intent: intentId, amount: amountCents }, { idempotencyKey: `refund-${key}` }),
      );
      return { id: refund.id };
    },
    verifyWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret) as unknown as StripeEventPayload;
    },
  };
}
