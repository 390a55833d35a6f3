// Starts the real app on port 0 against a fresh database: a temporary SQLite file, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set, and a Redis connection when env.REDIS_URL is
// given. Every response is checked against openapi.yaml; `violations` collects what broke the
// contract. A test file may start several at once: each has its own database and services.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppDeps } from '../src/app.js';
import { loadConfig, type AppConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import type { PaymentProvider } from '../src/shared/payment-provider.js';
import { createTestProvider } from '../src/modules/payments/test-provider.js';
import { createAccessTokens } from '../src/shared/auth/access-tokens.js';
import { createOrderKeySeal, createTotpSecretSeal } from '../src/shared/auth/order-key-seal.js';
import { openDatabase, type Database } from '../src/shared/database.js';
import { createFirebasePasswords } from '../src/shared/auth/firebase-passwords.js';
import { createFirebaseIdentity } from '../src/shared/auth/firebase-identity.js';
import { createLogger, type DestinationStream } from '../src/shared/logger.js';
import { connectRedis } from '../src/shared/redis.js';
import { startWebServer } from '../src/server.js';
import { signUp, TEST_PROJECT, type FirebaseAccount } from './identity.js';
import { freshDatabaseUrl } from './support/fresh-database.js';
import { setRole } from './support/rows.js';
import type { Role } from '../src/shared/api-types.js';
import { UNTHROTTLED } from './support/unthrottled.js';

export const ACCESS_TOKEN_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export interface TestShop {
  request: ReturnType<typeof supertest>;
  /** http://127.0.0.1:PORT, for requests supertest would rewrite. */
  baseUrl: string;
  /** The shop's own database, for checks behind the API (support/rows.ts). */
  db: Database;
  config: AppConfig;
  services: ReturnType<typeof createApp>['services'];
  /** The API as the shop's server render reads it. */
  renderFetch: typeof fetch;
  violations: string[];
  /** Signs up a Firebase user, exchanges the token and returns the shop's access token. */
  signIn(label: string, role?: Role): Promise<Shopper>;
  stop(): Promise<void>;
}

export interface Shopper extends FirebaseAccount {
  token: string;
  userId: string;
  auth: { Authorization: string };
}

export interface TestShopOptions {
  env?: Record<string, string>;
  payments?: (db: Database) => PaymentProvider;
  /** Where the shop's log lines go (at env.LOG_LEVEL, silent unless set). */
  logDestination?: DestinationStream;
  /** Built storefront folders to serve, as main.ts serves frontend/dist. */
  staticDirs?: string[];
}

export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const database = await freshDatabaseUrl();
  const imagesDir = await mkdtemp(join(tmpdir(), 'handtools-images-'));
  const config = loadConfig({
    IMAGES_DIR: imagesDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199',
    FIREBASE_PROJECT_ID: TEST_PROJECT,
    ...UNTHROTTLED,
    ...(options.env?.STRIPE_SECRET_KEY ? {} : { PAYMENT_PROVIDER: 'test' }),
    ...options.env,
  });
  const logger = createLogger(config.logLevel, options.logDestination);
  const db = await openDatabase(config.databaseUrl, logger);
  await migrate(db, logger);
  const identity = createFirebaseIdentity(config.firebase.projectId);
  const redis = config.redis && (await connectRedis(config.redis.url, logger));
  const violations: string[] = [];
  const deps: AppDeps = {
    config,
    db,
    logger,
    identity,
    passwords: createFirebasePasswords(config.firebase),
    accessTokens: createAccessTokens(ACCESS_TOKEN_SECRET, config.accessToken.ttlMinutes),
    orderKeys: createOrderKeySeal(ACCESS_TOKEN_SECRET),
    totpSecrets: createTotpSecretSeal(ACCESS_TOKEN_SECRET),
    payments: (options.payments ?? createTestProvider)(db),
    redis,
    staticDirs: options.staticDirs,
    onResponseViolation: (error, _body, req) => violations.push(`${req.method} ${req.originalUrl}: ${error.message}`),
  };
  const { app, services, renderApi, close: closeApp } = createApp(deps);
  const server = await startWebServer(app, 0, '127.0.0.1');
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const request = supertest(baseUrl);

  async function signIn(label: string, role: Role = 'customer'): Promise<Shopper> {
    const account = await signUp(label);
    const response = await request.put(`/api/user/${account.email}`).set('Authorization', `Bearer ${account.idToken}`);
    if (response.status !== 200) throw new Error(`token exchange failed: ${response.status} ${JSON.stringify(response.body)}`);
    const userId = response.body.user._id as string;
    if (role !== 'customer') await setRole(db, userId, role);
    const token = response.body.token as string;
    return { ...account, token, userId, auth: { Authorization: `Bearer ${token}` } };
  }

  return {
    request,
    baseUrl,
    db,
    config,
    services,
    renderFetch: renderApi.fetch,
    violations,
    signIn,
    async stop() {
      await server.stop(1000);
      await closeApp();
      await identity.close();
      await redis?.close();
      await db.close();
      await database.drop();
      await rm(imagesDir, { recursive: true, force: true });
    },
  };
}

/** A role, signed in under the person's own name as label; or a label and role of its own. */
export type Person = Role | { label: string; role?: Role };
/** The file's shop and its people by name, filled in by useTestShop's beforeAll. */
export type Given<People> = { readonly shop: TestShop } & { readonly [Name in keyof People]: Shopper };

/**
 * The test file's shop: started in a beforeAll with `options`, with `people` signed in at once,
 * and stopped in an afterAll, which Vitest runs even when the beforeAll failed (a sign-in, say).
 * Read `given.shop` and `given.<name>` in hooks and tests, not while the file is being collected.
 * A file's own set-up goes in a beforeAll registered after this call, which runs after this one's;
 * its own afterAll then runs before the shop stops.
 *
 *   const given = useTestShop({ people: { admin: 'owner', alice: 'customer', boss: { label: 'boss', role: 'owner' } } });
 */
export function useTestShop<const People extends Record<string, Person> = Record<never, Person>>(
  options: TestShopOptions & { people?: People & { shop?: never } } = {},
): Given<People> {
  const { people, ...shopOptions } = options;
  const named: Array<[string, Person]> = Object.entries(people ?? {});
  const given: Record<string, TestShop | Shopper> = {};
  let shop: TestShop | undefined;
  beforeAll(async () => {
    const started = await startTestShop(shopOptions);
    shop = given.shop = started;
    // Settled, not Promise.all: the shop isn't stopped under a sign-in still under way.
    const signedIn = await Promise.allSettled(
      named.map(async ([name, person]) => {
        given[name] = typeof person === 'string' ? await started.signIn(name, person) : await started.signIn(person.label, person.role);
      }),
    );
    const failed = signedIn.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });
  afterAll(() => shop?.stop());
  return given as Given<People>;
}

export const validProduct = {
  name: 'Test Claw Hammer',
  image: '/images/tools/claw-hammer.svg',
  available: 100,
  minimum: 2,
  price: 24.99,
  description: 'A test hammer with a drop-forged head and a fibreglass handle that soaks up the shock of every blow.',
};
