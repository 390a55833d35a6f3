// The Express app, built from its dependencies so that tests can start it on port 0 against any
// database, identity verifier or payment provider. server.ts listens; main.ts composes.
import compression from 'compression';
import express, { type Express, type Request } from 'express';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from './config.js';
import { loadContract } from './contract.js';
import { apiRouter } from './http/api-router.js';
import { requestLogSerializers } from './shared/http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { storefront } from './http/storefront.js';
import type { AccessTokens } from './shared/auth/access-tokens.js';
import type { IdentityVerifier } from './shared/auth/firebase-identity.js';
import type { Database } from './shared/database.js';
import { errorHandler, sendProblem } from './shared/error-handler.js';
import { looksLikeApiPath, rawPathOf } from './shared/http/operation-matcher.js';
import type { OperationHandlers } from './shared/http/operation.js';
import type { Logger } from './shared/logger.js';
import { statusTitle } from './shared/problem.js';
import { createRateLimits } from './shared/rate-limits.js';
import type { RedisConnection } from './shared/redis.js';
import { contactHandlers } from './modules/contact/contact.router.js';
import { createContactService } from './modules/contact/contact.service.js';
import { ordersHandlers } from './modules/orders/orders.router.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import type { PaymentProvider } from './modules/payments/payment-provider.js';
import { paymentsHandlers } from './modules/payments/payments.router.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createSettlement } from './modules/payments/settlement.js';
import { productsHandlers } from './modules/products/products.router.js';
import { createProductsService } from './modules/products/products.service.js';
import { profilesHandlers } from './modules/profiles/profiles.router.js';
import { createProfilesService } from './modules/profiles/profiles.service.js';
import { reviewsHandlers } from './modules/reviews/reviews.router.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { systemHandlers } from './modules/system/system.router.js';
import { usersHandlers } from './modules/users/users.router.js';
import { createUsersService } from './modules/users/users.service.js';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  logger: Logger;
  identity: IdentityVerifier;
  accessTokens: AccessTokens;
  payments: PaymentProvider;
  /** With REDIS_URL: where the rate limits of every API process are counted. */
  redis?: RedisConnection;
  /** Folders served as static files (built SPA, product images). */
  staticDirs?: string[];
  /** Tests pass a handler to record every response that breaks the contract. */
  onResponseViolation?: (error: Error, body: unknown, req: Request) => void;
}

export function createApp(deps: AppDeps): { app: Express; services: ReturnType<typeof createServices> } {
  const { config, logger } = deps;
  const services = createServices(deps);
  const limits = createRateLimits({
    limits: config.rateLimits,
    logger,
    redis: deps.redis && config.redis ? { connection: deps.redis, keyPrefix: config.redis.keyPrefix } : undefined,
  });
  const app = express();

  // Express's own matching (the storefront's routes, static files) follows the API's rule too:
  // a path means what it says, in its case, with or without its trailing slash.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(pinoHttp({ logger, serializers: requestLogSerializers, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  app.use(securityHeaders(config));
  app.use(compression());

  const api = apiRouter({
    config,
    contract: loadContract(),
    logger,
    handlers: handlersOf(deps, services),
    limits,
    accessTokens: deps.accessTokens,
    identity: deps.identity,
    findUser: (claims) => services.users.findAuthenticated(claims),
    onResponseViolation: deps.onResponseViolation,
  });
  app.use((req, res, next) => (looksLikeApiPath(rawPathOf(req.originalUrl)) ? api(req, res, next) : next()));
  app.use(storefront(deps.staticDirs ?? []));
  app.use((req, res) =>
    sendProblem(res, { type: 'about:blank', title: statusTitle(404), status: 404, detail: `There is no ${req.method} ${req.path}.` }),
  );
  app.use(errorHandler(logger));
  return { app, services };
}

function handlersOf(deps: AppDeps, services: ReturnType<typeof createServices>): OperationHandlers {
  return {
    ...systemHandlers(deps.config, deps.db),
    ...productsHandlers(services.products),
    ...usersHandlers(services.users),
    ...profilesHandlers(services.profiles),
    ...reviewsHandlers(services.reviews),
    ...ordersHandlers(services.orders),
    ...paymentsHandlers(services.payments),
    ...contactHandlers(services.contact),
  };
}

function createServices(deps: AppDeps) {
  const { db, config, logger } = deps;
  const settlement = createSettlement({ db, provider: deps.payments, logger });
  const orders = createOrdersService({
    db,
    holdMinutes: config.orderHoldMinutes,
    unpaidLimits: config.unpaidLimits,
    logger,
    provider: deps.payments,
    settlement,
  });
  const reviews = createReviewsService({ db, hasBought: orders.hasBought });
  return {
    users: createUsersService({
      db,
      accessTokens: deps.accessTokens,
      adminEmails: config.adminEmails,
      identity: deps.identity,
      identityRecheckSeconds: config.identityRecheckSeconds,
      logger,
    }),
    products: createProductsService({ db, ratingOf: reviews.ratingOf }),
    profiles: createProfilesService({ db }),
    reviews,
    orders,
    payments: createPaymentsService({ db, provider: deps.payments, settlement, logger }),
    contact: createContactService({ db }),
  };
}
