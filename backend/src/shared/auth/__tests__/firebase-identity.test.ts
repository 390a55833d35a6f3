// The verifier's own answers; the emulator's refusals (expired, revoked, disabled, another project)
// are exercised over HTTP in modules/users/__tests__/token-exchange.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { forgeIdToken, signUp, TEST_PROJECT } from '../../../../test/identity.js';
import { HttpProblem } from '../../problem.js';
import { createFirebaseIdentity } from '../firebase-identity.js';

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
afterEach(() => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
});

async function problemOf(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpProblem);
  return error as HttpProblem;
}

describe('the Firebase identity verifier', () => {
  it('when a token is valid, then the identity has the lower-cased email, the name and whether it is verified', async () => {
    const account = await signUp('verifier', 'Vera Fier');
    const identity = createFirebaseIdentity(TEST_PROJECT);
    try {
      const mixedCase = forgeIdToken({ sub: account.uid, user_id: account.uid, email: account.email.toUpperCase(), name: 'Vera Fier' });
      expect(await identity.verifyIdToken(mixedCase)).toEqual({ uid: account.uid, email: account.email, emailVerified: false, name: 'Vera Fier' });
    } finally {
      await identity.close();
    }
  });

  it('when the token has no email, then 401 says that rather than a generic refusal', async () => {
    const account = await signUp('noemail');
    const identity = createFirebaseIdentity(TEST_PROJECT);
    try {
      const problem = await problemOf(identity.verifyIdToken(forgeIdToken({ sub: account.uid, user_id: account.uid })));
      expect(problem.status).toBe(401);
      expect(problem.detail).toMatch(/no email/);
    } finally {
      await identity.close();
    }
  });

  it('when Firebase can’t be reached, then 503 to retry, not a 401 that would sign the user out', async () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:1';
    const identity = createFirebaseIdentity(TEST_PROJECT);
    try {
      const problem = await problemOf(identity.verifyIdToken(forgeIdToken({ sub: 'someone', user_id: 'someone', email: 'a@example.com' })));
      expect(problem.status).toBe(503);
    } finally {
      await identity.close();
    }
  });
});
