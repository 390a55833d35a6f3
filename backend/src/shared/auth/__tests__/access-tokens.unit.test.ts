import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../../problem.js';
import { createAccessTokens } from '../access-tokens.js';

const SECRET = 'unit-test-secret-that-is-at-least-32-characters';
const key = new TextEncoder().encode(SECRET);
const tokens = createAccessTokens(SECRET, 15);
const claims = {
  userId: '0193a7d2-5c1e-7b3a-9f00-00000000c001',
  email: 'sam@example.com',
  role: 'customer' as const,
  sessionId: '0193a7d2-5c1e-7b3a-9f00-0000000a5e01',
};
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token shaped exactly like the shop's, with any part overridden. */
function sign(overrides: { alg?: string; secret?: string; iss?: string; aud?: string; exp?: number; sub?: string | null; payload?: object } = {}) {
  const jwt = new SignJWT({ email: claims.email, role: 'customer', sid: claims.sessionId, ...overrides.payload })
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256' })
    .setIssuer(overrides.iss ?? 'handtools-shop')
    .setAudience(overrides.aud ?? 'handtools-shop-api')
    .setIssuedAt()
    .setExpirationTime(overrides.exp ?? nowSeconds() + 600);
  if (overrides.sub !== null) jwt.setSubject(overrides.sub ?? claims.userId);
  return jwt.sign(overrides.secret ? new TextEncoder().encode(overrides.secret) : key);
}

async function refusal(token: string): Promise<HttpProblem> {
  const error = await tokens.verify(token).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpProblem);
  expect((error as HttpProblem).status).toBe(401);
  return error as HttpProblem;
}

describe('the shop access token', () => {
  it('when a token is issued, then it verifies back to the same claims', async () => {
    const { token } = await tokens.issue(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify((await tokens.issue({ ...claims, role: 'owner' })).token)).toEqual({ ...claims, role: 'owner' });
  });

  it('when a token is issued, then it is HS256, names the shop as issuer and audience, and expires after the TTL', async () => {
    const before = Date.now();
    const { token, expiresAt } = await tokens.issue(claims);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256' });
    const payload = decodeJwt(token);
    expect(payload).toMatchObject({ sub: claims.userId, email: claims.email, role: 'customer', sid: claims.sessionId, iss: 'handtools-shop', aud: 'handtools-shop-api' });
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
  });

  it('when the client reads expiresAt, then it is exactly the token’s exp, never later', async () => {
    const { token, expiresAt } = await tokens.issue(claims);
    expect(expiresAt.getTime()).toBe((decodeJwt(token).exp ?? 0) * 1000);
  });

  it('when a token has expired, then 401 says the session expired', async () => {
    const problem = await refusal(await sign({ exp: nowSeconds() - 5 }));
    expect(problem.detail).toMatch(/expired/);
  });

  it('when a token is signed with another key, then 401', async () => {
    await refusal(await sign({ secret: 'another-secret-that-is-at-least-32-characters' }));
    const foreign = await createAccessTokens('another-secret-that-is-at-least-32-characters', 15).issue(claims);
    await refusal(foreign.token);
  });

  it('when the payload is tampered with, then 401', async () => {
    const { token } = await tokens.issue(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const promoted = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 'admin' })).toString('base64url');
    await refusal(`${header}.${promoted}.${signature}`);
    const flipped = `${payload.slice(0, 10)}${payload[10] === 'A' ? 'B' : 'A'}${payload.slice(11)}`;
    await refusal(`${header}.${flipped}.${signature}`);
    await refusal(`${header}.${payload}.${signature.slice(0, -4)}AAAA`);
  });

  it('when the algorithm is none or another HMAC, then 401', async () => {
    const { token } = await tokens.issue(claims);
    const payload = token.split('.')[1];
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await refusal(`${none}.${payload}.`);
    await refusal(await sign({ alg: 'HS512' }));
  });

  it('when issuer, audience or subject is wrong or missing, then 401', async () => {
    await refusal(await sign({ iss: 'someone-else' }));
    await refusal(await sign({ aud: 'another-api' }));
    await refusal(await sign({ sub: null }));
    await refusal(await sign({ payload: { email: 42 } }));
  });

  it('when the token names no session, then 401: it could not be signed out', async () => {
    await refusal(await sign({ payload: { sid: undefined } }));
    await refusal(await sign({ payload: { sid: 7 } }));
  });

  it('when the token is not a JWT at all, then 401 rather than a crash', async () => {
    for (const garbage of ['', 'abc', 'a.b.c', '....', 'eyJhbGciOiJIUzI1NiJ9..']) await refusal(garbage);
  });

  it('when the role claim is anything but admin, then it reads as customer', async () => {
    expect((await tokens.verify(await sign({ payload: { role: 'superuser' } }))).role).toBe('customer');
    expect((await tokens.verify(await sign({ payload: { role: 'owner' } }))).role).toBe('owner');
  });
});
