import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../testing/mocks/http';
import { server } from '../../../testing/mocks/server';

// The SDK is replaced: these tests check what this module asks of it. The real SDK against the
// Auth emulator is covered by the end-to-end tests.
const sdk = vi.hoisted(() => {
  const user = { email: 'ada@handtools.test', getIdToken: vi.fn(async (refresh?: boolean) => (refresh ? 'fresh-id-token' : 'id-token')) };
  return {
    user,
    auth: { name: 'auth' },
    initializeApp: vi.fn((options: object) => ({ options })),
    initializeAuth: vi.fn(),
    connectAuthEmulator: vi.fn(),
    signInWithEmailAndPassword: vi.fn(async () => ({ user })),
    updateProfile: vi.fn(async () => undefined),
    signInWithPopup: vi.fn(async () => ({ user })),
    signOut: vi.fn(async () => undefined),
    GoogleAuthProvider: vi.fn(function GoogleAuthProvider() {}),
    verifyPasswordResetCode: vi.fn(async () => 'ada@handtools.test'),
    confirmPasswordReset: vi.fn(async () => undefined),
  };
});

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp }));
vi.mock('firebase/auth', () => ({
  initializeAuth: sdk.initializeAuth,
  inMemoryPersistence: 'in-memory',
  browserPopupRedirectResolver: 'popup-resolver',
  connectAuthEmulator: sdk.connectAuthEmulator,
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  updateProfile: sdk.updateProfile,
  signInWithPopup: sdk.signInWithPopup,
  signOut: sdk.signOut,
  GoogleAuthProvider: sdk.GoogleAuthProvider,
  verifyPasswordResetCode: sdk.verifyPasswordResetCode,
  confirmPasswordReset: sdk.confirmPasswordReset,
}));

const firebase = { apiKey: 'demo-api-key', authDomain: 'demo-handtools.firebaseapp.com', projectId: 'demo-handtools' };

function serveConfig(emulatorHost: string | null) {
  server.use(
    http.get('/config', ({ response }) =>
      response(200).json({ firebase: { ...firebase, emulatorHost }, payments: { provider: 'test', publishableKey: null }, orderHoldMinutes: 1440, shop: { replyWorkingDays: 1, freeShippingFrom: 1000, pricesIncludeTax: true } }),
    ),
  );
}

/** A fresh copy of the module (and of the cached runtime config), as on a new page load. */
const loadModule = () => import('../firebase-auth');

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('firebase-auth', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.clearAllMocks();
    sdk.initializeAuth.mockReturnValue(sdk.auth);
    serveConfig('http://127.0.0.1:9099');
  });

  it('when the module is imported, then Firebase is not initialised until a sign-in needs it', async () => {
    const { signInWithGoogle } = await loadModule();
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    await signInWithGoogle();
    expect(sdk.initializeApp).toHaveBeenCalledWith(firebase);
  });

  it('when signing in twice, then Firebase is initialised once, from the runtime config, against the emulator', async () => {
    const { signInWithGoogle } = await loadModule();
    await signInWithGoogle();
    await signInWithGoogle();
    expect(sdk.initializeAuth).toHaveBeenCalledOnce();
    expect(sdk.initializeAuth).toHaveBeenCalledWith({ options: firebase }, { persistence: 'in-memory', popupRedirectResolver: 'popup-resolver' });
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(sdk.auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  it('when the config names no emulator, then the real service is used', async () => {
    serveConfig(null);
    const { signInWithGoogle } = await loadModule();
    await signInWithGoogle();
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('when a reset link’s code is checked and used, then its account comes back and the new password is set; an expired one is said in words', async () => {
    const { checkPasswordResetCode, resetPassword } = await loadModule();
    await expect(checkPasswordResetCode('code-1')).resolves.toBe('ada@handtools.test');
    await resetPassword('code-1', 'Newer#2026');
    expect(sdk.confirmPasswordReset).toHaveBeenCalledWith(sdk.auth, 'code-1', 'Newer#2026');
    sdk.verifyPasswordResetCode.mockRejectedValueOnce(firebaseError('auth/expired-action-code'));
    await expect(checkPasswordResetCode('code-0')).rejects.toThrow('This link has expired. Ask for a new one.');
  });

  it('when continuing with Google, then a Google popup signs in', async () => {
    const { signInWithGoogle } = await loadModule();
    await expect(signInWithGoogle()).resolves.toEqual({ email: 'ada@handtools.test', idToken: 'id-token' });
    expect(sdk.signInWithPopup).toHaveBeenCalledWith(sdk.auth, expect.any(sdk.GoogleAuthProvider));
  });

  it.each([
    ['auth/invalid-credential', 'Wrong email or password.'],
    ['auth/wrong-password', 'Wrong email or password.'],
    ['auth/user-not-found', 'Wrong email or password.'],
    ['auth/email-already-in-use', 'An account with this email already exists. Log in instead.'],
    ['auth/weak-password', 'That password is too weak. Use at least 6 characters.'],
    ['auth/invalid-email', 'That email address doesn’t look right. Check it and try again.'],
    ['auth/popup-closed-by-user', 'The Google window was closed before signing in.'],
    ['auth/network-request-failed', 'We couldn’t reach the sign-in service. Check your connection and try again.'],
    ['auth/too-many-requests', 'Too many attempts. Wait a few minutes, then try again.'],
    ['auth/internal-error', 'Signing in didn’t work. Please try again.'],
  ])('when Firebase fails with %s, then the error says "%s"', async (code, message) => {
    sdk.signInWithPopup.mockRejectedValueOnce(firebaseError(code));
    const { signInWithGoogle } = await loadModule();
    await expect(signInWithGoogle()).rejects.toThrow(new Error(message));
  });

  it('when the shop’s settings can’t be loaded, then the error says so and the next attempt tries again', async () => {
    server.use(http.get('/config', ({ response }) => response.untyped(new Response(null, { status: 503 }))));
    const { signInWithGoogle } = await loadModule();
    await expect(signInWithGoogle()).rejects.toThrow('Sign-in couldn’t be loaded. Check your connection and try again.');
    serveConfig(null);
    await expect(signInWithGoogle()).resolves.toMatchObject({ idToken: 'id-token' });
  });

  it('when Firebase was never loaded, then signing out does nothing; once loaded, it signs out', async () => {
    const { signInWithGoogle, signOutOfFirebase } = await loadModule();
    await signOutOfFirebase();
    expect(sdk.signOut).not.toHaveBeenCalled();
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    await signInWithGoogle();
    await signOutOfFirebase();
    expect(sdk.signOut).toHaveBeenCalledWith(sdk.auth);
  });
});
