// The Express app, built from its dependencies so that tests can start it on port 0 against any
// database, identity verifier or payment provider. server.ts listens; main.ts composes.
import compression from 'compression';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cors from 'cors';
import express, { type Express, type Request } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from './config.js';
import { loadContract } from './contract.js';
import type { AccessTokens } from './shared/auth/access-tokens.js';
import { authenticate } from './shared/auth/authenticate.js';
import type { IdentityVerifier } from './shared/auth/firebase-identity.js';
import type { Database } from './shared/database.js';
import { errorHandler, sendProblem } from './shared/error-handler.js';
import type { Logger } from './shared/logger.js';
import { statusTitle } from './shared/problem.js';
import { rejectNulCharacters } from './shared/reject-nul-characters.js';
import { rejectUnexpectedBody } from './shared/reject-unexpected-body.js';
import { contactRouter } from './modules/contact/contact.router.js';
import { createContactService } from './modules/contact/contact.service.js';
import { ordersRouter } from './modules/orders/orders.router.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import type { PaymentProvider } from './modules/payments/payment-provider.js';
import { paymentsRouter, stripeWebhookRouter } from './modules/payments/payments.router.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { createSettlement } from './modules/payments/settlement.js';
import { productsRouter } from './modules/products/products.router.js';
import { createProductsService } from './modules/products/products.service.js';
import { profilesRouter } from './modules/profiles/profiles.router.js';
import { createProfilesService } from './modules/profiles/profiles.service.js';
import { reviewsRouter } from './modules/reviews/reviews.router.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { systemRouter } from './modules/system/system.router.js';
import { usersRouter } from './modules/users/users.router.js';
import { createUsersService } from './modules/users/users.service.js';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  logger: Logger;
  identity: IdentityVerifier;
  accessTokens: AccessTokens;
  payments: PaymentProvider;
  /** Folders served as static files (built SPA, product images). */
  staticDirs?: string[];
  /** Tests pass a handler to record every response that breaks the contract. */
  onResponseViolation?: (error: Error, body: unknown, req: Request) => void;
}

function contentSecurityPolicy(config: AppConfig) {
  const emulator = config.firebase.emulatorHost ? [`http://${config.firebase.emulatorHost}`] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://apis.google.com'],
      connectSrc: ["'self'", 'https://*.googleapis.com', 'https://api.stripe.com', ...emulator],
      frameSrc: ['https://js.stripe.com', `https://${config.firebase.authDomain}`, ...emulator],
      imgSrc: ["'self'", 'data:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'"],
      // Outside production the emulator is plain http on loopback; upgrading it would break sign-in.
      upgradeInsecureRequests: config.env === 'production' ? [] : null,
    },
  };
}

export function createApp(deps: AppDeps): { app: Express; services: ReturnType<typeof createServices> } {
  const { config, logger } = deps;
  const contract = loadContract();
  const services = createServices(deps);
  const app = express();

  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(config),
      // Firebase's Google sign-in popup reports back through window.opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  app.use(compression());
  app.use('/api', cors({ origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] }));

  const limiter = () =>
    rateLimit({
      windowMs: 60_000,
      limit: config.rateLimitPerMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, res) =>
        sendProblem(res, {
          type: 'about:blank',
          title: statusTitle(429),
          status: 429,
          detail: 'Too many requests. Please try again in a minute.',
        }),
    });
  app.put('/api/user/:email', limiter());
  app.post('/api/contact', limiter());
  app.post('/api/newsletter', limiter());

  app.use('/api', stripeWebhookRouter(services.payments, config.bodyLimit));
  app.use('/api', express.json({ limit: config.bodyLimit }));
  app.use('/api', rejectNulCharacters());
  app.use(
    OpenApiValidator.middleware({
      apiSpec: contract as never,
      validateRequests: { allowUnknownQueryParameters: false },
      validateResponses: deps.onResponseViolation ? { onError: deps.onResponseViolation } : false,
      validateSecurity: false,
      validateFormats: true,
      ajvFormats: { mode: 'full' },
      ignorePaths: (path: string) => !path.startsWith('/api/') && path !== '/api',
    }),
  );
  app.use('/api', rejectUnexpectedBody());
  app.use(
    '/api',
    authenticate({
      defaultSecurity: contract.security,
      accessTokens: deps.accessTokens,
      identity: deps.identity,
      findUser: (id) => services.users.findAuthenticated(id),
    }),
  );

  app.use('/api', systemRouter(config, deps.db));
  app.use('/api', productsRouter(services.products));
  app.use('/api', usersRouter(services.users));
  app.use('/api', profilesRouter(services.profiles));
  app.use('/api', reviewsRouter(services.reviews));
  app.use('/api', ordersRouter(services.orders));
  app.use('/api', paymentsRouter(services.payments));
  app.use('/api', contactRouter(services.contact));

  for (const dir of deps.staticDirs ?? []) {
    // Hashed build assets never change under their name; everything else is revalidated.
    app.use('/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: true }));
    app.use(express.static(dir, { index: false, maxAge: '1h' }));
  }
  const shellDir = (deps.staticDirs ?? []).find((dir) => existsSync(join(dir, 'index.html')));
  if (shellDir) {
    const shell = join(shellDir, 'index.html');
    // The same shell, announcing the home page's code too (see frontend/preload-route-plugin.ts).
    const homeShell = existsSync(join(shellDir, 'home.html')) ? join(shellDir, 'home.html') : shell;
    // Client routes (/purchase/…, /login) are the SPA's: a reload or a shared link gets the shell.
    app.get(/^(?!\/api(\/|$)).*/, (req, res, next) =>
      req.accepts('html') ? res.sendFile(req.path === '/' ? homeShell : shell, { maxAge: 0 }) : next(),
    );
  }
  app.use((req, res) =>
    sendProblem(res, { type: 'about:blank', title: statusTitle(404), status: 404, detail: `There is no ${req.method} ${req.path}.` }),
  );
  app.use(errorHandler(logger));
  return { app, services };
}

function createServices(deps: AppDeps) {
  const { db, config, logger } = deps;
  const settlement = createSettlement({ db, provider: deps.payments, logger });
  const orders = createOrdersService({ db, holdMinutes: config.orderHoldMinutes, logger, provider: deps.payments, settlement });
  const reviews = createReviewsService({ db, hasBought: orders.hasBought });
  return {
    users: createUsersService({ db, accessTokens: deps.accessTokens, adminEmails: config.adminEmails }),
    products: createProductsService({ db, ratingOf: reviews.ratingOf }),
    profiles: createProfilesService({ db }),
    reviews,
    orders,
    payments: createPaymentsService({ db, provider: deps.payments, settlement, logger }),
    contact: createContactService({ db }),
  };
}
