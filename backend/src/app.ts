// The Express app, built from its dependencies so that tests can start it on port 0 against any
// database, identity verifier or payment provider. server.ts listens; main.ts composes.
import compression from 'compression';
import express, { type Express, type Request } from 'express';
import type { AppConfig } from './config.js';
import { loadContract } from './contract.js';
import { apiRouter } from './http/api-router.js';
import { requestLog } from './shared/http/request-log.js';
import { apiSecurityHeaders, pageSecurityHeaders } from './http/security-headers.js';
import { storybookSite } from './http/storybook.js';
import { createInProcessApi, storefrontRouter, type InProcessApi } from './http/storefront/index.js';
import type { AccessTokens } from './shared/auth/access-tokens.js';
import type { IdentityVerifier } from './shared/auth/firebase-identity.js';
import type { PasswordAccounts } from './shared/auth/firebase-passwords.js';
import type { OrderKeySeal, Seal } from './shared/auth/order-key-seal.js';
import type { Database } from './shared/database.js';
import { errorHandler, sendProblem } from './shared/error-handler.js';
import { isApiRequest, resolveRequestTarget } from './shared/http/request-target.js';
import type { OperationHandlers } from './shared/http/operation.js';
import type { Logger } from './shared/logger.js';
import type { PaymentProvider } from './shared/payment-provider.js';
import { statusTitle } from './shared/problem.js';
import { createRateLimits } from './shared/rate-limits.js';
import { createShopSettings } from './shared/shop-settings.js';
import type { RedisConnection } from './shared/redis.js';
import { auditHandlers, createAuditRepository, createAuditService } from './modules/audit/index.js';
import { addressesHandlers, createAddressesRepository, createAddressesService } from './modules/addresses/index.js';
import { cartFormReturns, cartHandlers, createCartRepository, createCartService, createVisitorCartRepository } from './modules/cart/index.js';
import { contactFormReturns, contactHandlers, createContactRepository, createContactService } from './modules/contact/index.js';
import { createAccountEmails, createOrderEmails, createOutboxRepository } from './modules/notifications/index.js';
import { createPasswordResetService, passwordResetHandlers } from './modules/password-reset/index.js';
import { createOrdersRepository, createOrdersService, ordersHandlers } from './modules/orders/index.js';
import { createPaymentsService, paymentsHandlers } from './modules/payments/index.js';
import { createDatabaseImageStore, createFolderImageStore, createImageVariantsRepository, createImagesService, imagesHandlers, MAX_UPLOAD_BYTES, type ImageStore } from './modules/images/index.js';
import {
  createProductsRepository,
  MAX_IMPORT_BYTES,
  createProductsService,
  createTaxonomyRepository,
  createTaxonomyService,
  productsHandlers,
  taxonomyHandlers,
} from './modules/products/index.js';
import { createProfilesRepository, createProfilesService, profilesHandlers } from './modules/profiles/index.js';
import { createReviewsRepository, createReviewsService, reviewsHandlers } from './modules/reviews/index.js';
import { businessHandlers, createBusinessService } from './modules/business/index.js';
import { createTaxService, taxHandlers } from './modules/tax/index.js';
import { createShippingService, shippingHandlers } from './modules/shipping/index.js';
import { systemHandlers } from './modules/system/index.js';
import { createTwoFactorRepository, createTwoFactorService, twoFactorHandlers } from './modules/two-factor/index.js';
import {
  createPasswordSignInService,
  createSessionsRepository,
  createSignInHandOversRepository,
  createUsersRepository,
  createUsersService,
  passwordSignInFormReturns,
  passwordSignInHandlers,
  REQUIRE_STAFF_TWO_FACTOR,
  usersHandlers,
} from './modules/users/index.js';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  logger: Logger;
  identity: IdentityVerifier;
  /** Firebase's password sign-in and sign-up, for the login and register forms. */
  passwords: PasswordAccounts;
  accessTokens: AccessTokens;
  /** Seals guest orders' keys for their emails' links, under a secret every process of the shop shares. */
  orderKeys: OrderKeySeal;
  /** Seals staff members' TOTP secrets, under the same shared secret with a key of its own. */
  totpSecrets: Seal;
  payments: PaymentProvider;
  /** With REDIS_URL: where the rate limits of every API process are counted. */
  redis?: RedisConnection;
  /** Folders served as static files (built SPA, product images). */
  staticDirs?: string[];
  /** Where uploaded photos go; unset, the database on PostgreSQL and the folder IMAGES_DIR names on SQLite. */
  imageStore?: ImageStore;
  /** Tests pass a handler to record every response that breaks the contract. */
  onResponseViolation?: (error: Error, body: unknown, req: Request) => void;
}

