// Redis out of reach fails closed: a request the shop can't count is refused with 503
// problem+json, promptly, and said in the log, rather than let through unlimited; the process
// keeps running and serves again by itself once Redis is back, even when Redis was already away
// as it started. The outage happens in a TCP proxy in front of Redis (see support/tcp-proxy.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../../test/harness.js';
import { expectProblem } from '../../../test/support/problem-checks.js';
import { rateLimits } from '../../../test/support/rate-limit-headers.js';
import { keysUnder, redisReachable, TEST_REDIS_URL, uniqueKeyPrefix } from '../../../test/support/redis.js';
import { startTcpProxy, type TcpProxy } from '../../../test/support/tcp-proxy.js';

const reachable = await redisReachable();
if (!reachable) console.log(`[rate limits] skipped: no Redis answers at ${TEST_REDIS_URL} (set TEST_REDIS_URL)`);

/** The command timeout in src/shared/redis.ts is 1 s; an answer slower than this is a hang. */
const PROMPT_MS = 2500;
const UNAVAILABLE = 'The shop is temporarily unavailable. Please try again shortly.';

describe.skipIf(!reachable)('Redis out of reach', () => {
  const prefix = uniqueKeyPrefix('outage');
  const lines: string[] = [];
  let proxy: TcpProxy;
  let shop: TestShop;

  beforeAll(async () => {
    const redis = new URL(TEST_REDIS_URL);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    proxy.cut();
    shop = await startTestShop({
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_KEY_PREFIX: prefix, LOG_LEVEL: 'warn' },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await shop?.stop();
    await proxy?.close();
    await keysUnder(prefix, { remove: true });
  });
  afterEach(() => {
    proxy.restore();
    expect(shop.violations).toEqual([]);
  });

  async function expectPromptUnavailable() {
    const started = performance.now();
    const response = await shop.request.get('/api/health');
    expect(performance.now() - started).toBeLessThan(PROMPT_MS);
    expectProblem(response, 503, UNAVAILABLE);
  }

  async function expectServedAgain() {
    const deadline = Date.now() + 15_000;
    let response = await shop.request.get('/api/health');
    while (response.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response = await shop.request.get('/api/health');
    }
    expect(response.status).toBe(200);
    expect(rateLimits(response).api).toBeDefined();
  }

  it('when Redis is away as the shop starts, then 503 problem+json at once, logged; once Redis is back the shop serves without a restart', async () => {
    await expectPromptUnavailable();
    expect(lines.some((line) => line.includes('Redis is out of reach'))).toBe(true);
    proxy.restore();
    await expectServedAgain();
  });

  it('when Redis resets every connection, then 503 problem+json at once; served again when it is back', async () => {
    await expectServedAgain();
    proxy.cut();
    for (let i = 0; i < 5; i += 1) await expectPromptUnavailable();
    proxy.restore();
    await expectServedAgain();
  });

  it('when Redis goes silent, then 503 problem+json within about a second rather than a hang; served again when it answers', async () => {
    await expectServedAgain();
    proxy.stall();
    for (let i = 0; i < 3; i += 1) await expectPromptUnavailable();
    proxy.restore();
    await expectServedAgain();
  });
});
