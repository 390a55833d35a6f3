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

export function createUsersService(deps: { db: Database; accessTokens: AccessTokens; adminEmails: string[] }) {
  async function findOrCreate(identity: FirebaseIdentity): Promise<UserRecord> {
    return deps.db.write(async (transaction) => {
      const existing = await usersRepository.findByEmail(identity.email, transaction);
      const name = identity.name ?? existing?.name ?? identity.email.split('@')[0] ?? '';
      if (existing) {
        if (existing.name !== name || existing.firebaseUid !== identity.uid) {
          await usersRepository.update(existing.id, { name, firebaseUid: identity.uid }, transaction);
        }
        return { ...existing, name, firebaseUid: identity.uid };
      }
      // ADMIN_EMAILS grants the role only to a verified address: anyone can sign up with an
      // unverified email, including one on the list.
      const role = identity.emailVerified && deps.adminEmails.includes(identity.email) ? 'admin' : 'customer';
      return usersRepository.create({ firebaseUid: identity.uid, email: identity.email, name, role }, transaction);
    });
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
