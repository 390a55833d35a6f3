// Sign-in errors in words a shopper can act on; shared by Firebase's module and mock mode's stand-in.

const WRONG_CREDENTIALS = 'Wrong email or password.';

const messages: Record<string, string> = {
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/email-already-in-use': 'An account with this email already exists. Log in instead.',
  'auth/weak-password': 'That password is too weak. Use at least 6 characters.',
  'auth/invalid-email': 'That email address doesn’t look right. Check it and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in.',
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/network-request-failed': 'We couldn’t reach the sign-in service. Check your connection and try again.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link has already been used or isn’t complete. Ask for a new one.',
};

const GENERIC = 'Signing in didn’t work. Please try again.';

/** Firebase's error codes, in words a shopper can act on. */
export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && messages[code]) || GENERIC;
}

/**
 * Firebase keeps no user across page loads (in-memory persistence), so after a reload the account
 * must be proved again before it can be renamed: the form asks for the password, or Google.
 */
export class IdentityProofNeededError extends Error {
  constructor() {
    super('Confirm it’s you to change your name.');
    this.name = 'IdentityProofNeededError';
  }
}
