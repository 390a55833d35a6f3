// A sign-in posted as a form ends with a 303 to a page, but the browser's code keeps its session in
// localStorage, which no server answer can write. So the 303 carries a hand-over: a random code
// (32 bytes) in a cookie that only the claim operation receives (HttpOnly, SameSite=Strict, Secure
// over https, Path of the claim, 2 minutes), and a readable mark with no secret in it, so the
// page's code knows to claim without asking on every page load. The database keeps the code's
// SHA-256 only; the code is never logged, and never in a page (which the page cache could keep).
import { createHash, randomBytes } from 'node:crypto';
import { parse } from 'cookie';
import type { Request, Response } from 'express';

export const HAND_OVER_COOKIE = 'sign_in_hand_over';
/** Readable by the page's code: a hand-over is waiting to be claimed. Holds nothing secret. */
export const HAND_OVER_WAITING_COOKIE = 'sign_in_waiting';
export const HAND_OVER_PATH = '/api/sign-in/hand-over';
export const HAND_OVER_LIFETIME_MS = 2 * 60 * 1000;
const CODE = /^[A-Za-z0-9_-]{43}$/;

export const newHandOverCode = (): string => randomBytes(32).toString('base64url');

export const handOverKey = (code: string): string => createHash('sha256').update(code).digest('base64url');

/** The request's well-formed hand-over code, if it carries one. */
export function handOverCode(req: Request): string | undefined {
  const value = parse(req.headers.cookie ?? '')[HAND_OVER_COOKIE];
  return value !== undefined && CODE.test(value) ? value : undefined;
}

export function setHandOverCookies(req: Request, res: Response, code: string): void {
  const common = { sameSite: 'strict', secure: req.secure, maxAge: HAND_OVER_LIFETIME_MS } as const;
  res.cookie(HAND_OVER_COOKIE, code, { ...common, httpOnly: true, path: HAND_OVER_PATH });
  res.cookie(HAND_OVER_WAITING_COOKIE, '1', { ...common, path: '/' });
}

export function clearHandOverCookies(req: Request, res: Response): void {
  const common = { sameSite: 'strict', secure: req.secure } as const;
  res.clearCookie(HAND_OVER_COOKIE, { ...common, httpOnly: true, path: HAND_OVER_PATH });
  res.clearCookie(HAND_OVER_WAITING_COOKIE, { ...common, path: '/' });
}
