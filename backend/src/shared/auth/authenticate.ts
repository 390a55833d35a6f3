// Authentication is driven by the contract: each operation's `security` in openapi.yaml says
// whether it is public, needs a Firebase ID token, the shop's access token, or that token held by
// an admin (`adminAccessToken`). An operation can't be added without saying which.
import type { NextFunction, Request, Response } from 'express';
import type { AccessTokens } from './access-tokens.js';
import type { IdentityVerifier } from './firebase-identity.js';
import { forbidden, unauthorized } from '../problem.js';
import type { AuthenticatedUser } from '../request-context.js';

type SecurityRequirement = Record<string, string[]>;

const KNOWN_SCHEMES = new Set(['firebaseIdToken', 'accessToken', 'adminAccessToken']);

interface OperationMetadata {
  schema?: { security?: SecurityRequirement[] };
}

export interface AuthenticateDeps {
  defaultSecurity: SecurityRequirement[];
  accessTokens: AccessTokens;
  identity: IdentityVerifier;
  /** The current user from the database: a deleted user or a revoked role takes effect at once. */
  findUser(id: string): Promise<AuthenticatedUser | undefined>;
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
    // Fail closed: a scheme this code doesn't know, or scopes it would ignore, is a contract bug.
    if (Object.entries(requirement).some(([scheme, scopes]) => !KNOWN_SCHEMES.has(scheme) || scopes.length > 0)) {
      throw new Error(`Unsupported security requirement ${JSON.stringify(requirement)}`);
    }

    if ('firebaseIdToken' in requirement) {
      req.firebaseIdentity = await deps.identity.verifyIdToken(bearerToken(req));
      return next();
    }
    const claims = await deps.accessTokens.verify(bearerToken(req));
    const user = await deps.findUser(claims.userId);
    if (!user) throw unauthorized();
    if ('adminAccessToken' in requirement && user.role !== 'admin') {
      throw forbidden('Only an admin can do this.');
    }
    req.user = user;
    next();
  };
}
