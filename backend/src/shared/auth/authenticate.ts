// Authentication and authorization are driven by the contract: the matched operation's own
// `security` in openapi.yaml says whether it is public, needs a Firebase ID token, the shop's access
// token, or that token held by staff (`staffAccessToken`), or a guest order's private key
// (`orderKey`, which the order's own service compares: here it is only read), or a form sign-in's
// hand-over cookie (`signInHandOver`, which the claim itself checks and spends). Its `x-roles` says
// which staff roles may call a staff operation, and on any other which may act on someone else's
// account or orders (`actsAsStaff`, which the ownership policy reads). Nothing else decides: it never
// falls back to the document's default, and a requirement it doesn't understand refuses the
// request, so an operation can't be added, or its security mistyped, without someone deciding who
// may call it. A staff session short of its second factor (second-factor.ts) reaches no staff
// operation, and acts on no one's account but its own.
import type { NextFunction, Request, Response } from 'express';
import type { AccessTokenClaims, AccessTokens } from './access-tokens.js';
import type { IdentityVerifier } from './firebase-identity.js';
import { operationOf } from '../http/operation.js';
import type { SecurityRequirement } from '../http/operation-matcher.js';
import { forbidden, unauthorized } from '../problem.js';
import { secondFactorMissing } from './second-factor.js';
import { handOverCode } from './sign-in-hand-over.js';
import { visitorCartToken } from './visitor-cart-cookie.js';
import type { StoredUser } from '../request-context.js';

export interface AuthenticateDeps {
  accessTokens: AccessTokens;
  identity: IdentityVerifier;
  /**
   * The current user from the database, if the session the token names is still live: a deleted or
   * disabled user, a revoked role or a signed-out session takes effect at once.
   */
  findUser(claims: AccessTokenClaims): Promise<StoredUser | undefined>;
}

type Requirement = { kind: 'public' } | { kind: 'firebase' } | { kind: 'customer' } | { kind: 'staff' } | { kind: 'orderKey' } | { kind: 'visitorCart' } | { kind: 'signInHandOver' };

/** What an operation's security asks for; anything else is a contract this code doesn't know. */
export function requirementOf(security: SecurityRequirement[]): Requirement {
  if (security.length === 0) return { kind: 'public' };
  if (security.length === 1) {
    const [only] = security as [SecurityRequirement];
    const schemes = Object.keys(only);
    if (schemes.length === 0) return { kind: 'public' };
    if (schemes.length === 1 && only.firebaseIdToken?.length === 0) return { kind: 'firebase' };
    // Scopes are never read: `accessToken: [admin]` once meant "admins only" and would now be refused;
    // which staff may call is the operation's `x-roles`.
    if (schemes.length === 1 && only.accessToken?.length === 0) return { kind: 'customer' };
    if (schemes.length === 1 && only.staffAccessToken?.length === 0) return { kind: 'staff' };
    if (schemes.length === 1 && only.orderKey?.length === 0) return { kind: 'orderKey' };
    if (schemes.length === 1 && only.visitorCart?.length === 0) return { kind: 'visitorCart' };
    if (schemes.length === 1 && only.signInHandOver?.length === 0) return { kind: 'signInHandOver' };
  }
  throw new Error(`unsupported security requirement ${JSON.stringify(security)}`);
}

function bearerToken(req: Request): string {
  const header = req.headers.authorization;
  // The scheme is case-insensitive (RFC 9110 §11.1); the token is an RFC 6750 b64token.
  const match = header?.match(/^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/i);
  if (!match?.[1]) throw unauthorized('Please sign in to continue.');
  return match[1];
}

/** The contract's OrderKey: 32 bytes, base64url. Anything else is no key at all. */
const ORDER_KEY = /^[A-Za-z0-9_-]{43}$/;

function orderKey(req: Request): string {
  const key = req.headers['x-order-key'];
  if (typeof key !== 'string' || !ORDER_KEY.test(key)) throw unauthorized('Open this order from the link in its confirmation email.');
  return key;
}

export function authenticate(deps: AuthenticateDeps) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const requirement = requirementOf(operationOf(req).security);
    if (requirement.kind === 'public') return next();
    if (requirement.kind === 'orderKey') {
      req.orderKey = orderKey(req);
      return next();
    }
    // A cart's name, not a person's: anyone may call, and the cookie (when it is one) says which cart.
    if (requirement.kind === 'visitorCart') {
      req.visitorCartToken = visitorCartToken(req);
      return next();
    }
    // A sign-in waiting to be taken over: whether the code is live and unclaimed is the claim's to say.
    if (requirement.kind === 'signInHandOver') {
      req.signInHandOverCode = handOverCode(req);
      if (req.signInHandOverCode === undefined) throw unauthorized('There is no sign-in to take over. Please sign in.');
      return next();
    }
    if (requirement.kind === 'firebase') {
      req.firebaseIdentity = await deps.identity.verifyIdToken(bearerToken(req));
      return next();
    }
    const { roles } = operationOf(req);
    const claims = await deps.accessTokens.verify(bearerToken(req));
    const user = await deps.findUser(claims);
    if (!user) throw unauthorized();
    const roleAllows = (roles as readonly string[]).includes(user.role);
    if (requirement.kind === 'staff' && !roleAllows) throw forbidden('Your role doesn’t allow this.');
    // Without the second factor a staff member is a customer: their own account, nobody else's.
    const missing = secondFactorMissing(user.secondFactor);
    if (requirement.kind === 'staff' && missing) throw missing;
    const actsAsStaff = roleAllows && !missing;
    req.user = { ...user, actsAsStaff, clientAddress: req.ip ?? null };
    next();
  };
}
