// Configuration is read from the environment once, validated, and passed down from main.ts:
// nothing else in the backend reads process.env.
import { z } from 'zod';
import { SHOP_NAME } from './shared/brand.js';

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

const atLeastOne = z.coerce.number().int().min(1);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // API processes on one port (Node's cluster); 1 is one process, no cluster at all.
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    HOST: z.string().optional(),
    DATABASE_URL: z.string().min(1).default('sqlite:data/shop.sqlite'),
    ACCESS_TOKEN_SECRET: z.string().min(32, 'ACCESS_TOKEN_SECRET must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(60),
    IDENTITY_RECHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    FIREBASE_PROJECT_ID: z.string().min(1).default('demo-handtools'),
    FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: z.string().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    ADMIN_EMAILS: list,
    CORS_ORIGINS: list,
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    PAYMENT_PROVIDER: z.enum(['test', 'stripe']).optional(),
    ORDER_HOLD_MINUTES: z.coerce.number().int().min(1).max(525600).default(24 * 60),
    // How often each process looks for unpaid orders whose hold ran out.
    HOLD_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    // What the shop's pages promise: within how many working days a person answers a message.
    // (Free delivery is promised from the shipping settings, which the owner edits.)
    CONTACT_REPLY_WORKING_DAYS: z.coerce.number().int().min(1).max(30).default(1),
    // Where the shop is (ISO 3166-1 alpha-2): until the owner sets shipping, it delivers free there only.
    SHOP_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code, such as US').default('US'),
    MAX_UNPAID_ORDERS: atLeastOne.default(5),
    // Above the largest minimum order of the catalogue (20), well below a shelf emptied by one buyer.
    MAX_UNPAID_UNITS: atLeastOne.default(200),
    RATE_LIMIT_API_PER_MINUTE: atLeastOne.default(600),
    RATE_LIMIT_PER_MINUTE: atLeastOne.default(20),
    RATE_LIMIT_ORDERS_PER_MINUTE: atLeastOne.default(10),
    RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE: atLeastOne.default(20),
    // Card testing (trying stolen numbers one after the other) is what this budget is for.
    RATE_LIMIT_PAYMENT_CONFIRMATIONS_PER_MINUTE: atLeastOne.default(10),
    RATE_LIMIT_REVIEWS_PER_MINUTE: atLeastOne.default(5),
    // Second-factor codes one user may try: a million codes, three valid at a time, can't be guessed at this pace.
    RATE_LIMIT_SECOND_FACTOR_PER_MINUTE: atLeastOne.default(5),
    // Reset emails one address may be sent in an hour, whoever asks.
    RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL_PER_HOUR: atLeastOne.default(5),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/./, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    REDIS_KEY_PREFIX: z.string().min(1).default('handtools:'),
    BODY_LIMIT: z.string().default('100kb'),
    // Where uploaded photos' variants are kept (main.ts: backend/data/images when unset).
    IMAGES_DIR: z.string().min(1).optional(),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    STATIC_DIR: z.string().optional(),
    // The built Storybook (storybook-static/), served at /storybook for designers; npm start sets it.
    STORYBOOK_DIR: z.string().min(1).optional(),
    // How many rendered storefront pages are kept (0: every page is rendered afresh, as the bench measures).
    PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(200),
    // Where order emails go: SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the start),
    // or its parts. Unset: emails wait in the outbox until a server is configured.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/./, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: z.enum(['true', 'false']).optional(),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().optional(),
    MAIL_FROM: z.string().min(3).optional(),
    // The shop's public origin, which the links in its emails start with (its pages: an order, the
    // password reset). Unset: http://localhost:<PORT>, the shop `npm start` runs.
    SHOP_URL: z
      .url({ protocol: /^https?$/, error: 'SHOP_URL must be an http:// or https:// address, e.g. https://shop.example.com' })
      .refine((value) => /^https?:\/\/[^/?#]+\/?$/.test(value), 'SHOP_URL is the shop’s origin alone: no path, query or fragment (e.g. https://shop.example.com)')
      .optional(),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY].filter(Boolean).length;
    if (stripeKeys === 1) {
      ctx.addIssue({ code: 'custom', message: 'Set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither' });
    }
    if (production && env.FIREBASE_AUTH_EMULATOR_HOST) {
      ctx.addIssue({
        code: 'custom',
        message: 'FIREBASE_AUTH_EMULATOR_HOST must not be set in production: the Admin SDK skips token signature checks against the emulator',
      });
    }
    // Test cards "pay" for real goods, so the test provider runs only when asked for by name, and a
    // shop with neither that request nor Stripe keys refuses to start rather than pick one.
    if (env.PAYMENT_PROVIDER === 'stripe' && stripeKeys !== 2) {
      ctx.addIssue({ code: 'custom', message: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY' });
    }
    if (!env.PAYMENT_PROVIDER && stripeKeys === 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          'No payment provider is configured: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or PAYMENT_PROVIDER=test for a demo shop that only takes test cards',
      });
    }
    if (production && env.PAYMENT_PROVIDER === 'test') {
      ctx.addIssue({ code: 'custom', message: 'The test payment provider refuses to run in production: set the Stripe keys' });
    }
    if (production && !env.ACCESS_TOKEN_SECRET) {
      ctx.addIssue({ code: 'custom', message: 'ACCESS_TOKEN_SECRET is required in production' });
    }
    if (production && stripeKeys === 2 && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', message: 'STRIPE_WEBHOOK_SECRET is required with Stripe in production' });
    }
    if (env.SMTP_URL && env.SMTP_HOST) {
      ctx.addIssue({ code: 'custom', message: 'Set SMTP_URL or SMTP_HOST (with SMTP_PORT, SMTP_USER, SMTP_PASS), not both' });
    }
    // Mail from a made-up address is marked as spam or refused; a real shop says who it is.
    if (production && (env.SMTP_URL || env.SMTP_HOST) && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', message: `MAIL_FROM is required in production when an SMTP server is set (e.g. "${SHOP_NAME} <orders@example.com>")` });
    }
    // Emails' links would lead to localhost, which is the reader's own machine.
    if (production && (env.SMTP_URL || env.SMTP_HOST) && !env.SHOP_URL) {
      ctx.addIssue({ code: 'custom', message: 'SHOP_URL is required in production when an SMTP server is set: the emails link to the shop (e.g. https://shop.example.com)' });
    }
    // Each process would open a database of its own, and the shop would be several shops.
    if (env.WEB_CONCURRENCY > 1 && /^sqlite:(\/\/)?:memory:$/.test(env.DATABASE_URL)) {
      ctx.addIssue({ code: 'custom', message: 'WEB_CONCURRENCY above 1 needs a database the processes share: an in-memory SQLite is one per process' });
    }
    if (production && env.SEED_DEMO_DATA === 'true') {
      ctx.addIssue({ code: 'custom', message: 'Demo data is never seeded in production' });
    }
    // Its stories sign in to mocked accounts and show every screen of the shop: a tool for development.
    if (env.NODE_ENV !== 'development' && env.STORYBOOK_DIR) {
      ctx.addIssue({ code: 'custom', message: 'STORYBOOK_DIR serves Storybook in development only (NODE_ENV=development)' });
    }
  });

