// The Redis the rate-limit tests share with everything else on the machine (TEST_REDIS_URL, by
// default the local one): whether it is there, a key prefix no other run uses, and cleaning up
// that prefix's keys afterwards.
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { createClient } from 'redis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True when something accepts connections at TEST_REDIS_URL's address within a second. */
export function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(TEST_REDIS_URL);
  return new Promise((answer) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const settle = (reachable: boolean) => {
      socket.destroy();
      answer(reachable);
    };
    socket.once('connect', () => settle(true)).once('error', () => settle(false)).once('timeout', () => settle(false));
  });
}

export const uniqueKeyPrefix = (label: string) => `test:${label}:${randomUUID()}:`;

/** The keys under `prefix`, deleted when `remove` is set. */
export async function keysUnder(prefix: string, { remove = false } = {}): Promise<string[]> {
  const client = createClient({ url: TEST_REDIS_URL });
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) keys.push(...batch);
    if (remove && keys.length > 0) await client.del(keys);
    return keys;
  } finally {
    client.destroy();
  }
}
