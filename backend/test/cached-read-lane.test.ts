// The catalogue's short way (src/http/cached-read-lane.ts): a URL the API has answered is answered
// again from memory without the pipeline, and nobody can tell the two answers apart but by their
// speed. The pipeline's handlers are watched through the service they call: a request that reaches
// the pipeline calls `listProducts`, one the lane answers does not.
import type { Response } from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestShop, validProduct, type TestShop } from './harness.js';
import { expectRateLimited, rateLimits } from './support/rate-limit-headers.js';
import { updateRows } from './support/rows.js';

const ORIGIN = 'http://localhost:5173';
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ env: { CORS_ORIGINS: ORIGIN } });
  for (const name of ['Lane Chisel', 'Lane Saw', 'Lane Plane', 'Lane Rasp', 'Lane Gouge', 'Lane Square']) await shop.services.products.addProduct(adminCaller(), { ...validProduct, name });
});
afterAll(() => shop.stop());
afterEach(() => vi.restoreAllMocks());

function adminCaller() {
  return { id: '0193a7d2-5c1e-7b3a-9f00-00000000a001', email: 'lane-admin@example.test', name: 'Lane Admin', role: 'admin' as const, sessionId: 'lane' };
}

/** Headers an answer carries, less those that differ between any two answers (time, budget left). */
function lasting(response: Response) {
  const { date, ratelimit, connection, 'keep-alive': keepAlive, ...rest } = response.headers;
  void [date, ratelimit, connection, keepAlive];
  return rest;
}

const pipelineCalls = () => vi.spyOn(shop.services.products, 'listProducts');

describe('the cached-read lane', () => {
  it('when a catalogue URL is asked again, then the lane answers it with the same status, headers and body, without the pipeline', async () => {
    const url = '/api/products?limit=2&sort=name_asc';
    const calls = pipelineCalls();
    const first = await shop.request.get(url).set('Origin', ORIGIN);
    const again = await shop.request.get(url).set('Origin', ORIGIN);
    expect(first.status).toBe(200);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(again.status).toBe(200);
    expect(lasting(again)).toEqual(lasting(first));
    expect(again.body).toEqual(first.body);
    expect(again.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    const remainingBefore = rateLimits(first).api?.r ?? Number.NaN;
    expect(rateLimits(again).api?.r).toBe(remainingBefore - 1);
  });

  it('when the client takes gzip, then the lane sends the kept gzip bytes, and 304 to a known entity tag', async () => {
    // Six tools: over compression's 1 KB threshold.
    const url = '/api/products?limit=6';
    await shop.request.get(url);
    const calls = pipelineCalls();
    const gzipped = await shop.request.get(url).set('Accept-Encoding', 'gzip').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await shop.request.get(url);
    // superagent has unzipped it already.
    expect(JSON.parse((gzipped.body as Buffer).toString())).toEqual(plain.body);
    const revalidated = await shop.request.get(url).set('If-None-Match', plain.headers.etag!);
    expect(revalidated.status).toBe(304);
    expect(calls).not.toHaveBeenCalled();
  });

  it('when the catalogue changes, then the next read of a known URL shows the change', async () => {
    const url = '/api/products?limit=12&sort=name_asc';
    const before = await shop.request.get(url);
    const chisel = (before.body.items as Array<{ _id: string; name: string; price: number }>).find((tool) => tool.name === 'Lane Chisel')!;
    await shop.request.get(url);
    await updateRows(shop.db, 'products', { price_cents: 1234 }, { id: chisel._id });
    const after = await shop.request.get(url);
    expect((after.body.items as Array<{ _id: string; price: number }>).find((tool) => tool._id === chisel._id)?.price).toBe(12.34);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('when another spelling of a known URL, a body or another method comes, then the pipeline answers it as before', async () => {
    const url = '/api/products?limit=4';
    await shop.request.get(url);
    const calls = pipelineCalls();
    expect((await shop.request.get('/api/products/?limit=4')).status).toBe(404);
    expect((await shop.request.get('/API/products?limit=4')).status).toBe(404);
    const withBody = await shop.request.get(url).set('Content-Type', 'application/json').send('{"limit":1}');
    expect(withBody.status).toBe(400);
    expect(withBody.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await shop.request.post(url).send({})).status).toBe(405);
    expect((await shop.request.head(url)).status).toBe(405);
    // Each status is the pipeline's: the lane would have answered 200 from memory.
    expect(calls).not.toHaveBeenCalled();
  });

  it('when a URL is refused, then it is never learned: asked again, it is refused again', async () => {
    const calls = pipelineCalls();
    for (const url of ['/api/products?limit=0', '/api/products?limit=2&colour=red', '/api/products?sort=cheapest']) {
      expect((await shop.request.get(url)).status).toBe(400);
      expect((await shop.request.get(url)).status).toBe(400);
    }
    expect(calls).not.toHaveBeenCalled();
  });

  it('when a tool is asked for twice, then the second answer is the lane’s and equal to the first', async () => {
    const { body } = await shop.request.get('/api/products?limit=1');
    const id = (body.items as Array<{ _id: string }>)[0]!._id;
    const first = await shop.request.get(`/api/products/${id}`);
    const getProduct = vi.spyOn(shop.services.products, 'getProduct');
    const again = await shop.request.get(`/api/products/${id}`);
    expect(getProduct).not.toHaveBeenCalled();
    expect(again.body).toEqual(first.body);
    expect(lasting(again)).toEqual(lasting(first));
  });
});

describe('the lane and the API-wide rate limit', () => {
  let limited: TestShop;
  beforeAll(async () => {
    limited = await startTestShop({ env: { RATE_LIMIT_API_PER_MINUTE: '5' } });
  });
  afterAll(() => limited.stop());

  it('when known and unknown URLs are asked, then each request spends one unit of one budget, and the sixth is refused', async () => {
    const remaining: number[] = [];
    for (const url of ['/api/products?limit=2', '/api/products?limit=2', '/api/products?limit=2', '/api/products?limit=5', '/api/products?limit=2']) {
      const response = await limited.request.get(url);
      expect(response.status).toBe(200);
      remaining.push(rateLimits(response).api!.r!);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    expectRateLimited(await limited.request.get('/api/products?limit=2'), 'api', /Too many requests/);
  });
});
