// Verifies Firebase ID tokens with the Admin SDK. Against the Auth Emulator
// (FIREBASE_AUTH_EMULATOR_HOST) the SDK accepts unsigned tokens, which is why config.ts refuses
// that variable in production.
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { HttpProblem, unauthorized } from '../problem.js';
import type { FirebaseIdentity } from '../request-context.js';

/** What Firebase says of an account now; `unreachable` when it could not be asked. */
export type AccountStatus =
  | { state: 'active'; tokensValidAfter: Date | undefined }
  | { state: 'disabled' }
  | { state: 'deleted' }
  | { state: 'unreachable' };

export interface IdentityVerifier {
  verifyIdToken(idToken: string): Promise<FirebaseIdentity>;
  accountStatus(uid: string): Promise<AccountStatus>;
  /** Firebase's one-time code for resetting the password of the account using `email`; undefined when none does. */
  passwordResetCode(email: string): Promise<string | undefined>;
  close(): Promise<void>;
}

const messages: Record<string, string> = {
  'auth/id-token-expired': 'Your sign-in has expired. Please sign in again.',
  'auth/id-token-revoked': 'Your sign-in was revoked. Please sign in again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/user-not-found': 'This account no longer exists.',
};

// What Firebase says of a reset for an address no account uses (the emulator's word, and Firebase's).
const noSuchAccount = new Set(['auth/user-not-found', 'auth/email-not-found']);

const unavailable = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error']);

export function createFirebaseIdentity(projectId: string): IdentityVerifier {
  const app: App = initializeApp({ projectId }, `identity-${projectId}-${Date.now()}-${Math.random()}`);
  const auth = getAuth(app);
  return {
    async verifyIdToken(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        if (!decoded.email) throw unauthorized('This sign-in has no email address.');
        return {
          uid: decoded.uid,
          email: decoded.email.toLowerCase(),
          emailVerified: decoded.email_verified === true,
          name: typeof decoded.name === 'string' ? decoded.name : undefined,
        };
      } catch (error) {
        if (error instanceof HttpProblem) throw error;
        const code = (error as { code?: unknown }).code;
        // Firebase out of reach says nothing about the token: a 401 would sign the user out for
        // our outage, so it is a 503 they can retry.
        if (typeof code === 'string' && unavailable.has(code)) {
          throw new HttpProblem(503, 'Sign-in is temporarily unavailable. Please try again shortly.');
        }
        throw unauthorized((typeof code === 'string' && messages[code]) || 'The sign-in token is invalid. Please sign in again.');
      }
    },
    async accountStatus(uid) {
      try {
        const account = await auth.getUser(uid);
        if (account.disabled) return { state: 'disabled' };
        const validAfter = account.tokensValidAfterTime ? new Date(account.tokensValidAfterTime) : undefined;
        return { state: 'active', tokensValidAfter: validAfter && !Number.isNaN(validAfter.getTime()) ? validAfter : undefined };
      } catch (error) {
        if ((error as { code?: unknown }).code === 'auth/user-not-found') return { state: 'deleted' };
        // Anything else (network, quota, Firebase's own error) says nothing about the account.
        return { state: 'unreachable' };
      }
    },
    async passwordResetCode(email) {
      try {
        // The link leads to Firebase's own page; the shop sends its own, so only the code is kept.
        const link = await auth.generatePasswordResetLink(email);
        return new URL(link).searchParams.get('oobCode') ?? undefined;
      } catch (error) {
        if (noSuchAccount.has(String((error as { code?: unknown }).code))) return undefined;
        throw error;
      }
    },
    close: () => deleteApp(app),
  };
}
