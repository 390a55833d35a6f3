import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { HttpProblem } from '../../problem.js';
import type { StaffRole } from '../../api-types.js';
import type { StoredUser } from '../../request-context.js';
import type { AccessTokens } from '../access-tokens.js';
import { setOperation, type MatchedOperation } from '../../http/operation.js';
import { authenticate } from '../authenticate.js';

const customer: StoredUser = { id: 'c1', email: 'sam@example.com', name: 'Sam', role: 'customer', sessionId: 's1', secondFactor: 'not_needed' };
const admin: StoredUser = { ...customer, id: 'a1', role: 'owner' };
const packer: StoredUser = { ...customer, id: 'f1', role: 'fulfilment' };

/** A request with these headers, matched to an operation with these parts. */
function requestFor(headers: Record<string, string>, operation: Record<string, unknown>): Request {
  const req = { headers } as unknown as Request;
  setOperation(req, operation as unknown as MatchedOperation);
  return req;
}

/** Runs the middleware for an operation whose `security` is `security` (and `x-roles` is `roles`), as `user` with a valid token. */
async function call(security: Array<Record<string, string[]>>, user: StoredUser, roles: StaffRole[] = ['owner']) {
  const verify = vi.fn(async () => ({ userId: user.id, email: user.email, role: user.role }));
  const middleware = authenticate({
    accessTokens: { verify } as unknown as AccessTokens,
    identity: {} as never,
    findUser: async () => user,
  });
  const req = requestFor({ authorization: 'Bearer a.b.c' }, { operationId: 'test', security, roles, params: {} });
  const next = vi.fn() as unknown as NextFunction;
  const error = await middleware(req, {} as Response, next).then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error, passed: vi.mocked(next).mock.calls.length === 1, tokenRead: verify.mock.calls.length > 0, req };
}

describe('authenticate', () => {
  it('when an operation requires staffAccessToken, then a role its x-roles lists passes, and a customer or another role gets 403', async () => {
    expect((await call([{ staffAccessToken: [] }], admin)).passed).toBe(true);
    expect((await call([{ staffAccessToken: [] }], packer, ['owner', 'fulfilment'])).req.user).toEqual({ ...packer, actsAsStaff: true, clientAddress: null });
    for (const refused of [await call([{ staffAccessToken: [] }], customer), await call([{ staffAccessToken: [] }], packer, ['owner', 'catalogue'])]) {
      expect(refused.passed).toBe(false);
      expect(refused.error).toBeInstanceOf(HttpProblem);
      expect((refused.error as HttpProblem).status).toBe(403);
    }
  });

  it('when an operation requires accessToken, then any signed-in user passes as themself, acting as staff only when its x-roles lists their role', async () => {
    for (const user of [customer, admin, packer]) {
      const result = await call([{ accessToken: [] }], user, ['owner', 'support']);
      expect(result.passed).toBe(true);
      expect(result.req.user).toEqual({ ...user, actsAsStaff: user === admin, clientAddress: null });
    }
  });

  it('when a staff session is short of its second factor, then no staff operation passes (403 with a code), and on any other it acts as nobody but itself', async () => {
    for (const [secondFactor, code] of [
      ['code_required', 'second_factor_required'],
      ['enrolment_required', 'second_factor_enrolment_required'],
    ] as const) {
      const pending: StoredUser = { ...admin, secondFactor };
      const refused = await call([{ staffAccessToken: [] }], pending);
      expect({ passed: refused.passed, status: (refused.error as HttpProblem).status, code: (refused.error as HttpProblem).extras.code }).toEqual({ passed: false, status: 403, code });
      const own = await call([{ accessToken: [] }], pending, ['owner', 'support']);
      expect(own.req.user).toEqual({ ...pending, actsAsStaff: false, clientAddress: null });
    }
    expect((await call([{ staffAccessToken: [] }], { ...admin, secondFactor: 'verified' })).passed).toBe(true);
  });

  it('when the requirement names a scheme the server does not know, then nobody passes, not even an admin', async () => {
    for (const security of [[{ apiKey: [] }], [{ accessToken: [], apiKey: [] }], [{ AdminAccessToken: [] }]]) {
      const result = await call(security, admin);
      expect(result.passed).toBe(false);
      expect(result.error).toBeInstanceOf(Error);
      expect(result.error).not.toBeInstanceOf(HttpProblem);
      expect(result.tokenRead).toBe(false);
    }
  });

  it('when an operation has no security requirement at all, then it is public, and an empty list is too', async () => {
    expect((await call([], customer)).tokenRead).toBe(false);
    expect((await call([{}], customer)).passed).toBe(true);
  });

  it('when an operation requires visitorCart, then anyone passes without their token being read, and only a well-formed cart cookie is taken', async () => {
    const result = await call([{ visitorCart: [] }], customer);
    expect(result.passed).toBe(true);
    expect(result.tokenRead).toBe(false);
    expect(result.req.user).toBeUndefined();
    expect(result.req.visitorCartToken).toBeUndefined();
    const token = 'q1Zc0yJ9cS2c3Yt7m0oR8o7bW6z1Xz8rHk5a9Vd3mPQ';
    for (const [header, taken] of [
      [`theme=dark; visitor_cart=${token}`, token],
      [`visitor_cart=${token}x`, undefined],
      ['visitor_cart=../../etc', undefined],
      [`other_visitor_cart=${token}`, undefined],
    ] as const) {
      const middleware = authenticate({ accessTokens: {} as AccessTokens, identity: {} as never, findUser: async () => undefined });
      const req = requestFor({ cookie: header }, { operationId: 'test', security: [{ visitorCart: [] }], params: {} });
      await middleware(req, {} as Response, vi.fn());
      expect(req.visitorCartToken, header).toBe(taken);
    }
  });

  it('when an operation offers two alternative requirements, then it is refused rather than guessed', async () => {
    const result = await call([{ accessToken: [] }, { firebaseIdToken: [] }], admin);
    expect(result.passed).toBe(false);
    expect(result.error).not.toBeInstanceOf(HttpProblem);
  });

  it('when a requirement carries scopes (the old `accessToken: [admin]`), then it is refused rather than read as any user', async () => {
    for (const user of [customer, admin]) {
      const result = await call([{ accessToken: ['admin'] }], user);
      expect(result.passed).toBe(false);
      expect(result.error).not.toBeInstanceOf(HttpProblem);
    }
  });
});