export function createApp(deps: AppDeps): { app: Express; services: ReturnType<typeof createServices>; renderApi: InProcessApi; close: () => Promise<void> } {
  const { config, logger } = deps;
  const services = createServices(deps);
  // How the server render reads the API: this app, asked as a browser would.
  const renderApi = createInProcessApi(logger);
  const limits = createRateLimits({
    limits: config.rateLimits,
    logger,
    // A server render's own reads: the page's request already spent the client's budget.
    exempt: renderApi.isRenderRequest,
    redis: deps.redis && config.redis ? { connection: deps.redis, keyPrefix: config.redis.keyPrefix } : undefined,
  });
  const app = express();

  // Express's own matching (the storefront's routes, static files) follows the API's rule too:
  // a path means what it says, in its case, with or without its trailing slash.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger, { ignore: (req) => req.url === '/api/health' || renderApi.isRenderRequest(req) }));
  // Before anything reads the path: every later layer acts on what this decides.
  app.use(resolveRequestTarget());
  if (config.storybookDir) {
    const storybook = storybookSite(config.storybookDir);
    app.use('/storybook', (req, res, next) => (isApiRequest(req) ? next() : storybook(req, res, next)));
  }
  const [apiHeaders, pageHeaders] = [apiSecurityHeaders(), pageSecurityHeaders(config)];
  app.use((req, res, next) => (isApiRequest(req) ? apiHeaders(req, res, next) : pageHeaders(req, res, next)));

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
    // Their answers come with bodies encoded once per cache entry (shared/http/send-tagged.ts).
    selfEncoding: ['listProducts', 'getProduct', 'getProductBySlug', 'listAllProducts', 'listCategories', 'listBrands'],
    formReturns: { ...contactFormReturns, ...cartFormReturns, ...passwordSignInFormReturns },
    binaryBodies: {
      uploadImage: { limit: MAX_UPLOAD_BYTES, tooLarge: `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Choose a smaller one.` },
      importProducts: { limit: MAX_IMPORT_BYTES, tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Import it in parts.` },
    },
  });
  app.use((req, res, next) => (isApiRequest(req) ? api(req, res, next) : next()));
  app.use(compression());
  app.use(
    storefrontRouter({
      staticDirs: deps.staticDirs ?? [],
      fetchApi: renderApi.fetch,
      changeMark: () => deps.db.changeMark(),
      pageCacheEntries: config.pageCacheEntries,
      limit: limits.api,
      origin: config.shopUrl,
      products: services.products,
    }),
  );
  app.use((req, res) =>
    sendProblem(res, { type: 'about:blank', title: statusTitle(404), status: 404, detail: `There is no ${req.method} ${req.path}.` }),
  );
  app.use(errorHandler(logger));
  renderApi.serve(app);
  const close = async () => {
    await renderApi.close();
    await services.passwordReset.settled();
  };
  return { app, services, renderApi, close };
}

/** PostgreSQL keeps the photos itself, for every process on every machine; SQLite's machine keeps them in a folder. */
function defaultImageStore(db: AppDeps['db'], config: AppConfig): ImageStore {
  return db.dialect === 'postgres' ? createDatabaseImageStore(createImageVariantsRepository(db)) : createFolderImageStore(config.imagesDir ?? 'data/images');
}

function handlersOf(deps: AppDeps, services: ReturnType<typeof createServices>): OperationHandlers {
  return {
    ...systemHandlers(deps.config, deps.db, services.shipping, services.tax),
    ...shippingHandlers(services.shipping),
    ...businessHandlers(services.business),
    ...taxHandlers(services.tax),
    ...productsHandlers(services.products),
    ...taxonomyHandlers(services.taxonomy),
    ...imagesHandlers(services.images),
    ...usersHandlers(services.users),
    ...passwordSignInHandlers(services.passwordSignIn),
    ...twoFactorHandlers(services.twoFactor),
    ...profilesHandlers(services.profiles),
    ...addressesHandlers(services.addresses),
    ...reviewsHandlers(services.reviews),
    ...cartHandlers(services.cart),
    ...ordersHandlers(services.orders),
    ...paymentsHandlers(services.payments),
    ...contactHandlers(services.contact),
    ...passwordResetHandlers(services.passwordReset),
    ...auditHandlers(services.audit),
  };
}

// The one place modules meet: each service gets what it needs of another module passed in, and no
// module imports another's code (eslint.config.js enforces it). Repositories are built here on this
// shop's database, so nothing of one shop's data access is shared with another's.
function createServices(deps: AppDeps) {
  const { db, config, logger } = deps;
  const outbox = createOutboxRepository(db);
  const ordersRepository = createOrdersRepository(db);
  // Every staff action is recorded by the service that does it, in the action's own transaction.
  const audit = createAuditService({ db, auditRepository: createAuditRepository(db) });
  const sessionsRepository = createSessionsRepository(db);
  const users = createUsersService({
    db,
    usersRepository: createUsersRepository(db),
    sessionsRepository,
    accessTokens: deps.accessTokens,
    adminEmails: config.adminEmails,
    identity: deps.identity,
    identityRecheckSeconds: config.identityRecheckSeconds,
    logger,
    adoptGuestOrders: (userId, email, transaction) => ordersRepository.adoptGuestOrders(userId, email, transaction),
    audit: audit.log,
  });
  // Products and reviews each need the other, so the products side reaches reviews when called.
  const products = createProductsService({
    db,
    productsRepository: createProductsRepository(db),
    taxonomyRepository: createTaxonomyRepository(db),
    ratingOf: (productId) => reviews.ratingOf(productId),
    removeReviewsOf: (productId, transaction) => reviews.removeForProduct(productId, transaction),
    audit: audit.log,
  });
  const taxonomy = createTaxonomyService({ db, taxonomyRepository: createTaxonomyRepository(db), audit: audit.log });
  const tax = createTaxService({ db, settings: createShopSettings(db), audit: audit.log });
  const business = createBusinessService({ db, settings: createShopSettings(db), audit: audit.log });
  const shipping = createShippingService({ db, settings: createShopSettings(db), catalogue: products, tax, audit: audit.log, homeCountry: config.shopCountry });
  const cart = createCartService({ db, cartRepository: createCartRepository(db), visitorCartRepository: createVisitorCartRepository(db), catalogue: products, accounts: users });
  const orders = createOrdersService({
    db,
    ordersRepository,
    holdMinutes: config.orderHoldMinutes,
    unpaidLimits: config.unpaidLimits,
    logger,
    provider: deps.payments,
    catalogue: products,
    accounts: users,
    emails: createOrderEmails(outbox),
    orderKeys: deps.orderKeys,
    cart,
    shipping,
    tax,
    audit: audit.log,
    seller: business.detailsIn,
  });
  const reviews = createReviewsService({
    db,
    reviewsRepository: createReviewsRepository(db),
    hasBought: orders.hasBought,
    findProduct: products.findProduct,
  });
  const twoFactor = createTwoFactorService({
    db,
    twoFactorRepository: createTwoFactorRepository(db),
    secrets: deps.totpSecrets,
    audit: audit.log,
    markSecondFactor: users.markSecondFactor,
    findUserByEmail: users.findByEmail,
    requiredSettingKey: REQUIRE_STAFF_TWO_FACTOR,
  });
  const passwordSignIn = createPasswordSignInService({
    db,
    passwords: deps.passwords,
    identity: deps.identity,
    openSession: users.openSession,
    handOvers: createSignInHandOversRepository(db),
    sessionsRepository,
    accessTokens: deps.accessTokens,
  });
  return {
    audit,
    users,
    passwordSignIn,
    twoFactor,
    products,
    taxonomy,
    images: createImagesService({
      store: deps.imageStore ?? defaultImageStore(db, config),
      recordUpload: (caller, image) =>
        db.write((transaction) => audit.log.record({ actor: caller, kind: 'image.uploaded', subject: { type: 'image', id: image }, after: { image } }, transaction)),
    }),
    profiles: createProfilesService({ db, profilesRepository: createProfilesRepository(db), findUser: users.findByEmail }),
    addresses: createAddressesService({ db, addressesRepository: createAddressesRepository(db), accounts: users }),
    reviews,
    cart,
    shipping,
    business,
    tax,
    orders,
    payments: createPaymentsService({ provider: deps.payments, orders, logger }),
    contact: createContactService({ db, contactRepository: createContactRepository(db), replyWorkingDays: config.promises.replyWorkingDays }),
    passwordReset: createPasswordResetService({
      db,
      resetCode: (email) => deps.identity.passwordResetCode(email),
      sendResetEmail: createAccountEmails(outbox).passwordReset,
      logger,
    }),
  };
}
