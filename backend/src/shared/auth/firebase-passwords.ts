// Signs in and signs up with an email and password on the shopper's behalf, for the login and
// register forms a browser posts before (or without) the page's code. Firebase's documented REST API
// (Identity Toolkit v1, `accounts:signInWithPassword` and `accounts:signUp`), which the Auth Emulator
// serves under its own host; the Admin SDK has no password sign-in. The ID token it answers is then
// verified and exchanged exactly as a browser's is. Neither the password nor the token is ever logged.
import { HttpProblem } from '../problem.js';

export interface PasswordAccounts {
  /** The ID token of the account `email` with `password`; a 401 for any wrong pair. */
  signIn(email: string, password: string): Promise<string>;
  /** Creates the account, named, and answers its ID token. */
  signUp(name: string, email: string, password: string): Promise<string>;
}

/** One answer for an unknown address and a wrong password, so nobody learns who has an account. */
export const WRONG_CREDENTIALS = 'Wrong email or password.';
export const EMAIL_TAKEN = 'An account with this email address already exists. Log in instead.';

const field = (name: string, message: string) => new HttpProblem(400, message, { errors: [{ path: `/body/${name}`, message }] });
const unavailable = () => new HttpProblem(503, 'Sign-in is temporarily unavailable. Please try again shortly.');

// Firebase's error codes (the text before " : "); the emulator and production share them.
const refusals: Record<string, () => HttpProblem> = {
  EMAIL_NOT_FOUND: () => new HttpProblem(401, WRONG_CREDENTIALS),
  INVALID_PASSWORD: () => new HttpProblem(401, WRONG_CREDENTIALS),
  INVALID_LOGIN_CREDENTIALS: () => new HttpProblem(401, WRONG_CREDENTIALS),
  USER_DISABLED: () => new HttpProblem(403, 'This account has been disabled.'),
  TOO_MANY_ATTEMPTS_TRY_LATER: () => new HttpProblem(429, 'Too many sign-in attempts. Please try again later.'),
  EMAIL_EXISTS: () => new HttpProblem(409, EMAIL_TAKEN, { code: 'email_taken' }),
  WEAK_PASSWORD: () => field('password', 'Choose a stronger password: at least 6 characters.'),
  MISSING_PASSWORD: () => field('password', 'Password is required'),
  INVALID_EMAIL: () => field('email', 'Please input a valid email'),
};

export function createFirebasePasswords(config: { apiKey: string; emulatorHost: string | undefined }): PasswordAccounts {
  const base = config.emulatorHost ? `http://${config.emulatorHost}/identitytoolkit.googleapis.com/v1` : 'https://identitytoolkit.googleapis.com/v1';

  async function call(method: string, body: object): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${base}/accounts:${method}?key=${encodeURIComponent(config.apiKey)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body, returnSecureToken: true }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw unavailable();
    }
    const answer = (await response.json().catch(() => ({}))) as { idToken?: unknown; error?: { message?: unknown } };
    if (response.ok && typeof answer.idToken === 'string') return answer.idToken;
    const code = String(answer.error?.message ?? '').split(' ')[0] ?? '';
    throw refusals[code]?.() ?? unavailable();
  }

  return {
    signIn: (email, password) => call('signInWithPassword', { email, password }),
    signUp: (name, email, password) => call('signUp', { email, password, displayName: name }),
  };
}
