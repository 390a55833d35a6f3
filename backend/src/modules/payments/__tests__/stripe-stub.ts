// A stand-in for api.stripe.com behind stripe-node's own HttpClient interface: the real SDK builds
// and parses every request, nothing leaves the machine, and the test can see what was sent.
import { Stripe } from 'stripe';
import type { TestShopOptions } from '../../../../test/harness.js';
import { createStripeProvider } from '../stripe-provider.js';

export interface StubIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, unknown>;
  params: URLSearchParams;
}

type Failure = 'throw' | 'timeout' | 'server-error';

class StubResponse extends Stripe.HttpClientResponse {
  constructor(
    status: number,
    private readonly body: unknown,
  ) {
    super(status, { 'request-id': `req_stub_${status}` });
  }

  override getRawResponse(): unknown {
    return {};
  }

  override toStream(): never {
    throw new Error('streaming is not stubbed');
  }

  // A fresh object per response, as from the wire: the SDK decorates what it gets back.
  override toJSON(): Promise<unknown> {
    return Promise.resolve(JSON.parse(JSON.stringify(this.body)));
  }
}

export interface StubRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

// Stripe lets an intent be cancelled only from these states; 'processing' and 'succeeded' are final for a cancel.
const CANCELLABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture']);

const missing = (id: string) =>
  new StubResponse(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${id}'` } });

export class StripeStub extends Stripe.HttpClient {
  readonly intents = new Map<string, StubIntent>();
  readonly refunds = new Map<string, StubRefund>();
  readonly requests: RecordedRequest[] = [];
  /** Runs when a cancel request arrives, before the stub answers it: what Stripe did meanwhile. */
  beforeCancel: ((intent: StubIntent) => void) | undefined;
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly refundByIdempotencyKey = new Map<string, string>();
  private failure: Failure | undefined;
  private created = 0;

  override getClientName(): string {
    return 'stub';
  }

  /** Every request fails like this until `recover()`. */
  fail(how: Failure): void {
    this.failure = how;
  }

  recover(): void {
    this.failure = undefined;
  }

  /** Puts an intent on the stub's books, as if made elsewhere (the dashboard, another order). */
  put(intent: Partial<StubIntent> & { amount: number; metadata: Record<string, string> }): StubIntent {
    this.created += 1;
    const id = intent.id ?? `pi_stub${this.created}`;
    const stored: StubIntent = {
      object: 'payment_intent',
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_stub`,
      ...intent,
      id,
    };
    this.intents.set(id, stored);
    return stored;
  }

  setStatus(id: string, status: string): void {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`no stub intent ${id}`);
    intent.status = status;
  }

  /** The card goes through, as at Stripe: never for a cancelled intent. True when it did. */
  succeed(id: string): boolean {
    const intent = this.intents.get(id);
    if (!intent || intent.status === 'canceled' || intent.status === 'succeeded') return false;
    intent.status = 'succeeded';
    return true;
  }

  requestsTo(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  creations(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  }

  override async makeRequest(
    _host: string,
    _port: string,
    path: string,
    method: string,
    headers: Record<string, unknown>,
    requestData: string,
  ): Promise<StubResponse> {
    const [pathname, query] = path.split('?');
    this.requests.push({ method, path: pathname ?? path, headers, params: new URLSearchParams(method === 'GET' ? query ?? '' : requestData) });
    if (this.failure === 'throw') throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });
    if (this.failure === 'timeout') throw Stripe.HttpClient.makeTimeoutError();
    if (this.failure === 'server-error') return new StubResponse(500, { error: { type: 'api_error', message: 'Stripe is down' } });

    if (method === 'POST' && pathname === '/v1/payment_intents') return this.create(headers, new URLSearchParams(requestData));
    if (method === 'POST' && pathname === '/v1/refunds') return this.refund(headers, new URLSearchParams(requestData));
    const cancel = pathname?.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
    if (method === 'POST' && cancel?.[1]) return this.cancel(decodeURIComponent(cancel[1]));
    const match = pathname?.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === 'GET' && match?.[1]) {
      const intent = this.intents.get(decodeURIComponent(match[1]));
      return intent ? new StubResponse(200, intent) : missing(match[1]);
    }
    return new StubResponse(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${pathname})` } });
  }

  private cancel(id: string): StubResponse {
    const intent = this.intents.get(id);
    if (!intent) return missing(id);
    this.beforeCancel?.(intent);
    if (!CANCELLABLE.has(intent.status)) {
      return new StubResponse(400, {
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        },
      });
    }
    intent.status = 'canceled';
    return new StubResponse(200, intent);
  }

  private refund(headers: Record<string, unknown>, params: URLSearchParams): StubResponse {
    const key = headers['Idempotency-Key'];
    const replay = typeof key === 'string' ? this.refundByIdempotencyKey.get(key) : undefined;
    if (replay) return new StubResponse(200, this.refunds.get(replay));
    const intentId = params.get('payment_intent') ?? '';
    const intent = this.intents.get(intentId);
    if (!intent) return missing(intentId);
    if (intent.status !== 'succeeded') {
      return new StubResponse(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent does not have a successful charge to refund.' } });
    }
    const refund: StubRefund = {
      id: `re_stub${this.refunds.size + 1}`,
      object: 'refund',
      amount: Number(params.get('amount') ?? intent.amount),
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    if (typeof key === 'string') this.refundByIdempotencyKey.set(key, refund.id);
    return new StubResponse(200, refund);
  }

  private create(headers: Record<string, unknown>, params: URLSearchParams): StubResponse {
    const key = headers['Idempotency-Key'];
    const replay = typeof key === 'string' ? this.byIdempotencyKey.get(key) : undefined;
    if (replay) return new StubResponse(200, this.intents.get(replay));
    const metadata: Record<string, string> = {};
    for (const [name, value] of params) {
      const field = name.match(/^metadata\[(.+)\]$/)?.[1];
      if (field) metadata[field] = value;
    }
    const intent = this.put({ amount: Number(params.get('amount')), currency: params.get('currency') ?? '', metadata });
    if (typeof key === 'string') this.byIdempotencyKey.set(key, intent.id);
    return new StubResponse(200, intent);
  }
}

export const STRIPE_SECRET_KEY = 'sk_test_x';
export const STRIPE_WEBHOOK_SECRET = 'whsec_test';

/** A test shop's options for the real Stripe provider talking to `stub`, for useTestShop. */
export function stripeShop(stub: StripeStub): TestShopOptions {
  return {
    env: { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET },
    payments: () => createStripeProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, httpClient: stub }),
  };
}
