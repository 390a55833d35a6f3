// A visitor's cart is named by a random token in a cookie, so that a form posted before (or
// without) the page's code reaches the same cart as the page's code does. The token names a cart
// and proves nothing else: only the operations whose security is `visitorCart` read it. It is
// HttpOnly (no script reads it), SameSite=Lax (another site's form post doesn't carry it, and
// request-body.ts refuses such posts anyway) and Secure over https. The database keeps its SHA-256
// only, so a copy of the database names no cart a browser could use.
import { createHash, randomBytes } from 'node:crypto';
import { parse } from 'cookie';
import type { Request, Response } from 'express';

export const VISITOR_CART_COOKIE = 'visitor_cart';
/** How long a visitor's cart lives after its last change. */
export const VISITOR_CART_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The request's well-formed cart token, if it has one; anything else is no cart. */
export function visitorCartToken(req: Request): string | undefined {
  const value = parse(req.headers.cookie ?? '')[VISITOR_CART_COOKIE];
  return value !== undefined && TOKEN.test(value) ? value : undefined;
}

export const newVisitorCartToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token. */
export const visitorCartKey = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** Sets (or renews) the cookie naming the visitor's cart. */
export function setVisitorCartCookie(req: Request, res: Response, token: string): void {
  res.cookie(VISITOR_CART_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: VISITOR_CART_LIFETIME_MS });
}
