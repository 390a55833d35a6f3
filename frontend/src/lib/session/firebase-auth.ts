// The only module that touches the Firebase SDK in the browser. Firebase is the proof of identity for
// Google's sign-in and when renaming: its ID token is exchanged for the shop's own session
// (use-sign-in); an email and password go to the shop's server instead, which asks Firebase. The SDK is
// imported on first use, never on the home page's first load, and keeps nothing between page loads
// (in-memory persistence): signing out of the shop leaves no Firebase session behind, and a rename
// after a reload asks the user to prove who they are again.
import type { Auth, User } from 'firebase/auth';
import { runtimeConfig } from '../runtime-config';
import { authErrorMessage, IdentityProofNeededError } from './auth-errors';

export { authErrorMessage, IdentityProofNeededError };

/** Who Firebase says signed in, and the ID token that proves it to the shop's server. */
export interface FirebaseIdentity {
  email: string;
  idToken: string;
}

let pendingAuth: Promise<Auth> | undefined;

async function initialise(): Promise<Auth> {
  // Destructured where imported, so the bundler keeps only the parts of the SDK used here.
  const [{ initializeApp }, sdk, config] = await Promise.all([
    import('firebase/app').then(({ initializeApp }) => ({ initializeApp })),
    import('firebase/auth').then(({ initializeAuth, inMemoryPersistence, browserPopupRedirectResolver, connectAuthEmulator }) => ({
      initializeAuth,
      inMemoryPersistence,
      browserPopupRedirectResolver,
      connectAuthEmulator,
    })),
    runtimeConfig(),
  ]);
  const { apiKey, authDomain, projectId, emulatorHost } = config.firebase;
  const auth = sdk.initializeAuth(initializeApp({ apiKey, authDomain, projectId }), {
    persistence: sdk.inMemoryPersistence,
    popupRedirectResolver: sdk.browserPopupRedirectResolver,
  });
  if (emulatorHost) sdk.connectAuthEmulator(auth, emulatorHost, { disableWarnings: true });
  return auth;
}

function firebaseAuth(): Promise<Auth> {
  pendingAuth ??= initialise().catch((error: unknown) => {
    pendingAuth = undefined;
    throw new Error('Sign-in couldn’t be loaded. Check your connection and try again.', { cause: error });
  });
  return pendingAuth;
}

/**
 * Starts loading Firebase before the shopper clicks: a popup opened long after the click is
 * blocked by browsers, so the Google button must not wait for the SDK to download.
 */
export function preloadFirebaseAuth(): void {
  firebaseAuth().catch(() => {
    // the sign-in attempt itself will report it
  });
}

async function identify(signIn: (auth: Auth) => Promise<User>, refreshToken = false): Promise<FirebaseIdentity> {
  const auth = await firebaseAuth();
  try {
    const user = await signIn(auth);
    if (!user.email) throw new Error('no email');
    return { email: user.email, idToken: await user.getIdToken(refreshToken) };
  } catch (error) {
    throw new Error(authErrorMessage(error), { cause: error });
  }
}

export function signInWithGoogle(): Promise<FirebaseIdentity> {
  return identify(async (auth) => {
    const { GoogleAuthProvider, signInWithPopup } = await import('firebase/auth');
    return (await signInWithPopup(auth, new GoogleAuthProvider())).user;
  });
}

/** Firebase's error, in words; our own errors pass through. */
function inWords(error: unknown): Error {
  return new Error(authErrorMessage(error), { cause: error });
}

/** The email of the account a reset link (its `oobCode`) is for; throws when the link has expired or was used. */
export async function checkPasswordResetCode(oobCode: string): Promise<string> {
  const auth = await firebaseAuth();
  try {
    const { verifyPasswordResetCode } = await import('firebase/auth');
    return await verifyPasswordResetCode(auth, oobCode);
  } catch (error) {
    throw inWords(error);
  }
}

/** Sets the account's new password with the code from the reset link. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<void> {
  const auth = await firebaseAuth();
  try {
    const { confirmPasswordReset } = await import('firebase/auth');
    await confirmPasswordReset(auth, oobCode, newPassword);
  } catch (error) {
    throw inWords(error);
  }
}

export async function signOutOfFirebase(): Promise<void> {
  if (!pendingAuth) return;
  const auth = await pendingAuth;
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}

/** How a shopper proves again who they are: their password, or the Google account they use. */
export type IdentityProof = { password: string } | { google: true };

const sameEmail = (a: string | null, b: string) => a?.toLowerCase() === b.toLowerCase();

/** Firebase's user for `email`: the one signed in this page load, else signed in again with `proof`. */
async function accountOf(auth: Auth, email: string, proof?: IdentityProof): Promise<User> {
  if (auth.currentUser && sameEmail(auth.currentUser.email, email)) return auth.currentUser;
  if (!proof) throw new IdentityProofNeededError();
  const { signInWithEmailAndPassword, signInWithPopup, GoogleAuthProvider, signOut } = await import('firebase/auth');
  const { user } =
    'password' in proof
      ? await signInWithEmailAndPassword(auth, email, proof.password)
      : await signInWithPopup(auth, new GoogleAuthProvider());
  if (!sameEmail(user.email, email)) {
    await signOut(auth);
    throw new Error('That Google account isn’t the one you’re signed in with.');
  }
  return user;
}

/**
 * Renames the Firebase account of `email` and returns a fresh ID token, whose name claim the shop's
 * server stores when the token is exchanged. Throws IdentityProofNeededError when Firebase has no
 * user for `email` and no `proof` was given.
 */
export async function updateDisplayName(email: string, name: string, proof?: IdentityProof): Promise<FirebaseIdentity> {
  const auth = await firebaseAuth();
  try {
    const user = await accountOf(auth, email, proof);
    const { updateProfile } = await import('firebase/auth');
    await updateProfile(user, { displayName: name });
    return { email: user.email ?? email, idToken: await user.getIdToken(true) };
  } catch (error) {
    // Our own errors pass through; Firebase's codes become words a shopper can act on.
    if (error instanceof Error && !('code' in error)) throw error;
    throw inWords(error);
  }
}
