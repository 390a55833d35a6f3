import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { AdminStatus, Role, Session, User, UserPage } from '../../shared/api-types.js';
import type { AuditLog } from '../../shared/audit.js';
import type { AccessTokenClaims, AccessTokens } from '../../shared/auth/access-tokens.js';
import type { IdentityVerifier } from '../../shared/auth/firebase-identity.js';
import { decodeCursor, toPage } from '../../shared/cursor.js';
import type { Database } from '../../shared/database.js';
import { newId } from '../../shared/ids.js';
import type { Logger } from '../../shared/logger.js';
import { assertAccountAccess } from '../../shared/auth/ownership.js';
import { isStaff } from '../../shared/auth/roles.js';
import { secondFactorState } from '../../shared/auth/second-factor.js';
import { conflict, forbidden, HttpProblem, notFound } from '../../shared/problem.js';
import { normaliseEmail, type AuthenticatedUser, type FirebaseIdentity, type PageParams, type StoredUser } from '../../shared/request-context.js';
import type { SessionClient, SessionsRepository } from './sessions.repository.js';
import { createSessionsService, DISABLED } from './sessions.service.js';
import type { UserRecord, UsersRepository } from './users.repository.js';

export const toUserDto = (user: UserRecord): User => ({ _id: user.id, email: user.email, name: user.name, role: user.role, disabled: user.disabled });

const USER_NOT_FOUND = 'No user with that email.';
const UNVERIFIED_TAKEOVER =
  'An account with this email address already exists. Verify your email address (open the link we sent you), then sign in again.';
const ROLE_CHANGED_MEANWHILE = 'Someone changed this person’s role meanwhile. Reload and try again.';
const ENABLE_FIRST = 'This account is disabled. Enable it before giving it a staff role.';

const NAME_MAX = 100;

/** The display name as the shop stores it: trimmed and cut to the column (in characters, not UTF-16 units). */
function storedName(name: string | undefined): string | undefined {
  const trimmed = name?.trim();
  return trimmed ? Array.from(trimmed).slice(0, NAME_MAX).join('') : undefined;
}

/**
 * Where a retired account's address goes: `.invalid` is reserved (RFC 6761), so no mailbox or
 * Firebase sign-in can ever own it (exchangeToken refuses the domain); the row's id keeps it
 * unique; and it is still an address in the contract's `email` format, so the users list stays valid.
 */
const retiredEmail = (id: string) => `retired+${id}@users.invalid`;
const RESERVED_DOMAIN = /\.invalid$/;

/** A session just opened, and its id (which its token names). */
export interface OpenedSession {
  session: Session;
  sessionId: string;
}

interface Linked {
  user: UserRecord;
  /** The stored account this email had before, retired because another Firebase account signed in with it. */
  retired?: UserRecord;
}

