// Mock mode's stand-in for lib/session/firebase-auth.ts (Vite swaps it in, see mock-mode-plugin):
// the same functions, answering from the demo accounts instead of Firebase, so the login, register,
// Google and rename screens run unchanged with nothing but the browser. Passwords are the mocked
// shop's (`mockPasswords`), which its sign-in and register handlers check too.
import type * as FirebaseAuth from '../../lib/session/firebase-auth';
import { authErrorMessage, IdentityProofNeededError } from '../../lib/session/auth-errors';
import type { FirebaseIdentity, IdentityProof } from '../../lib/session/firebase-auth';
import { mockPasswords } from '../mocks/auth-handlers';
import { mockShop } from '../mocks/mock-shop';
import { chooseAccount } from './account-chooser';

export { authErrorMessage, IdentityProofNeededError };
export type { FirebaseIdentity, IdentityProof };

/** Like Firebase, the proof of identity only lasts for this page load. */
let signedInEmail: string | null = null;

/** The mocked API reads the name from this token on the exchange, as the server reads Firebase's name claim. */
function identity(email: string, name?: string): FirebaseIdentity {
  signedInEmail = email;
  return { email, idToken: `mock-id-token:${email}:${name ? encodeURIComponent(name) : ''}` };
}

const failure = (code: string) => new Error(authErrorMessage({ code }));

function checkPassword(email: string, password: string): void {
  if (mockPasswords.get(email.toLowerCase()) !== password) throw failure('auth/invalid-credential');
}

export function preloadFirebaseAuth(): void {
  // nothing to load
}

export async function signInWithGoogle(): Promise<FirebaseIdentity> {
  const chosen = await chooseAccount(mockShop.users);
  if (!chosen) throw failure('auth/popup-closed-by-user');
  return identity(chosen.email);
}

export async function signOutOfFirebase(): Promise<void> {
  signedInEmail = null;
}

export async function updateDisplayName(email: string, name: string, proof?: IdentityProof): Promise<FirebaseIdentity> {
  if (signedInEmail !== email) {
    if (!proof) throw new IdentityProofNeededError();
    if ('password' in proof) {
      checkPassword(email, proof.password);
    } else {
      const chosen = await chooseAccount(mockShop.users.filter((user) => user.email === email));
      if (!chosen) throw failure('auth/popup-closed-by-user');
    }
  }
  return identity(email, name);
}

const RESET_PREFIX = 'mock-reset:';

// The shop (MSW here) sends the reset link; a code for an account is `mock-reset:<email>`.
export async function checkPasswordResetCode(oobCode: string): Promise<string> {
  const email = oobCode.startsWith(RESET_PREFIX) ? oobCode.slice(RESET_PREFIX.length) : '';
  if (!mockPasswords.has(email)) throw failure('auth/invalid-action-code');
  return email;
}

export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  const email = await checkPasswordResetCode(oobCode);
  if (newPassword.length < 6) throw failure('auth/weak-password');
  mockPasswords.set(email, newPassword);
}

// Fails to compile when firebase-auth.ts gains or changes a function this stand-in lacks.
const sameInterface: typeof FirebaseAuth = {
  authErrorMessage,
  IdentityProofNeededError,
  preloadFirebaseAuth,
  signInWithGoogle,
  signOutOfFirebase,
  updateDisplayName,
  checkPasswordResetCode,
  resetPassword,
};
void sameInterface;
