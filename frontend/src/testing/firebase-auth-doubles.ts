import { vi } from 'vitest';
import { authErrorMessage, IdentityProofNeededError } from '../lib/session/auth-errors';
import type * as FirebaseAuth from '../lib/session/firebase-auth';

/**
 * Stand-ins for Firebase's sign-in module, made once per worker: the app's modules that imported
 * it for an earlier test file and the test file that sets what they answer hold the same functions.
 * Its error messages and errors are the real ones.
 */
export const firebaseAuthDoubles: typeof FirebaseAuth = {
  authErrorMessage,
  IdentityProofNeededError,
  preloadFirebaseAuth: vi.fn(),
  signInWithGoogle: vi.fn(),
  checkPasswordResetCode: vi.fn(),
  resetPassword: vi.fn(),
  signOutOfFirebase: vi.fn(),
  updateDisplayName: vi.fn(),
};
