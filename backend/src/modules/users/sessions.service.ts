// The server-side sessions behind the shop's access tokens. The token is verified locally, but the
// session it names is read with its user on every request, so signing out or an admin disabling a
// user takes effect at the next request. Firebase is asked about the account at most once per
// `recheckSeconds` per session (remembered in this process; a session counts as confirmed when it
// was created, since the exchange verified the Firebase token then), so an account disabled,
// deleted or signed out everywhere in Firebase is refused within that time, not when the shop's
// token expires.
import type { AccessTokenClaims } from '../../shared/auth/access-tokens.js';
import { secondFactorState } from '../../shared/auth/second-factor.js';
import type { AccountStatus, IdentityVerifier } from '../../shared/auth/firebase-identity.js';
import { createChangeMarkMemo } from '../../shared/change-mark-cache.js';
import type { Database } from '../../shared/database.js';
import type { Logger } from '../../shared/logger.js';
import type { LiveSession } from '../../shared/api-types.js';
import { HttpProblem, notFound, unauthorized } from '../../shared/problem.js';
import type { AuthenticatedUser, StoredUser } from '../../shared/request-context.js';
import type { SessionsRepository, SessionWithUser } from './sessions.repository.js';

export const SIGNED_OUT = 'You have been signed out. Please sign in again.';
export const DISABLED = 'This account has been disabled.';
const DELETED = 'This account no longer exists.';

// Firebase out of reach says nothing about the account. Refusing would sign everyone out for
// Firebase's outage; accepting for ever would let a disabled account in until its token expires.
// A session confirmed recently rides out a short outage; an older one gets a 503 to retry.
const OUTAGE_GRACE_MS = 5 * 60_000;
/** The Admin SDK retries a dead connection for seconds; a request should not wait that long. */
const ASK_TIMEOUT_MS = 3000;
/** Bounds the memory of confirmations; past it, those of expired sessions are forgotten. */
const REMEMBERED_MAX = 10_000;

interface Memory {
  /** When Firebase last vouched for the account (or the exchange did, for a new session). */
  confirmedAt: number;
  askedAt: number;
  reachable: boolean;
  expiresAt: number;
}

function refusal(status: Exclude<AccountStatus, { state: 'unreachable' }>, session: SessionWithUser): string | undefined {
  if (status.state === 'disabled') return DISABLED;
  if (status.state === 'deleted') return DELETED;
  // "Sign out everywhere" in Firebase (revokeRefreshTokens) ends the sessions made before it.
  if (status.tokensValidAfter && status.tokensValidAfter > session.createdAt) return SIGNED_OUT;
  return undefined;
}

function withTimeout(question: Promise<AccountStatus>): Promise<AccountStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<AccountStatus>((resolve) => {
    timer = setTimeout(() => resolve({ state: 'unreachable' }), ASK_TIMEOUT_MS).unref();
  });
  return Promise.race([question, timeout]).finally(() => clearTimeout(timer));
}

export function createSessionsService(deps: {
  db: Database;
  sessionsRepository: SessionsRepository;
  identity: IdentityVerifier;
  recheckSeconds: number;
  logger: Logger;
}) {
  const { sessionsRepository } = deps;
  const remembered = new Map<string, Memory>();
  // Every authenticated request needs its session and user; they are read from the database again
  // only once anything has committed since (a sign-out, a demotion, a disabled account, or any
  // other write), by the catalogue's rule (change-mark-cache.ts), so each still takes effect at
  // the next request.
  const sessions = createChangeMarkMemo<SessionWithUser | undefined>(() => deps.db.changeMark(), REMEMBERED_MAX);
  /** One question to Firebase per session at a time, however many requests arrive together. */
  const asking = new Map<string, Promise<AccountStatus>>();

  function remember(sessionId: string, memory: Memory): void {
    if (remembered.size >= REMEMBERED_MAX) {
      for (const [id, entry] of remembered) if (entry.expiresAt <= memory.askedAt) remembered.delete(id);
    }
    remembered.set(sessionId, memory);
  }

  function ask(session: SessionWithUser): Promise<AccountStatus> {
    let pending = asking.get(session.id);
    if (!pending) {
      pending = withTimeout(deps.identity.accountStatus(session.firebaseUid)).finally(() => asking.delete(session.id));
      asking.set(session.id, pending);
    }
    return pending;
  }

  async function confirmWithFirebase(session: SessionWithUser): Promise<void> {
    const now = Date.now();
    const created = session.createdAt.getTime();
    let memory = remembered.get(session.id) ?? { confirmedAt: created, askedAt: created, reachable: true, expiresAt: session.expiresAt.getTime() };
    if (now - memory.askedAt >= deps.recheckSeconds * 1000) {
      const status = await ask(session);
      memory = { ...memory, askedAt: now, reachable: status.state !== 'unreachable' };
      if (status.state !== 'unreachable') {
        const refused = refusal(status, session);
        if (refused) return end(session, status, refused);
        memory.confirmedAt = now;
      }
      remember(session.id, memory);
    }
    if (memory.reachable || now - memory.confirmedAt <= OUTAGE_GRACE_MS) return;
    throw new HttpProblem(503, 'Sign-in is temporarily unavailable. Please try again shortly.');
  }

  async function end(session: SessionWithUser, status: AccountStatus, refused: string): Promise<never> {
    remembered.delete(session.id);
    await deps.db.write((transaction) => sessionsRepository.revoke(session.id, transaction));
    deps.logger.info({ userId: session.userId, sessionId: session.id, firebase: status.state }, 'Firebase no longer vouches for the account: its session ended');
    throw unauthorized(refused);
  }

  return {
    /** The user behind a verified access token, if its session is still live; else a 401 that says why. */
    async authenticate(claims: AccessTokenClaims): Promise<StoredUser> {
      const session = await sessions.read(claims.sessionId, () => sessionsRepository.findWithUser(claims.sessionId));
      if (!session || session.userId !== claims.userId) throw unauthorized(SIGNED_OUT);
      // Disabling also ends the sessions; the reason is the more useful thing to tell.
      if (session.user.disabled) throw unauthorized(DISABLED);
      if (session.revokedAt) throw unauthorized(SIGNED_OUT);
      await confirmWithFirebase(session);
      const { id, email, name, role } = session.user;
      return { id, email, name, role, sessionId: session.id, secondFactor: secondFactorState({ role, ...session.secondFactor }) };
    },

    async signOut(caller: AuthenticatedUser): Promise<void> {
      remembered.delete(caller.sessionId);
      await deps.db.write((transaction) => sessionsRepository.revoke(caller.sessionId, transaction));
    },

    async listMine(caller: AuthenticatedUser): Promise<LiveSession[]> {
      const rows = await sessionsRepository.listLive(caller.id);
      return rows.map((row) => ({
        _id: row.id,
        createdAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        current: row.id === caller.sessionId,
        address: row.address,
        device: row.device,
      }));
    },

    /**
     * Ends one of the caller's live sessions; its next request is refused, since every request
     * reads its session again once anything has committed. Another person's session is 404, as a
     * session that never was: the answer says nothing of whose it is.
     */
    async endMine(caller: AuthenticatedUser, id: string): Promise<void> {
      const ended = await deps.db.write((transaction) => sessionsRepository.revokeOwn(caller.id, id, transaction));
      if (!ended) throw notFound('No such session of yours is open.');
      remembered.delete(id);
    },

    async endOthers(caller: AuthenticatedUser): Promise<void> {
      await deps.db.write((transaction) => sessionsRepository.revokeAllOfBut(caller.id, caller.sessionId, transaction));
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
