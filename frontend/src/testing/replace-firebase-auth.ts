import { vi } from 'vitest';

// The set-up of the test files that need Firebase's sign-in module replaced (see vitest.config.ts).
// The real SDK and the Auth Emulator are covered by the end-to-end tests.
vi.mock('../lib/session/firebase-auth', async () => (await import('./firebase-auth-doubles')).firebaseAuthDoubles);
