// "Forgot password?": the shop sends the reset link itself, in the same outbox and inbox as its
// other emails, to its own /reset-password page. The answer never says whether an account uses the
// address, and comes before the shop has asked Firebase, so its timing can't say it either; the
// asking and the email follow in the background, and a failure there is logged, never shown.
import type { Transaction } from 'sequelize';
import type { Acknowledgement } from '../../shared/api-types.js';
import type { Database } from '../../shared/database.js';
import type { Logger } from '../../shared/logger.js';
import { normaliseEmail } from '../../shared/request-context.js';

export const RESET_REQUESTED = 'If an account uses that address, we’ve emailed it a link to choose a new password.';

export interface PasswordResetDeps {
  db: Database;
  /** Firebase's one-time code for the account using the address, or undefined when none does. */
  resetCode(email: string): Promise<string | undefined>;
  /** Records the email in the outbox, in the caller's transaction. */
  sendResetEmail(recipient: string, oobCode: string, transaction: Transaction): Promise<void>;
  logger: Logger;
}

export function createPasswordResetService(deps: PasswordResetDeps) {
  async function emailResetLink(email: string): Promise<void> {
    const oobCode = await deps.resetCode(email);
    if (!oobCode) return;
    await deps.db.write((transaction) => deps.sendResetEmail(email, oobCode, transaction));
  }

  const pending = new Set<Promise<void>>();
  return {
    requestPasswordReset(email: string): Acknowledgement {
      const work = emailResetLink(normaliseEmail(email))
        // The address is the one thing a log line must not pair with "has an account".
        .catch((error: unknown) => deps.logger.error({ err: error }, 'a password reset email could not be prepared'))
        .finally(() => pending.delete(work));
      pending.add(work);
      return { message: RESET_REQUESTED };
    },

    /** Waits for the resets under way (before the database closes, or for a test to look). */
    async settled(): Promise<void> {
      await Promise.all([...pending]);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
