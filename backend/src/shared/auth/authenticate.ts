// Authentication is driven by the contract: each operation's `security` in openapi.yaml says
// whether it is public, needs a Firebase ID token, or the shop's access token (with the `admin`
// scope for admin operations). An operation can't be added without saying which.
import type { NextFunction, Request, Response } from 'express';
import type { AccessTokenClaims, AccessTokens } from './access-tokens.js';
import type { IdentityVerifier } from './firebase-identity.js';
import { forbidden, unauthorized } from '../problem.js';
import type { AuthenticatedUser } from '../request-context.js';

type SecurityRequirement = Record<string, string[]>;

interface OperationMetadata {
  schema?: { security?: SecurityRequirement[] };
}

export interface AuthenticateDeps {
  defaultSecurity: SecurityRequirement[];
  accessTokens: AccessTokens;
  identity: IdentityVerifier;
  /**
   * The current user from the database, if the session the token names is still live: a deleted or
   * disabled user, a revoked role or a signed-out session takes effect at once.
   */
  findUser(claims: AccessTokenClaims): Promise<AuthenticatedUser | undefined>;
}

function bearerToken(req: Request): string {
  const header = req.headers.authorization;
  // The scheme is case-insensitive (RFC 9110 §11.1); the token is an RFC 6750 b64token.
  const match = header?.match(/^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/i);
  if (!match?.[1]) throw unauthorized('Please sign in to continue.');
  return match[1];
}

export function authenticate(deps: AuthenticateDeps) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    const operation = (req as Request & { openapi?: OperationMetadata }).openapi;
    const requirements = operation?.schema?.security ?? deps.defaultSecurity;
    const requirement = requirements[0];
    if (!requirement || Object.keys(requirement).length === 0) return next();

    if ('firebaseIdToken' in requirement) {
      req.firebaseIdentity = await deps.identity.verifyIdToken(bearerToken(req));
      return next();
    }
    const claims = await deps.accessTokens.verify(bearerToken(req));
    const user = await deps.findUser(claims);
    if (!user) throw unauthorized();
    if (requirement.accessToken?.includes('admin') && user.role !== 'admin') {
      throw forbidden('Only an admin can do this.');
    }
    req.user = user;
    next();
  };
}
