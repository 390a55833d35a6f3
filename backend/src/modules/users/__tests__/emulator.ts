// Emulator calls the shared test/identity.ts doesn't offer: accounts with a chosen email,
// verified emails, profile changes and revocation (the project owner's bearer is emulator-only).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { FirebaseAccount } from '../../../../test/identity.js';
import { TEST_PROJECT } from '../../../../test/identity.js';

const PROJECT = TEST_PROJECT;
const host = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const PASSWORD = 'correct-horse-7';

async function call<T>(path: string, body: object, owner = false): Promise<T> {
  const url = owner
    ? `http://${host()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/${path}`
    : `http://${host()}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(owner ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function freshIdToken(email: string): Promise<string> {
  return (await call<{ idToken: string }>('accounts:signInWithPassword', { email, password: PASSWORD, returnSecureToken: true })).idToken;
}

/** A Firebase account for exactly this email, optionally verified and named. */
export async function createAccount(email: string, options: { verified?: boolean; displayName?: string } = {}): Promise<FirebaseAccount> {
  const created = await call<{ localId: string }>('accounts:signUp', { email, password: PASSWORD, returnSecureToken: true });
  if (options.verified || options.displayName) {
    await call(
      'accounts:update',
      { localId: created.localId, ...(options.verified ? { emailVerified: true } : {}), ...(options.displayName ? { displayName: options.displayName } : {}) },
      true,
    );
  }
  return { uid: created.localId, email, password: PASSWORD, idToken: await freshIdToken(email) };
}

/** Changes the account's display name and returns a new ID token that carries it. */
export async function rename(account: FirebaseAccount, displayName: string): Promise<string> {
  await call('accounts:update', { localId: account.uid, displayName }, true);
  return freshIdToken(account.email);
}

/** Marks the account's email verified and returns a new ID token that says so. */
export async function verifyEmail(account: FirebaseAccount): Promise<string> {
  await call('accounts:update', { localId: account.uid, emailVerified: true }, true);
  return freshIdToken(account.email);
}

/** Moves the account to another email address and returns a new ID token for it. */
export async function changeEmail(account: FirebaseAccount, email: string): Promise<string> {
  await call('accounts:update', { localId: account.uid, email }, true);
  return freshIdToken(email);
}

/** Revokes every token issued so far through the Admin SDK, as a real "sign out everywhere" would. */
export async function revokeTokens(uid: string): Promise<void> {
  const app = initializeApp({ projectId: PROJECT }, `revoke-${uid}`);
  try {
    await getAuth(app).revokeRefreshTokens(uid);
  } finally {
    await deleteApp(app);
  }
}
