// The login and register forms, signed in by the shop's server so that they work before (or
// without) the page's code: Firebase checks the password (shared/auth/firebase-passwords.ts), its ID
// token is verified and exchanged exactly as a browser's is (`openSession`, the token exchange), and
// a form post's session is handed over to the page's code by a single-use code
// (shared/auth/sign-in-hand-over.ts). Why: docs/decisions/2026-11-27-server-sign-in.md.
import type { PasswordRegistration, PasswordSignIn, Session } from '../../shared/api-types.js';
import type { AccessTokens } from '../../shared/auth/access-tokens.js';
import type { IdentityVerifier } from '../../shared/auth/firebase-identity.js';
import type { PasswordAccounts } from '../../shared/auth/firebase-passwords.js';
import { secondFactorState } from '../../shared/auth/second-factor.js';
import { HAND_OVER_LIFETIME_MS, handOverKey, newHandOverCode } from '../../shared/auth/sign-in-hand-over.js';
import type { Database } from '../../shared/database.js';
import { unauthorized } from '../../shared/problem.js';
import type { FirebaseIdentity } from '../../shared/request-context.js';
import type { SessionClient, SessionsRepository } from './sessions.repository.js';
import type { SignInHandOversRepository } from './sign-in-hand-overs.repository.js';
import type { OpenedSession } from './users.service.js';

const HAND_OVER_GONE = 'This sign-in has already been used or has expired. Please sign in again.';

export function createPasswordSignInService(deps: {
  db: Database;
  passwords: PasswordAccounts;
  identity: IdentityVerifier;
  /** The token exchange's own way of opening a session (users.service.ts). */
  openSession(identity: FirebaseIdentity, email: string, client?: SessionClient): Promise<OpenedSession>;
  handOvers: SignInHandOversRepository;
  sessionsRepository: SessionsRepository;
  accessTokens: AccessTokens;
}) {
  async function sessionFor(idToken: string, client: SessionClient): Promise<OpenedSession> {
    const identity = await deps.identity.verifyIdToken(idToken);
    return deps.openSession(identity, identity.email, client);
  }

  return {
    signInWithPassword: async ({ email, password }: PasswordSignIn, client: SessionClient) => sessionFor(await deps.passwords.signIn(email, password), client),

    registerWithPassword: async ({ name, email, password }: PasswordRegistration, client: SessionClient) =>
      sessionFor(await deps.passwords.signUp(name.trim(), email, password), client),

    /** A new single-use code for the session; only its hash is kept. */
    async handOver(sessionId: string): Promise<string> {
      const code = newHandOverCode();
      const expiresAt = new Date(Date.now() + HAND_OVER_LIFETIME_MS);
      await deps.db.write((transaction) => deps.handOvers.create({ codeHash: handOverKey(code), sessionId, expiresAt }, transaction));
      return code;
    },

    /**
     * The session a code hands over, once. Its token is issued now (the one made at sign-in never
     * left the server), and the session lives as long as that token.
     */
    claimSignInHandOver: (code: string | undefined): Promise<Session> =>
      deps.db.write(async (transaction) => {
        const sessionId = code === undefined ? undefined : await deps.handOvers.claim(handOverKey(code), transaction);
        const stored = sessionId === undefined ? undefined : await deps.sessionsRepository.findWithUser(sessionId, transaction);
        if (!stored || stored.revokedAt || stored.user.disabled) throw unauthorized(HAND_OVER_GONE);
        const { id, email, name, role, disabled } = stored.user;
        const { token, expiresAt } = await deps.accessTokens.issue({ userId: id, email, role, sessionId: stored.id });
        await deps.sessionsRepository.extend(stored.id, expiresAt, transaction);
        const secondFactor = secondFactorState({ role, ...stored.secondFactor });
        return { token, expiresAt: expiresAt.toISOString(), user: { _id: id, email, name, role, disabled }, secondFactor };
      }),
  };
}

export type PasswordSignInService = ReturnType<typeof createPasswordSignInService>;
