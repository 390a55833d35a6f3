import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { AdminStatus, Session, User, UserPage } from '../../shared/api-types.js';
import type { AccessTokens } from '../../shared/auth/access-tokens.js';
import { decodeCursor, toPage } from '../../shared/cursor.js';
import type { Database } from '../../shared/database.js';
import { conflict, forbidden, notFound } from '../../shared/problem.js';
import type { AuthenticatedUser, FirebaseIdentity, PageParams } from '../../shared/request-context.js';
import { usersRepository, type UserRecord } from './users.repository.js';

export const toUserDto = (user: UserRecord): User => ({ _id: user.id, email: user.email, name: user.name, role: user.role });

const USER_NOT_FOUND = 'No user with that email.';

/** Self, or an admin acting on anyone: the rule for reading another person's data. */
export function assertSelfOrAdmin(caller: AuthenticatedUser, email: string): void {
  if (caller.role !== 'admin' && caller.email !== email) {
    throw forbidden('You can only see your own account.');
  }
}

const NAME_MAX = 100;

/** The display name as the shop stores it: trimmed and cut to the column (in characters, not UTF-16 units). */
function storedName(name: string | undefined): string | undefined {
  const trimmed = name?.trim();
  return trimmed ? Array.from(trimmed).slice(0, NAME_MAX).join('') : undefined;
}

export function createUsersService(deps: { db: Database; accessTokens: AccessTokens; adminEmails: string[] }) {
  async function link(identity: FirebaseIdentity, transaction: Transaction): Promise<UserRecord> {
    const byEmail = await usersRepository.findByEmail(identity.email, transaction);
    const byUid = await usersRepository.findByFirebaseUid(identity.uid, transaction);
    const name = storedName(identity.name) ?? (byEmail ?? byUid)?.name ?? storedName(identity.email.split('@')[0]) ?? '';

    if (byEmail) {
      // Firebase frees an address when its account is deleted or moves to another email, and
      // anyone may sign up with it again unverified: that must not inherit the shop account
      // (orders, role) of the person who had it. A row without a uid was left behind the same way.
      if (byEmail.firebaseUid !== identity.uid && !identity.emailVerified) {
        throw forbidden('This email address belongs to an earlier account. Verify your email address, then sign in again.');
      }
      // The uid moved to this address; its old row keeps its history but no longer answers to it.
      if (byUid && byUid.id !== byEmail.id) await usersRepository.update(byUid.id, { firebaseUid: null }, transaction);
      if (byEmail.name !== name || byEmail.firebaseUid !== identity.uid) {
        await usersRepository.update(byEmail.id, { name, firebaseUid: identity.uid }, transaction);
      }
      return { ...byEmail, name, firebaseUid: identity.uid };
    }
    if (byUid) {
      // The same person changed their email in Firebase: the shop account follows them.
      await usersRepository.update(byUid.id, { email: identity.email, name }, transaction);
      return { ...byUid, email: identity.email, name };
    }
    // ADMIN_EMAILS grants the role only to a verified address: anyone can sign up with an
    // unverified email, including one on the list.
    const role = identity.emailVerified && deps.adminEmails.includes(identity.email) ? 'admin' : 'customer';
    return usersRepository.create({ firebaseUid: identity.uid, email: identity.email, name, role }, transaction);
  }

  async function findOrCreate(identity: FirebaseIdentity): Promise<UserRecord> {
    try {
      return await deps.db.write((transaction) => link(identity, transaction));
    } catch (error) {
      // A first sign-in that arrives twice at once (PostgreSQL runs both transactions side by
      // side): the loser's insert hits the unique email, and its second look finds the winner's row.
      if (error instanceof UniqueConstraintError) return deps.db.write((transaction) => link(identity, transaction));
      throw error;
    }
  }

  async function setRole(caller: AuthenticatedUser, email: string, role: 'admin' | 'customer'): Promise<User> {
    const user = await deps.db.write(async (transaction) => {
      const target = await usersRepository.findByEmail(email, transaction);
      if (!target) throw notFound(USER_NOT_FOUND);
      if (role === 'customer' && target.role === 'admin') {
        if (target.id === caller.id) throw conflict('You can’t remove your own admin role.');
        const admins = await usersRepository.lockAdmins(transaction);
        if (!admins.some((admin) => admin.id === caller.id)) throw forbidden('Only an admin can do this.');
        if (admins.length <= 1) throw conflict('The last admin can’t be removed.');
      }
      if (target.role !== role) await usersRepository.update(target.id, { role }, transaction);
      return { ...target, role };
    });
    return toUserDto(user);
  }

  return {
    async exchangeToken(identity: FirebaseIdentity, email: string): Promise<Session> {
      if (identity.email !== email) {
        throw forbidden('This sign-in belongs to another email address.');
      }
      const user = await findOrCreate(identity);
      const { token, expiresAt } = await deps.accessTokens.issue({ userId: user.id, email: user.email, role: user.role });
      return { token, expiresAt: expiresAt.toISOString(), user: toUserDto(user) };
    },

    async listUsers(page: PageParams): Promise<UserPage> {
      const after = decodeCursor(page.cursor, 'users');
      const rows = await usersRepository.list(page.limit, after?.id);
      return toPage(rows, page.limit, toUserDto, (row) => ({ sort: 'users', key: row.id, id: row.id }));
    },

    makeAdmin: (caller: AuthenticatedUser, email: string) => setRole(caller, email, 'admin'),
    removeAdmin: (caller: AuthenticatedUser, email: string) => setRole(caller, email, 'customer'),

    async getAdminStatus(caller: AuthenticatedUser, email: string): Promise<AdminStatus> {
      assertSelfOrAdmin(caller, email);
      const user = email === caller.email ? caller : await usersRepository.findByEmail(email);
      return { admin: user?.role === 'admin' };
    },

    async findAuthenticated(id: string): Promise<AuthenticatedUser | undefined> {
      const user = await usersRepository.findById(id);
      return user && { id: user.id, email: user.email, name: user.name, role: user.role };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
