// Two-factor sign-in for staff. The token exchange (users module) opens a session that has not
// passed the second factor; a code from the authenticator app (or a recovery code) marks it passed.
// Who then reaches what is authenticate.ts's, from shared/auth/second-factor.ts. Each code works
// once: an app code's 30-second step must come after the last one spent, a recovery code is marked
// used; both in one conditional UPDATE, so two tabs sending one code at once get one success.
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { RecoveryCodes, SecondFactorInput, SecuritySettings, TwoFactorEnrolment, TwoFactorStatus } from '../../shared/api-types.js';
import type { AuditLog } from '../../shared/audit.js';
import type { Seal } from '../../shared/auth/order-key-seal.js';
import { isStaff } from '../../shared/auth/roles.js';
import { CODE_REQUIRED, secondFactorPassed } from '../../shared/auth/second-factor.js';
import type { Database } from '../../shared/database.js';
import { badRequest, conflict, forbidden, notFound } from '../../shared/problem.js';
import type { AuthenticatedUser } from '../../shared/request-context.js';
import { isAppCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import { matchingStep, newTotpSecret } from './totp.js';
import type { TwoFactorRepository } from './two-factor.repository.js';

const STAFF_ONLY = 'Two-factor sign-in is for staff accounts.';
const ALREADY_ENROLLED = 'Two-factor sign-in is already set up for this account.';
const NOT_ENROLLED = 'Two-factor sign-in isn’t set up for this account.';
const STARTED_ELSEWHERE = 'Setting up was started again elsewhere. Start again here to get a new QR code.';
const START_FIRST = 'Start setting up your authenticator app first.';
const WRONG_CODE = 'That code isn’t right. Enter the 6 digits your authenticator app shows now.';
const USED_CODE = 'That code has already been used. Wait for the next one in your authenticator app.';
const WRONG_RECOVERY_CODE = 'That recovery code isn’t right, or it has already been used.';
const REQUIRED_BY_OWNER = 'The shop requires two-factor sign-in for staff, so it can’t be turned off.';
const ENROL_YOURSELF_FIRST = 'Set up two-factor sign-in for your own account before requiring it of all staff.';

export interface TwoFactorDeps {
  db: Database;
  twoFactorRepository: TwoFactorRepository;
  /** Seals each TOTP secret to its user's id; a copy of the database alone opens none. */
  secrets: Seal;
  audit: AuditLog;
  /** The users module's: the session passed the second factor. */
  markSecondFactor(sessionId: string, transaction: Transaction): Promise<void>;
  findUserByEmail(email: string): Promise<{ id: string; email: string } | undefined>;
  /** The shop_settings key the sessions read (users module). */
  requiredSettingKey: string;
}

export function createTwoFactorService(deps: TwoFactorDeps) {
  const { db, twoFactorRepository: repository } = deps;

  const isRequired = async (transaction?: Transaction) => (await repository.setting(deps.requiredSettingKey, transaction)) === 'true';

  function openSecret(userId: string, sealed: string): string {
    const secret = deps.secrets.open(sealed, userId);
    // Sealed under another secret (ACCESS_TOKEN_SECRET rotated): the owner resets it, the user enrols again.
    if (secret === undefined) throw conflict('Your authenticator app can’t be checked any more. Ask the shop owner to reset your two-factor sign-in.');
    return secret;
  }

  function staffOnly(caller: AuthenticatedUser): void {
    if (!isStaff(caller.role)) throw forbidden(STAFF_ONLY);
  }

  async function status(caller: AuthenticatedUser, secondFactor = caller.secondFactor): Promise<TwoFactorStatus> {
    const [factor, required] = await Promise.all([repository.find(caller.id), isRequired()]);
    return { enrolled: factor?.confirmed ?? false, required, secondFactor };
  }

  async function removeFactor(caller: AuthenticatedUser, target: { id: string; email: string }, kind: 'two_factor.disabled' | 'two_factor.reset') {
    await db.write(async (transaction) => {
      if (!(await repository.remove(target.id, transaction))) return;
      const subject = { type: 'user', id: target.email } as const;
      await deps.audit.record({ actor: caller, kind, subject, before: { twoFactor: true }, after: { twoFactor: false } }, transaction);
    });
  }

  return {
    getTwoFactorStatus: (caller: AuthenticatedUser) => status(caller),

    async startTwoFactorEnrolment(caller: AuthenticatedUser): Promise<TwoFactorEnrolment> {
      staffOnly(caller);
      try {
        return await db.write(async (transaction) => {
          // Someone holding only the password can't swap the app for their own: that takes a code first.
          if ((await repository.find(caller.id, transaction))?.confirmed) throw conflict(ALREADY_ENROLLED);
          const enrolment = newTotpSecret(caller.email);
          await repository.savePending(caller.id, deps.secrets.seal(enrolment.secret, caller.id), transaction);
          return enrolment;
        });
      } catch (error) {
        // Two tabs starting at once (PostgreSQL runs both side by side): one secret wins, the other tab starts again.
        if (error instanceof UniqueConstraintError) throw conflict(STARTED_ELSEWHERE);
        throw error;
      }
    },

    async confirmTwoFactorEnrolment(caller: AuthenticatedUser, code: string): Promise<RecoveryCodes> {
      staffOnly(caller);
      const recoveryCodes = newRecoveryCodes();
      // Hashed before the transaction: scrypt's tens of milliseconds each must not hold SQLite's writer.
      const hashes = await Promise.all(recoveryCodes.map((recovery) => recoveryCodeHash(caller.id, recovery)));
      await db.write(async (transaction) => {
        const factor = await repository.find(caller.id, transaction);
        if (factor?.confirmed) throw conflict(ALREADY_ENROLLED);
        if (!factor) throw conflict(START_FIRST);
        const step = matchingStep(openSecret(caller.id, factor.secretSealed), code);
        if (step === undefined) throw badRequest(WRONG_CODE);
        if (!(await repository.confirm(caller.id, factor.secretSealed, step, transaction))) throw conflict(ALREADY_ENROLLED);
        await repository.replaceRecoveryCodes(caller.id, hashes, transaction);
        // The code just given is the second factor: this session needn't be asked again.
        await deps.markSecondFactor(caller.sessionId, transaction);
        const subject = { type: 'user', id: caller.email } as const;
        await deps.audit.record({ actor: caller, kind: 'two_factor.enrolled', subject, before: { twoFactor: false }, after: { twoFactor: true } }, transaction);
      });
      return { recoveryCodes };
    },

    async verifySecondFactor(caller: AuthenticatedUser, { code }: SecondFactorInput): Promise<TwoFactorStatus> {
      const recoveryHash = isAppCode(code) ? undefined : await recoveryCodeHash(caller.id, code);
      await db.write(async (transaction) => {
        const factor = await repository.find(caller.id, transaction);
        if (!factor?.confirmed) throw conflict(NOT_ENROLLED);
        if (isAppCode(code)) {
          const step = matchingStep(openSecret(caller.id, factor.secretSealed), code);
          if (step === undefined) throw badRequest(WRONG_CODE);
          if (!(await repository.useStep(caller.id, step, transaction))) throw badRequest(USED_CODE);
        } else if (!recoveryHash || !(await repository.useRecoveryCode(caller.id, recoveryHash, transaction))) {
          throw badRequest(WRONG_RECOVERY_CODE);
        }
        await deps.markSecondFactor(caller.sessionId, transaction);
      });
      return status(caller, 'verified');
    },

    async disableTwoFactor(caller: AuthenticatedUser): Promise<void> {
      // Only the person who holds the app, not whoever has the password, may take it away.
      if (!secondFactorPassed(caller.secondFactor)) throw forbidden(CODE_REQUIRED);
      if (await isRequired()) throw conflict(REQUIRED_BY_OWNER);
      await removeFactor(caller, caller, 'two_factor.disabled');
    },

    async resetTwoFactor(caller: AuthenticatedUser, email: string): Promise<void> {
      const target = await deps.findUserByEmail(email);
      if (!target) throw notFound('No user with that email.');
      await removeFactor(caller, target, 'two_factor.reset');
    },

    getSecuritySettings: async (): Promise<SecuritySettings> => ({ requireStaffTwoFactor: await isRequired() }),

    async updateSecuritySettings(caller: AuthenticatedUser, settings: SecuritySettings): Promise<SecuritySettings> {
      const after = settings.requireStaffTwoFactor;
      if (after && caller.secondFactor !== 'verified') throw conflict(ENROL_YOURSELF_FIRST);
      await db.write(async (transaction) => {
        const before = await isRequired(transaction);
        if (before === after) return;
        await repository.saveSetting(deps.requiredSettingKey, String(after), transaction);
        const subject = { type: 'settings', id: 'security' } as const;
        await deps.audit.record({ actor: caller, kind: 'settings.changed', subject, before: { requireStaffTwoFactor: before }, after: { requireStaffTwoFactor: after } }, transaction);
      });
      return { requireStaffTwoFactor: after };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
