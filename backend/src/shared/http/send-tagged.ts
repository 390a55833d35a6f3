// A cached catalogue answer is sent far more often than it is made, so each entry keeps its body
// encoded once per content coding (identity, gzip, brotli): a cache hit costs no JSON.stringify and
// no compression, only the write. The first send of an entry goes through `res.json`, as every
// other answer does, so the contract's response check (in tests) and compression see it once.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import type { Tagged } from '../change-mark-cache.js';

type Coding = 'identity' | 'gzip' | 'br';

/** compression's own default: a smaller body isn't worth the coding's overhead. */
const COMPRESSION_THRESHOLD = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
const encodedBodies = new WeakMap<Tagged<unknown>, Partial<Record<Coding, Buffer>>>();

function encode(identity: Buffer, coding: Coding): Buffer {
  if (coding === 'gzip') return gzipSync(identity);
  if (coding === 'br') return brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  return identity;
}

function codingFor(req: Request, size: number): Coding {
  if (size < COMPRESSION_THRESHOLD) return 'identity';
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  return accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
}

/** Who may keep a copy: anyone, or only the caller (an admin's list). */
export type Audience = 'public' | 'private';

/**
 * Browsers revalidate every time (stock moves with every order); a CDN or proxy in front (RFC 9213's
 * own header, which browsers ignore) may answer the public catalogue from its copy for a few seconds
 * and revalidate in the background, taking most of the reads off the shop.
 */
export const CDN_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

function setCachingHeaders(res: Response, tagged: Tagged<unknown>, audience: Audience): void {
  // `private` says so to any shared cache, whatever it makes of the request's Authorization.
  res.set({ ETag: tagged.etag, 'Cache-Control': audience === 'public' ? 'no-cache' : 'private, no-cache' });
  if (audience === 'public') res.set('CDN-Cache-Control', CDN_CACHE_CONTROL);
  // Added to what is there (cors's Origin): the body differs by Accept-Encoding, compressed or not.
  res.vary('Accept-Encoding');
}

/** An unchanged answer is a bodiless 304; a changed one is sent from its kept encoded bodies. */
export function sendTagged(req: Request, res: Response, tagged: Tagged<unknown>, audience: Audience): void {
  if (sendEncoded(req, res, tagged, audience)) return;
  setCachingHeaders(res, tagged, audience);
  encodedBodies.set(tagged, { identity: Buffer.from(JSON.stringify(tagged.body)) });
  res.json(tagged.body);
}

/** Sends an entry sent before from its encoded bodies; false, having sent nothing, for a first send. */
function sendEncoded(req: Request, res: Response, tagged: Tagged<unknown>, audience: Audience): boolean {
  const bodies = encodedBodies.get(tagged);
  if (!bodies?.identity) return false;
  setCachingHeaders(res, tagged, audience);
  if (req.fresh) {
    res.status(304).end();
    return true;
  }
  const coding = codingFor(req, bodies.identity.length);
  const body = (bodies[coding] ??= encode(bodies.identity, coding));
  res.status(200).set({ 'Content-Type': JSON_TYPE, 'Content-Length': String(body.length) });
  // Set, compression leaves the body as it is ("already encoded").
  if (coding !== 'identity') res.set('Content-Encoding', coding);
  res.end(body);
  return true;
}
