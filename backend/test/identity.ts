// Real Firebase identities from the Auth Emulator's REST API, exchanged for the shop's tokens: new
// accounts, and the changes only the project owner may make (verified emails, names, disabling,
// revocation; the owner's bearer is emulator-only).
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

const host = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
/**
 * The tests' own Firebase project. The emulator CLI finds its hub through a locator file named
 * after the project, so sharing `npm start`'s project would make its export-on-exit save the
 * tests' accounts instead of the shop's.
 */
export const TEST_PROJECT = 'demo-handtools-test';
const PROJECT = TEST_PROJECT;
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

export interface FirebaseAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function freshIdToken(email: string): Promise<string> {
  return (await call<{ idToken: string }>('accounts:signInWithPassword', { email, password: PASSWORD, returnSecureToken: true })).idToken;
}

export async function signUp(label: string, displayName = `${label[0]?.toUpperCase()}${label.slice(1)} Tester`): Promise<FirebaseAccount> {
  const email = uniqueEmail(label);
  const created = await call<{ localId: string; idToken: string }>('accounts:signUp', { email, password: PASSWORD, returnSecureToken: true });
  await call('accounts:update', { idToken: created.idToken, displayName, returnSecureToken: true });
  return { uid: created.localId, email, password: PASSWORD, idToken: await freshIdToken(email) };
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

/** The emulator accepts unsigned tokens, so tests can forge the claims real Firebase would sign. */
export function forgeIdToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...claims,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

export async function deleteAccount(idToken: string): Promise<void> {
  await call('accounts:delete', { idToken });
}

export async function disableAccount(uid: string): Promise<void> {
  await call('accounts:update', { localId: uid, disableUser: true }, true);
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