/** What one customer may hold unpaid at once (orders, and units over all of them). */
export interface UnpaidLimits {
  orders: number;
  units: number;
}

/** Requests per minute: `api` and `public` per client IP, the others per signed-in user; `passwordResetsPerEmail` per address and hour. */
export interface RateLimits {
  api: number;
  public: number;
  orders: number;
  paymentIntents: number;
  paymentConfirmations: number;
  reviews: number;
  /** Codes tried at enrolment and at sign-in, together. */
  secondFactor: number;
  passwordResetsPerEmail: number;
}

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  port: number;
  /** API processes sharing the port; 1 runs no cluster. */
  webConcurrency: number;
  host: string | undefined;
  databaseUrl: string;
  accessToken: { secret: string | undefined; ttlMinutes: number };
  /** How often, at most, a session's Firebase account is checked (disabled, deleted, signed out everywhere). */
  identityRecheckSeconds: number;
  firebase: { projectId: string; apiKey: string; authDomain: string; emulatorHost: string | undefined };
  adminEmails: string[];
  corsOrigins: string[];
  payments:
    | { provider: 'test' }
    | { provider: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string | undefined };
  orderHoldMinutes: number;
  /** What the storefront may promise besides free delivery (the shipping settings'). */
  promises: { replyWorkingDays: number };
  /** Where the shop is, the home of its shipping settings until the owner sets them. */
  shopCountry: string;
  holdExpirySweepSeconds: number;
  unpaidLimits: UnpaidLimits;
  rateLimits: RateLimits;
  /** Unset: each process counts its rate limits in memory, on its own. */
  redis: { url: string; keyPrefix: string } | undefined;
  bodyLimit: string;
  imagesDir: string | undefined;
  trustProxy: number;
  logLevel: string;
  seedDemoData: boolean;
  staticDir: string | undefined;
  /** The built Storybook served at /storybook (development only). */
  storybookDir: string | undefined;
  /** How many rendered storefront pages are kept; 0 renders every page afresh. */
  pageCacheEntries: number;
  /** Unset: no SMTP server, so order emails wait in the outbox. */
  smtp: { url?: string; host?: string; port?: number; secure?: boolean; user?: string; pass?: string } | undefined;
  mailFrom: string;
  /** The shop's public origin (no trailing slash): where emails' links lead. */
  shopUrl: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `- ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    webConcurrency: e.WEB_CONCURRENCY,
    // The emulator accepts unsigned ID tokens: a shop that trusts it answers only this machine
    // unless told otherwise, or anyone on the network could sign in as anyone, admins included.
    host: e.HOST ?? (e.FIREBASE_AUTH_EMULATOR_HOST ? '127.0.0.1' : undefined),
    databaseUrl: e.DATABASE_URL,
    accessToken: { secret: e.ACCESS_TOKEN_SECRET, ttlMinutes: e.ACCESS_TOKEN_TTL_MINUTES },
    identityRecheckSeconds: e.IDENTITY_RECHECK_SECONDS,
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    },
    adminEmails: e.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    corsOrigins: e.CORS_ORIGINS,
    payments:
      e.PAYMENT_PROVIDER !== 'test' && e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          }
        : { provider: 'test' },
    orderHoldMinutes: e.ORDER_HOLD_MINUTES,
    promises: { replyWorkingDays: e.CONTACT_REPLY_WORKING_DAYS },
    shopCountry: e.SHOP_COUNTRY,
    holdExpirySweepSeconds: e.HOLD_EXPIRY_SWEEP_SECONDS,
    unpaidLimits: { orders: e.MAX_UNPAID_ORDERS, units: e.MAX_UNPAID_UNITS },
    rateLimits: {
      api: e.RATE_LIMIT_API_PER_MINUTE,
      public: e.RATE_LIMIT_PER_MINUTE,
      orders: e.RATE_LIMIT_ORDERS_PER_MINUTE,
      paymentIntents: e.RATE_LIMIT_PAYMENT_INTENTS_PER_MINUTE,
      paymentConfirmations: e.RATE_LIMIT_PAYMENT_CONFIRMATIONS_PER_MINUTE,
      reviews: e.RATE_LIMIT_REVIEWS_PER_MINUTE,
      secondFactor: e.RATE_LIMIT_SECOND_FACTOR_PER_MINUTE,
      passwordResetsPerEmail: e.RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
    },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    bodyLimit: e.BODY_LIMIT,
    imagesDir: e.IMAGES_DIR,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    // Only when asked for (npm start does): demo accounts with published passwords don't belong
    // in a shop that was merely started without NODE_ENV.
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    staticDir: e.STATIC_DIR,
    storybookDir: e.STORYBOOK_DIR,
    pageCacheEntries: e.PAGE_CACHE_ENTRIES,
    smtp: e.SMTP_URL
      ? { url: e.SMTP_URL }
      : e.SMTP_HOST
        ? { host: e.SMTP_HOST, port: e.SMTP_PORT, secure: e.SMTP_SECURE === 'true', user: e.SMTP_USER, pass: e.SMTP_PASS }
        : undefined,
    mailFrom: e.MAIL_FROM ?? `${SHOP_NAME} <orders@handtools.localhost>`,
    shopUrl: e.SHOP_URL ? new URL(e.SHOP_URL).origin : `http://localhost:${e.PORT}`,
  };
}
