// Rate limits. One generous budget per client IP covers the whole API, so that every /api answer
// carries RateLimit headers; tighter budgets per operation sit behind it: per signed-in user for
// what costs the shop (placing orders, payment intents, confirming payments, where card testing
// is the attack, reviews), per client IP for the public writes (every way of signing in, contact,
// newsletter, password resets), and per email address for password resets, over an hour, so no one
// can fill another's inbox from many addresses, and for password sign-ins, so no one tries one
// account's password from many addresses. A guest has no account: their orders are counted per
// client IP and per email (both budgets must allow it), their payments per client IP. Each budget has its own counter. With Redis every API process counts against the
// same budgets; without it each process counts alone, in memory. Redis out of reach fails
// closed: the request is refused with 503 rather than let through uncounted.
import type { Request, RequestHandler } from 'express';
import { rateLimit, type IncrementResponse, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { RateLimits } from '../config.js';
import type { OperationId } from './api-types.js';
import { sendProblem } from './error-handler.js';
import { addRateLimitHeaders } from './rate-limit-headers.js';
import type { Logger } from './logger.js';
import { serviceUnavailable, statusTitle } from './problem.js';
import type { RedisConnection } from './redis.js';
import { currentUser, normaliseEmail } from './request-context.js';

const WINDOW_MS = 60_000;

/** rate-limit-redis, failing closed, and recovering when Redis was away as the process started. */
class SharedStore extends RedisStore {
  override async increment(key: string): Promise<IncrementResponse> {
    // The store loads its script once, at start; a load that failed then would otherwise be kept.
    this.incrementScriptSha = this.incrementScriptSha.catch(() => this.loadIncrementScript(key));
    try {
      return await super.increment(key);
    } catch (error) {
      const unavailable = serviceUnavailable();
      unavailable.cause = error;
      throw unavailable;
    }
  }
}

export interface RateLimitDeps {
  limits: RateLimits;
  logger: Logger;
  /** Absent: in-memory counters, one set per process. */
  redis?: { connection: RedisConnection; keyPrefix: string };
  /** Requests that spend no budget at all (a server render's own reads of the API). */
  exempt?: (req: Request) => boolean;
}

type KeyedBy = 'client' | 'user' | 'email';

// The user's id, not their IP: a shopper's budget follows them across networks, and shoppers
// behind one NAT don't share one.
const userKey = (req: Request) => currentUser(req).id;
// The body's address as the service reads it (validated before any budget is spent), so one
// address can't be spread over many IPs.
const emailKey = (req: Request) => normaliseEmail(String((req.body as { email?: unknown }).email ?? ''));
const keys = { user: userKey, email: emailKey } as const;

const HOUR_MS = 60 * WINDOW_MS;

export function createRateLimits(deps: RateLimitDeps) {
  const { limits, redis } = deps;
  const logger = {
    error: (error: unknown, message?: string) => deps.logger.error({ err: error }, message),
    warn: (error: unknown, message?: string) => deps.logger.warn({ err: error }, message),
  };
  const store = (name: string): Store | undefined =>
    redis && new SharedStore({ sendCommand: (...args: string[]) => redis.connection.send(args) as Promise<RedisReply>, prefix: `${redis.keyPrefix}rl:${name}:` });

  const exempt = deps.exempt ?? (() => false);
  /** `name` names the budget in the RateLimit headers and, with Redis, in its keys. */
  const limiter = (name: string, limit: number, keyedBy: KeyedBy, what: string, windowMs = WINDOW_MS): RequestHandler => {
    const budget = rateLimit({
      windowMs,
      limit,
      identifier: name,
      // Written by addRateLimitHeaders, the same headers for less work.
      standardHeaders: false,
      legacyHeaders: false,
      ...(keyedBy === 'client' ? {} : { keyGenerator: keys[keyedBy] }),
      store: store(name),
      logger,
      skip: exempt,
      handler: (req, res) => {
        const retryAfter = addRateLimitHeaders(req, res, name, windowMs);
        res.setHeader('Retry-After', String(retryAfter));
        sendProblem(res, {
          type: 'about:blank',
          title: statusTitle(429),
          status: 429,
          detail: `Too many ${what} in a short time. Please try again in ${retryAfter} seconds.`,
        });
      },
    });
    return (req, res, next) =>
      budget(req, res, (error?: unknown) => {
        // A request the budget skipped has no count of this budget on it.
        if (error === undefined && !exempt(req)) addRateLimitHeaders(req, res, name, windowMs);
        next(error);
      });
  };

  // One budget for both ways of confirming a payment, so a card tester can't use each in turn; one
  // for both ways of placing an order (Buy Now and the cart's checkout).
  const confirmations = limiter('payment-confirmations', limits.paymentConfirmations, 'user', 'payment confirmations');
  const orders = limiter('orders', limits.orders, 'user', 'orders');
  // One budget for the codes of enrolment and of sign-in, so a guesser can't use each in turn.
  const secondFactorCodes = limiter('second-factor-codes', limits.secondFactor, 'user', 'codes');
  // One budget for every way of signing in, so a guesser can't use each in turn.
  const signIns = limiter('token-exchange', limits.public, 'client', 'sign-ins');
  const guestConfirmations = limiter('guest-payment-confirmations', limits.paymentConfirmations, 'client', 'payment confirmations');
  const byOperation: Partial<Record<OperationId, RequestHandler>> = {
    placeOrder: orders,
    checkout: orders,
    createPaymentIntent: limiter('payment-intents', limits.paymentIntents, 'user', 'payment attempts'),
    markOrderPaid: confirmations,
    confirmTestPayment: confirmations,
    guestCheckout: both(limiter('guest-orders', limits.orders, 'client', 'orders'), limiter('guest-orders-by-email', limits.orders, 'email', 'orders')),
    createGuestPaymentIntent: limiter('guest-payment-intents', limits.paymentIntents, 'client', 'payment attempts'),
    markGuestOrderPaid: guestConfirmations,
    confirmGuestTestPayment: guestConfirmations,
    verifySecondFactor: secondFactorCodes,
    confirmTwoFactorEnrolment: secondFactorCodes,
    addReview: limiter('reviews', limits.reviews, 'user', 'reviews'),
    exchangeToken: signIns,
    // Password guessing is the attack: per client, and per address so that one account's password
    // can't be tried from many addresses.
    signInWithPassword: both(signIns, limiter('sign-ins-per-email', limits.public, 'email', 'sign-ins to this account')),
    registerWithPassword: signIns,
    claimSignInHandOver: signIns,
    sendContactMessage: limiter('contact', limits.public, 'client', 'messages'),
    subscribeNewsletter: limiter('newsletter', limits.public, 'client', 'sign-ups'),
    requestPasswordReset: both(
      limiter('password-resets', limits.public, 'client', 'password reset requests'),
      limiter('password-resets-per-email', limits.passwordResetsPerEmail, 'email', 'password reset requests for this address', HOUR_MS),
    ),
  };
  return { api: limiter('api', limits.api, 'client', 'requests'), byOperation };
}

/** Two budgets for one operation: the request spends the second only if the first lets it through. */
function both(first: RequestHandler, second: RequestHandler): RequestHandler {
  return (req, res, next) => first(req, res, (error?: unknown) => (error ? next(error) : second(req, res, next)));
}

export type RateLimitMiddlewares = ReturnType<typeof createRateLimits>;
