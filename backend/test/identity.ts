// Real Firebase identities from the Auth Emulator's REST API, exchanged for the shop's tokens.
import { randomUUID } from 'node:crypto';

const host = () => process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
/**
 * The tests' own Firebase project. The emulator CLI finds its hub through a locator file named
 * after the project, so sharing `npm start`'s project would make its export-on-exit save the
 * tests' accounts instead of the shop's.
 */
export const TEST_PROJECT = 'demo-handtools-test';
const PROJECT = TEST_PROJECT;

async function call<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`http://${host()}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
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

export async function signUp(label: string, displayName = `${label[0]?.toUpperCase()}${label.slice(1)} Tester`): Promise<FirebaseAccount> {
  const email = uniqueEmail(label);
  const password = 'correct-horse-7';
  const created = await call<{ localId: string; idToken: string }>('accounts:signUp', { email, password, returnSecureToken: true });
  await call('accounts:update', { idToken: created.idToken, displayName, returnSecureToken: true });
  const signedIn = await call<{ idToken: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { uid: created.localId, email, password, idToken: signedIn.idToken };
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
  const response = await fetch(`http://${host()}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, disableUser: true }),
  });
  if (!response.ok) throw new Error(`disable: ${response.status} ${await response.text()}`);
}
