import type { Session } from '../../types/api';
import { http } from './http';

/** The session the shop would give `email`: a customer, valid for an hour. */
export function sessionFor(email: string, name = 'Customer Demo'): Session {
  return {
    token: `shop-token-for-${email}`,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    user: { _id: '0193a7d2-5c1e-7b3a-9f00-00000000c001', email, name, role: 'customer' },
  };
}

export const authHandlers = [
  // Like the server: a Bearer Firebase ID token is required; this mock trusts any.
  http.put('/user/{email}', ({ params, request, response }) => {
    if (!request.headers.get('Authorization')?.startsWith('Bearer ')) {
      return response(401).json({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'Sign in again to continue.' });
    }
    return response(200).json(sessionFor(params.email));
  }),
];

export const authScenarios = {
  emailMismatch: http.put('/user/{email}', ({ response }) =>
    response(403).json({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'The token belongs to another email address.' }),
  ),
};
