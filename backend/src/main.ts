// Composition root: read the configuration, open and migrate the database, pick the identity
// verifier and payment provider, start the server, and stop it all cleanly on a signal. With
// WEB_CONCURRENCY above 1 this process migrates, then forks that many API processes
// (process-cluster.ts), each of which starts the server here without migrating again.
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { migrate } from './db/migrate.js';
import { seedDemoData } from './db/seed-demo.js';
import { createDispatcher, createOutboxRepository, createSmtpMailer, startEmailDispatcher } from './modules/notifications/index.js';
import { createFolderImageStore } from './modules/images/index.js';
import { startHoldExpiry } from './modules/orders/index.js';
import type { PaymentProvider } from './shared/payment-provider.js';
import { createStripeProvider, createTestProvider } from './modules/payments/index.js';
import { createAccessTokens } from './shared/auth/access-tokens.js';
import { createFirebasePasswords } from './shared/auth/firebase-passwords.js';
import { createFirebaseIdentity } from './shared/auth/firebase-identity.js';
import { createOrderKeySeal, createTotpSecretSeal } from './shared/auth/order-key-seal.js';
import { openDatabase, type Database } from './shared/database.js';
import { createLogger } from './shared/logger.js';
import type { Logger } from './shared/logger.js';
import { connectRedis } from './shared/redis.js';
import { runCluster } from './process-cluster.js';
import { startWebServer } from './server.js';

const DATABASE_CLOSE_TIMEOUT_MS = 5000;
// An email being sent is let finish, so it is marked sent rather than sent again once its lease
// runs out; a mail server that hangs is given this long, not its full socket timeout.
const EMAIL_STOP_TIMEOUT_MS = 5000;
const backendDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(backendDir, '..');

/** Outside production a missing secret is generated once and kept beside the database. */
function accessTokenSecret(config: AppConfig): string {
  if (config.accessToken.secret) return config.accessToken.secret;
  const file = resolve(backendDir, 'data/access-token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function paymentProvider(config: AppConfig, db: Database): PaymentProvider {
  const { payments } = config;
  return payments.provider === 'stripe'
    ? createStripeProvider({ secretKey: payments.secretKey, webhookSecret: payments.webhookSecret })
    : createTestProvider(db);
}

function staticDirs(config: AppConfig): string[] {
  const candidates = [config.staticDir, resolve(repoDir, 'frontend/dist'), resolve(repoDir, 'frontend/public')];
  return candidates.filter((dir): dir is string => dir !== undefined && existsSync(dir));
}

async function openMigrated(config: AppConfig, logger: Logger): Promise<Database> {
  const db = await openDatabase(config.databaseUrl, logger);
  await migrate(db, logger);
  if (config.seedDemoData) await seedDemoData(db, logger);
  return db;
}

/** The primary of WEB_CONCURRENCY processes: the schema, the seed and the generated secret once, before any worker reads them. */
async function startCluster(config: AppConfig, logger: Logger): Promise<void> {
  const db = await openMigrated(config, logger);
  const database = db.dialect;
  await db.close();
  accessTokenSecret(config);
  runCluster({
    workers: config.webConcurrency,
    logger,
    describe: { host: config.host ?? 'all interfaces', payments: config.payments.provider, database, rateLimits: config.redis ? 'redis' : 'memory per process' },
  });
}

async function serve(config: AppConfig, logger: Logger): Promise<void> {
  // A worker's primary has migrated already.
  const db = cluster.isWorker ? await openDatabase(config.databaseUrl, logger) : await openMigrated(config, logger);

  const identity = createFirebaseIdentity(config.firebase.projectId);
  const redis = config.redis && (await connectRedis(config.redis.url, logger));
  const { app, services, close: closeApp } = createApp({
    config,
    db,
    logger,
    identity,
    passwords: createFirebasePasswords(config.firebase),
    accessTokens: createAccessTokens(accessTokenSecret(config), config.accessToken.ttlMinutes),
    orderKeys: createOrderKeySeal(accessTokenSecret(config)),
    totpSecrets: createTotpSecretSeal(accessTokenSecret(config)),
    payments: paymentProvider(config, db),
    redis,
    staticDirs: staticDirs(config),
    // PostgreSQL keeps the photos itself (the app's default); SQLite's machine keeps them beside its data.
    imageStore: db.dialect === 'sqlite' ? createFolderImageStore(config.imagesDir ?? resolve(backendDir, 'data/images')) : undefined,
  });
  const stopHoldExpiry = startHoldExpiry(services.orders, logger, config.holdExpirySweepSeconds * 1000);
  const mailer = config.smtp && createSmtpMailer(config.smtp, config.mailFrom);
  const stopEmails = startEmailDispatcher(createDispatcher({ outboxRepository: createOutboxRepository(db), mailer, logger, shopUrl: config.shopUrl, sender: services.business.getBusinessDetails, document: services.orders.documentPdf }), mailer, logger);
  const server = await startWebServer(app, config.port, config.host);
  logger.info(
    {
      ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}),
      host: config.host ?? 'all interfaces',
      port: server.port,
      payments: config.payments.provider,
      database: db.dialect,
      rateLimits: redis ? 'redis' : 'memory',
    },
    // The primary says 'shop listening' once every worker does.
    cluster.isWorker ? 'worker listening' : 'shop listening',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopHoldExpiry();
    await server.stop();
    await closeApp();
    await Promise.race([stopEmails(), delay(EMAIL_STOP_TIMEOUT_MS)]);
    // A database that went silent would hold the pool's close open for ever; the orchestrator's
    // kill timeout would then be what ends the process, not us.
    const closing = db.close().catch((error: unknown) => logger.warn({ err: error }, 'the database did not close cleanly'));
    const closed = await Promise.race([closing.then(() => true), delay(DATABASE_CLOSE_TIMEOUT_MS).then(() => false)]);
    if (!closed) logger.warn({ timeoutMs: DATABASE_CLOSE_TIMEOUT_MS }, 'the database did not close in time');
    await identity.close();
    await redis?.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  if (cluster.isPrimary && config.webConcurrency > 1) return startCluster(config, logger);
  return serve(config, logger);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The shop failed to start:', error);
  }
  process.exit(1);
});
