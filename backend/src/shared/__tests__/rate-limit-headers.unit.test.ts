// The shop writes the draft-8 rate-limit headers itself (rate-limit-headers.ts): they must be what
// express-rate-limit's own `standardHeaders: 'draft-8'` writes, budget name, counts and partition
// key alike, on a passed request and on a refused one.
import express, { type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createRateLimits } from '../rate-limits.js';

const LIMIT = 3;
const limits = { api: LIMIT, public: 1, orders: 1, paymentIntents: 1, paymentConfirmations: 1, reviews: 1, secondFactor: 1, passwordResetsPerEmail: 1 };

function appWith(limiter: RequestHandler) {
  const app = express();
  app.set('trust proxy', 1);
  app.use(limiter, (_req, res) => void res.json({ ok: true }));
  return app;
}

const libraryHeaders = appWith(rateLimit({ windowMs: 60_000, limit: LIMIT, identifier: 'api', standardHeaders: 'draft-8', legacyHeaders: false }));
const shopHeaders = appWith(createRateLimits({ limits, logger: createLogger('silent') }).api);

const headersOf = (response: request.Response) => ({
  status: response.status,
  rateLimit: response.headers.ratelimit,
  policy: response.headers['ratelimit-policy'],
  retryAfter: response.headers['retry-after'],
});

describe('the rate-limit headers', () => {
  it('when a client spends its budget, then every answer carries the same headers as the library writes, the refusal too', async () => {
    for (const client of ['203.0.113.7', '198.51.100.20']) {
      for (let i = 0; i <= LIMIT; i++) {
        const [library, shop] = await Promise.all(
          [libraryHeaders, shopHeaders].map((app) => request(app).get('/').set('X-Forwarded-For', client)),
        );
        expect(headersOf(shop!), `${client}, request ${i + 1}`).toEqual(headersOf(library!));
      }
    }
  });

  it('when two clients ask, then each has its own partition key, the same on every answer', async () => {
    const policyOf = async (client: string) => (await request(shopHeaders).get('/').set('X-Forwarded-For', client)).headers['ratelimit-policy'];
    const first = await policyOf('192.0.2.1');
    expect(first).toMatch(/^"api"; q=3; w=60; pk=:[A-Za-z0-9+/=]+:$/);
    expect(await policyOf('192.0.2.1')).toBe(first);
    expect(await policyOf('192.0.2.2')).not.toBe(first);
  });
});
