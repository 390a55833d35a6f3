import type { Request } from 'express';
import type { Role } from './api-types.js';
import { operationOf, queryOf } from './http/operation.js';
import { unauthorized } from './problem.js';

export interface AuthenticatedUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The server-side session the access token names (signing out ends it). */
  sessionId: string;
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