export function createUsersService(deps: {
  db: Database;
  usersRepository: UsersRepository;
  sessionsRepository: SessionsRepository;
  accessTokens: AccessTokens;
  adminEmails: string[];
  identity: IdentityVerifier;
  identityRecheckSeconds: number;
  logger: Logger;
  audit: AuditLog;
  /** Gives an account the guest orders placed with its email (the orders module). */
  adoptGuestOrders(userId: string, email: string, transaction: Transaction): Promise<number>;
}) {
  const { usersRepository, sessionsRepository } = deps;
  const sessions = createSessionsService({
    db: deps.db,
    sessionsRepository,
    identity: deps.identity,
    recheckSeconds: deps.identityRecheckSeconds,
    logger: deps.logger,
  });

  /**
   * A Firebase account other than the stored one has this email: the old one was deleted and the
   * address signed up again, or a mailbox was recycled. Nothing proves it is the same person, so
   * the shop account starts again. The old row keeps its orders, reviews and profile under its id
   * but no longer answers to the address or to any Firebase account; it is disabled and loses an
   * staff role, which nobody could use any more.
   */
  async function retire(old: UserRecord, transaction: Transaction): Promise<void> {
    await usersRepository.update(old.id, { email: retiredEmail(old.id), firebaseUid: null, role: 'customer', disabled: true }, transaction);
    await sessionsRepository.revokeAllOf(old.id, transaction);
  }

  async function link(identity: FirebaseIdentity, transaction: Transaction): Promise<Linked> {
    const byEmail = await usersRepository.findByEmail(identity.email, transaction);
    const retired = byEmail && byEmail.firebaseUid !== identity.uid ? byEmail : undefined;
    // Only a verified address may take a stored account's place: anyone can sign up with an
    // unverified one, and retiring the account would detach its owner's orders from them.
    if (retired && !identity.emailVerified) throw new HttpProblem(409, UNVERIFIED_TAKEOVER, { code: 'email_unverified' });
    if (retired) await retire(retired, transaction);
    const current = byEmail && !retired ? byEmail : await usersRepository.findByFirebaseUid(identity.uid, transaction);
    const name = storedName(identity.name) ?? current?.name ?? storedName(identity.email.split('@')[0]) ?? '';

    if (current) {
      // The same person, perhaps with a new name, or moved to this address in Firebase: the shop
      // account follows them.
      if (current.email !== identity.email || current.name !== name) {
        await usersRepository.update(current.id, { email: identity.email, name }, transaction);
      }
      return { user: { ...current, email: identity.email, name }, retired };
    }
    // ADMIN_EMAILS makes owners, and only of a verified address: anyone can sign up with an
    // unverified email, including one on the list.
    const role = identity.emailVerified && deps.adminEmails.includes(identity.email) ? 'owner' : 'customer';
    const user = await usersRepository.create({ firebaseUid: identity.uid, email: identity.email, name, role, disabled: false }, transaction);
    return { user, retired };
  }

  /** Links the Firebase account to its shop account and opens a session for it, in one transaction. */
  async function signIn(identity: FirebaseIdentity, transaction: Transaction, client?: SessionClient): Promise<Linked & OpenedSession> {
    const linked = await link(identity, transaction);
    const { user } = linked;
    if (user.disabled) throw forbidden(DISABLED);
    // Only a verified address proves the guest's mailbox is this account's: anyone can sign up with
    // an unverified one, someone else's included, and would otherwise see that person's orders.
    if (identity.emailVerified) await deps.adoptGuestOrders(user.id, normaliseEmail(identity.email), transaction);
    await sessionsRepository.deleteExpired(user.id, transaction);
    const sessionId = newId();
    const { token, expiresAt } = await deps.accessTokens.issue({ userId: user.id, email: user.email, role: user.role, sessionId });
    await sessionsRepository.create({ id: sessionId, userId: user.id, firebaseUid: identity.uid, expiresAt }, transaction, client);
    // The browser learns at once whether to ask for a code (or enrolment) before any staff screen.
    const stored = await sessionsRepository.findWithUser(sessionId, transaction);
    const secondFactor = secondFactorState({ role: user.role, enrolled: false, required: false, verified: false, ...stored?.secondFactor });
    return { ...linked, sessionId, session: { token, expiresAt: expiresAt.toISOString(), user: toUserDto(user), secondFactor } };
  }

  async function signInOnce(identity: FirebaseIdentity, client?: SessionClient): Promise<Linked & OpenedSession> {
    try {
      return await deps.db.write((transaction) => signIn(identity, transaction, client));
    } catch (error) {
      // A first sign-in that arrives twice at once (PostgreSQL runs both transactions side by
      // side): the loser's insert hits the unique email, and its second look finds the winner's row.
      if (error instanceof UniqueConstraintError) return deps.db.write((transaction) => signIn(identity, transaction, client));
      throw error;
    }
  }

  async function setRole(caller: AuthenticatedUser, email: string, role: Role): Promise<User> {
    const user = await deps.db.write(async (transaction) => {
      const target = await usersRepository.findByEmail(email, transaction);
      if (!target) throw notFound(USER_NOT_FOUND);
      if (target.role === role) return target;
      // Nobody locks themself out of a screen by mistake; another owner can change their role.
      if (target.id === caller.id) throw conflict('You can’t change your own role.');
      if (target.role === 'owner') {
        const owners = await usersRepository.lockOwners(transaction);
        // Read again under the lock: the caller may have been demoted meanwhile.
        if (!owners.some((owner) => owner.id === caller.id)) throw forbidden('Only an owner can do this.');
        if (owners.length <= 1) throw conflict('The last owner can’t be demoted.');
      }
      // Conditional on the row as it is now: a concurrent disable can't leave a disabled staff member.
      // And on the role read above, so the audit entry's "before" is the role this change replaced.
      const condition = { role: target.role, ...(isStaff(role) ? { disabled: false } : {}) };
      if (!(await usersRepository.updateIf(target.id, condition, { role }, transaction))) {
        const now = await usersRepository.findByEmail(email, transaction);
        throw conflict(now && now.role !== target.role ? ROLE_CHANGED_MEANWHILE : ENABLE_FIRST);
      }
      const subject = { type: 'user', id: target.email } as const;
      await deps.audit.record({ actor: caller, kind: 'user.role_changed', subject, before: { role: target.role }, after: { role } }, transaction);
      return { ...target, role };
    });
    return toUserDto(user);
  }

  async function setDisabled(caller: AuthenticatedUser, email: string, disabled: boolean): Promise<User> {
    const user = await deps.db.write(async (transaction) => {
      const target = await usersRepository.findByEmail(email, transaction);
      if (!target) throw notFound(USER_NOT_FOUND);
      const entry = { actor: caller, subject: { type: 'user', id: target.email }, before: { disabled: !disabled }, after: { disabled } } as const;
      if (!disabled) {
        // Conditional, so two owners enabling at once leave one entry, not two saying "was disabled".
        if (target.disabled && (await usersRepository.updateIf(target.id, { disabled: true }, { disabled }, transaction))) {
          await deps.audit.record({ ...entry, kind: 'user.enabled' }, transaction);
        }
        return { ...target, disabled };
      }
      if (target.id === caller.id) throw conflict('You can’t disable your own account.');
      // A disabled owner would still count as one, so the last-owner rule could be got round.
      // The UPDATE checks the role itself, so a concurrent promotion to owner can't slip in between.
      if (target.role === 'owner' || !(await usersRepository.updateIf(target.id, { role: target.role }, { disabled }, transaction))) {
        throw conflict('An owner can’t be disabled. Remove their owner role first.');
      }
      await sessionsRepository.revokeAllOf(target.id, transaction);
      if (!target.disabled) await deps.audit.record({ ...entry, kind: 'user.disabled' }, transaction);
      return { ...target, disabled };
    });
    return toUserDto(user);
  }

  /** The token exchange: Firebase's proof of who signed in becomes a new session of the shop's. */
  async function openSession(identity: FirebaseIdentity, email: string, client?: SessionClient): Promise<OpenedSession> {
    if (identity.email !== email) {
      throw forbidden('This sign-in belongs to another email address.');
    }
    if (RESERVED_DOMAIN.test(email)) throw forbidden('This email address can’t be used to sign in.');
    const { session, sessionId, retired } = await signInOnce(identity, client);
    if (retired) {
        // The email stays out of the log; the ids and uids are enough to follow both accounts.
        deps.logger.warn(
          { retiredUserId: retired.id, retiredFirebaseUid: retired.firebaseUid, retiredRole: retired.role, userId: session.user._id, firebaseUid: identity.uid },
          'another Firebase account signed in with the email of a shop account: the old account was retired and a new one started',
        );
    }
    return { session, sessionId };
  }

  return {
    exchangeToken: async (identity: FirebaseIdentity, email: string, client?: SessionClient): Promise<Session> => (await openSession(identity, email, client)).session,
    /** For the password sign-in, which hands a form post's session over by its id. */
    openSession,

    signOut: (caller: AuthenticatedUser) => sessions.signOut(caller),
    listMySessions: async (caller: AuthenticatedUser) => ({ items: await sessions.listMine(caller) }),
    endMySession: (caller: AuthenticatedUser, id: string) => sessions.endMine(caller, id),
    endOtherSessions: (caller: AuthenticatedUser) => sessions.endOthers(caller),

    async listUsers(page: PageParams): Promise<UserPage> {
      const after = decodeCursor(page.cursor, 'users');
      const rows = await usersRepository.list(page.limit, after?.id);
      return toPage(rows, page.limit, toUserDto, (row) => ({ sort: 'users', key: row.id, id: row.id }));
    },

    // The seed's Make Admin and Remove Admin: the seed's admin is the owner.
    makeAdmin: (caller: AuthenticatedUser, email: string) => setRole(caller, email, 'owner'),
    removeAdmin: (caller: AuthenticatedUser, email: string) => setRole(caller, email, 'customer'),
    setUserRole: (caller: AuthenticatedUser, email: string, role: Role) => setRole(caller, email, role),
    disableUser: (caller: AuthenticatedUser, email: string) => setDisabled(caller, email, true),
    enableUser: (caller: AuthenticatedUser, email: string) => setDisabled(caller, email, false),

    async getAdminStatus(caller: AuthenticatedUser, email: string): Promise<AdminStatus> {
      assertAccountAccess('self or staff', caller, email);
      const user = email === caller.email ? caller : await usersRepository.findByEmail(email);
      const role = user?.role ?? 'customer';
      return { admin: isStaff(role), role };
    },

    findAuthenticated: (claims: AccessTokenClaims): Promise<StoredUser> => sessions.authenticate(claims),
    /** The session passed the second factor (the two-factor module). */
    markSecondFactor: sessionsRepository.markSecondFactor,

    // For the other modules, wired in app.ts: profiles and orders look an account up by email;
    // placing an order holds the customer's row for the unpaid limits.
    findByEmail: (email: string) => usersRepository.findByEmail(email),
    lock: usersRepository.lock,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
