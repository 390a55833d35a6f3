// The shop's own access token. The browser proves its identity once with a Firebase ID token
// (PUT /user/{email}); from then on it carries this short-lived token, signed with the shop's key,
// so every request is verified locally without a round trip to Firebase. The token names a
// server-side session (`sid`), which is what signing out and disabling end.
import { SignJWT, jwtVerify, errors } from 'jose';
import type { Role } from '../api-types.js';
import { unauthorized } from '../problem.js';
import { roleOf } from './roles.js';

const ISSUER = 'handtools-shop';
const AUDIENCE = 'handtools-shop-api';
const ALGORITHM = 'HS256';

export interface AccessTokenClaims {
  userId: string;
  email: string;
  role: Role;
  sessionId: string;
}

export interface AccessTokens {
  issue(claims: AccessTokenClaims): Promise<{ token: string; expiresAt: Date }>;
  verify(token: string): Promise<AccessTokenClaims>;
}

export function createAccessTokens(secret: string, ttlMinutes: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, email, role, sessionId }) {
      // `exp` has whole seconds; expiresAt is derived from it so the client never holds on to a
      // token past the moment the server starts refusing it.
      const exp = Math.floor(Date.now() / 1000) + ttlMinutes * 60;
      const expiresAt = new Date(exp * 1000);
      const token = await new SignJWT({ email, role, sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || typeof payload.sid !== 'string') throw unauthorized();
        return { userId: payload.sub, email: payload.email, role: roleOf(payload.role), sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('Your session has expired. Please sign in again.');
        throw unauthorized();
      }
    },
  };
}
