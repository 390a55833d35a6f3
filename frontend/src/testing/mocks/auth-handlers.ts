import { delay, http as untypedHttp, HttpResponse } from 'msw';
import type { Session, User } from '../../types/api';
import { uuidLike } from '../fixtures/ids';
import { http } from './http';
import { caller, mockShop, problem } from './mock-shop';

/** The session the shop would give `email`: a customer, valid for an hour. */
export function sessionFor(email: string, name = 'Customer Demo'): Session {
  return {
    token: `shop-token-for-${email}`,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    user: { _id: '0193a7d2-5c1e-7b3a-9f00-00000000c001', email, name, role: 'customer', disabled: false },
    secondFactor: 'not_needed',
  };
}

/** The mocked ID token of mock mode's sign-in: `mock-id-token:<email>:<name>`. */
function nameInToken(authorization: string): string | undefined {
  const [, , name] = authorization.replace(/^Bearer /, '').split(':');
  return name ? decodeURIComponent(name) : undefined;
}

/** Like the server: the first exchange creates the user, later ones keep their role and take a new name. */
function userFor(email: string, name: string | undefined): User {
  let user = mockShop.users.find((u) => u.email === email);
  if (!user) {
    user = { _id: uuidLike(mockShop.users.length + 3000), email, name: name ?? email.split('@')[0]!, role: 'customer', disabled: false };
    mockShop.users.push(user);
  } else if (name) {
    user.name = name;
  }
  return user;
}

/** The seeded demo accounts' passwords (PRODUCT.md), which the mocked password sign-in checks. */
export const demoPasswords: Record<string, string> = {
  'admin@handtools.test': 'Admin#2026',
  'customer@handtools.test': 'Customer#2026',
  'priya@handtools.test': 'Priya#2026',
};
/** Every account's password as the mocked shop knows it: the demo accounts', and those registered or reset this page load (or test file). */
export const mockPasswords = new Map<string, string>(Object.entries(demoPasswords));

const wrongCredentials = problem(401, 'Unauthorized', 'Wrong email or password.');
const disabled = problem(403, 'Forbidden', 'This account has been disabled.');

/** Like the server: the session of the (now) stored user, refused when disabled. */
function sessionOf(email: string, name: string | undefined) {
  const user = userFor(email, name);
  return user.disabled ? undefined : { ...sessionFor(user.email, user.name), user: { ...user } };
}

/** The shop's one answer to a reset request, whatever the address. */
export const resetRequested = 'If an account uses that address, we’ve emailed it a link to choose a new password.';

export const authHandlers = [
  http.post('/password-resets', ({ response }) => response(202).json({ message: resetRequested })),
  // Like the server: a Bearer Firebase ID token is required; this mock trusts any.
  http.put('/user/{email}', ({ params, request, response }) => {
    const authorization = request.headers.get('Authorization');
    if (!authorization?.startsWith('Bearer ')) return response(401).json(problem(401, 'Unauthorized', 'Sign in again to continue.'));
    const user = userFor(params.email, nameInToken(authorization));
    if (user.disabled) return response(403).json(problem(403, 'Forbidden', 'This account has been disabled.'));
    return response(200).json({ ...sessionFor(user.email, user.name), user: { ...user } });
  }),
  // Like the server: one answer for a wrong password and an unknown address.
  http.post('/sign-in', async ({ request, response }) => {
    const { email, password } = await request.json();
    const normalised = email.toLowerCase();
    if (mockPasswords.get(normalised) !== password) return response(401).json(wrongCredentials);
    const session = sessionOf(normalised, undefined);
    return session ? response(200).json(session) : response(403).json(disabled);
  }),
  http.post('/register', async ({ request, response }) => {
    const { name, email, password } = await request.json();
    const normalised = email.toLowerCase();
    if (mockPasswords.has(normalised) || mockShop.users.some((user) => user.email === normalised)) {
      return response(409).json(problem(409, 'Conflict', 'An account with this email address already exists. Log in instead.', { code: 'email_taken' }));
    }
    mockPasswords.set(normalised, password);
    return response(201).json(sessionOf(normalised, name.trim())!);
  }),
  // A browser with no form sign-in waiting never asks (its page's code looks for the mark first).
  http.post('/sign-in/hand-over', ({ response }) => response(200).json(sessionOf('customer@handtools.test', undefined)!)),
  // The mock's tokens are named after their user, so there is no session to end: only the caller is checked.
  http.delete('/session', ({ request, response }) => {
    if (!caller(request)) return response(401).json(problem(401, 'Unauthorized', 'Please sign in to continue.'));
    return response(204).empty();
  }),
];

export const authScenarios = {
  emailMismatch: http.put('/user/{email}', ({ response }) =>
    response(403).json(problem(403, 'Forbidden', 'The token belongs to another email address.')),
  ),
};

/** How the shop answers a new account: never (still creating it), taken, or not at all (offline). */
export const registerScenarios = {
  pending: http.post('/register', () => delay('infinite')),
  emailTaken: http.post('/register', ({ response }) =>
    response(409).json(problem(409, 'Conflict', 'An account with this email address already exists. Log in instead.', { code: 'email_taken' })),
  ),
  unreachable: http.post('/register', () => HttpResponse.error()),
};

const firebaseError = (message: string) => HttpResponse.json({ error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } }, { status: 400 });

// Firebase's password-reset calls once the shop's email has brought the shopper to /reset-password:
// the link's code checked, then used with the new password (both resetPassword).
const firebaseResetPassword = /\/identitytoolkit\.googleapis\.com\/v1\/accounts:resetPassword/;

/** How Firebase answers a reset link's code: good, expired or used. */
export const firebaseResetScenarios = {
  goodCode: untypedHttp.post(firebaseResetPassword, () =>
    HttpResponse.json({ kind: 'identitytoolkit#ResetPasswordResponse', email: 'customer@handtools.test', requestType: 'PASSWORD_RESET' }),
  ),
  expiredCode: untypedHttp.post(firebaseResetPassword, () => firebaseError('EXPIRED_OOB_CODE')),
  usedCode: untypedHttp.post(firebaseResetPassword, () => firebaseError('INVALID_OOB_CODE')),
};

/** How the shop can refuse a reset request: too many for the address (or from this client). */
export const passwordResetScenarios = {
  rateLimited: http.post('/password-resets', ({ response }) =>
    response(429).json(problem(429, 'Too Many Requests', 'Too many password reset requests for this address in a short time. Please try again in 3412 seconds.'), {
      headers: { 'Retry-After': '3412' },
    }),
  ),
};
