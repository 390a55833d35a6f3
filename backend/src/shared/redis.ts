// The Redis connection the rate limits of every API process share (REDIS_URL). Its commands fail
// at once while Redis is away, rather than queue, and give up after a second on a Redis that has
// gone silent; the caller decides what a failure means (rate limits fail closed: 503). The client
// reconnects by itself, and the process starts and runs without Redis.
import { setTimeout as delay } from 'node:timers/promises';
import { createClient } from 'redis';
import type { Logger } from './logger.js';

const CONNECT_TIMEOUT_MS = 3000;
const COMMAND_TIMEOUT_MS = 1000;
const CLOSE_TIMEOUT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 2000;

export interface RedisConnection {
  /** One command; rejects when Redis is out of reach or doesn't answer in time. */
  send(args: string[]): Promise<unknown>;
  close(): Promise<void>;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves once connected, or after the connect timeout with Redis still away (it keeps trying). */
export async function connectRedis(url: string, logger: Logger): Promise<RedisConnection> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min((retries + 1) * 100, MAX_RECONNECT_DELAY_MS) },
  });
  // Without a listener an 'error' event would end the process; one line per outage, not per retry.
  let away = false;
  client.on('error', (error: unknown) => {
    if (away) return;
    away = true;
    logger.warn({ err: error }, 'Redis is out of reach: rate-limited requests answer 503 until it is back');
  });
  client.on('ready', () => {
    if (away) logger.info('Redis is back');
    away = false;
  });
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  await Promise.race([connected, delay(CONNECT_TIMEOUT_MS)]);
  return {
    send: (args) => withTimeout(client.sendCommand(args), COMMAND_TIMEOUT_MS),
    async close() {
      if (!client.isOpen) return;
      // close() waits for the commands in flight, which a silent Redis never answers.
      await Promise.race([client.close(), delay(CLOSE_TIMEOUT_MS)]);
      if (client.isOpen) client.destroy();
    },
  };
}
