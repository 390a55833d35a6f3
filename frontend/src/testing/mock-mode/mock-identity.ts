// Mock mode's stand-in for lib/session/firebase-auth.ts (Vite swaps it in, see mock-mode-plugin):
// the same functions, answering from the demo accounts instead of Firebase, so the login, register,
// Google and rename screens run unchanged with nothing but the browser.
import type * as FirebaseAuth from '../../lib/session/firebase-auth';
import { authErrorMessage, IdentityProofNeededError } from '../../lib/session/auth-errors';
import type { FirebaseIdentity, IdentityProof } from '../../lib/session/firebase-auth';
import { demoPasswords } from '../mocks/auth-handlers';
import { mockShop } from '../mocks/mock-shop';
import { chooseAccount } from './account-chooser';

export { authErrorMessage, IdentityProofNeededError };
export type { FirebaseIdentity, IdentityProof };

const PASSWORDS_KEY = 'handtools-mock-passwords';

export { demoPasswords };

function passwords(): Record<string, string> {
  const saved = sessionStorage.getItem(PASSWORDS_KEY);
  return { ...demoPasswords, ...(saved ? (JSON.parse(saved) as Record<string, string>) : {}) };
}

function remember(email: string, password: string): void {
  const saved = sessionStorage.getItem(PASSWORDS_KEY);
  const registered = saved ? (JSON.parse(saved) as Record<string, string>) : {};
  sessionStorage.setItem(PASSWORDS_KEY, JSON.stringify({ ...registered, [email]: password }));
}

/** Like Firebase, the proof of identity only lasts for this page load. */
let signedInEmail: string | null = null;

/** The mocked API reads the name from this token on the exchange, as the server reads Firebase's name claim. */
function identity(email: string, name?: string): FirebaseIdentity {
  signedInEmail = email;
  return { email, idToken: `mock-id-token:${email}:${name ? encodeURIComponent(name) : ''}` };
}

const failure = (code: string) => new Error(authErrorMessage({ code }));

function checkPassword(email: string, password: string): void {
  if (passwords()[email.toLowerCase()] !== password) throw failure('auth/invalid-credential');
}

export function preloadFirebaseAuth(): void {
  // nothing to load
}

export async function signInWithEmail(email: string, password: string): Promise<FirebaseIdentity> {
  checkPassword(email, password);
  return identity(email.toLowerCase());
}

export async function registerWithEmail(name: string, email: string, password: string): Promise<FirebaseIdentity> {
  const normalised = email.toLowerCase();
  if (passwords()[normalised] || mockShop.users.some((user) => user.email === normalised)) throw failure('auth/email-already-in-use');
  if (password.length < 6) throw failure('auth/weak-password');
  remember(normalised, password);
  return identity(normalised, name);
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
  if (!passwords()[email]) throw failure('auth/invalid-action-code');
  return email;
}

export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  const email = await checkPasswordResetCode(oobCode);
  if (newPassword.length < 6) throw failure('auth/weak-password');
  remember(email, newPassword);
}

// Fails to compile when firebase-auth.ts gains or changes a function this stand-in lacks.
const sameInterface: typeof FirebaseAuth = {
  authErrorMessage,
  IdentityProofNeededError,
  preloadFirebaseAuth,
  signInWithEmail,
  registerWithEmail,
  signInWithGoogle,
  signOutOfFirebase,
  updateDisplayName,
  checkPasswordResetCode,
  resetPassword,
};
void sameInterface;
