import type { Request } from 'express';
import type { Role, SecondFactorState } from './api-types.js';
import { operationOf, queryOf } from './http/operation.js';
import { unauthorized } from './problem.js';

/** The signed-in user as their session and account row say, before any operation is considered. */
export interface StoredUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The server-side session the access token names (signing out ends it). */
  sessionId: string;
  /** What the session still needs before any staff operation (shared/auth/second-factor.ts). */
  secondFactor: SecondFactorState;
}

export interface AuthenticatedUser extends StoredUser {
  /**
   * Whether the matched operation's `x-roles` lists the caller's role: on a staff operation it
   * always does; on another, it lets them act on anyone's account or orders (ownership.ts).
   */
  actsAsStaff: boolean;
  /** Where the request came from, as Express reads it behind the proxies `TRUST_PROXY` names: what the audit trail records. */
  clientAddress: string | null;
}

export interface FirebaseIdentity {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthenticatedUser;
    firebaseIdentity?: FirebaseIdentity;
    /** A guest order's key, as sent (the `orderKey` scheme); whether it opens the order is the order's to say. */
    orderKey?: string;
    /** The `visitor_cart` cookie's token, when the request carries a well-formed one (it may name no cart). */
    visitorCartToken?: string;
    /** The `sign_in_hand_over` cookie's code, when the request carries a well-formed one. */
    signInHandOverCode?: string;
  }
}

export function currentUser(req: Request): AuthenticatedUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

export function currentOrderKey(req: Request): string {
  if (req.orderKey === undefined) throw unauthorized();
  return req.orderKey;
}

/** The request's Idempotency-Key, as the contract has already validated it (a UUID); undefined when none was sent. */
export function idempotencyKey(req: Request): string | undefined {
  return req.get('Idempotency-Key');
}

export interface PageParams {
  limit: number;
  cursor: string | undefined;
}

const DEFAULT_PAGE_SIZE = 12;

export function pageParams(req: Request): PageParams {
  const query = queryOf(req);
  const limit = Number(query.limit ?? DEFAULT_PAGE_SIZE);
  const cursor = typeof query.cursor === 'string' ? query.cursor : undefined;
  return { limit, cursor };
}

export function pathParam(req: Request, name: string): string {
  const value = operationOf(req).params[name];
  if (typeof value !== 'string') throw new Error(`missing path parameter ${name}`);
  return value;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
