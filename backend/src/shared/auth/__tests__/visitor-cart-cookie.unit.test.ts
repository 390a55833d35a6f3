import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { newVisitorCartToken, visitorCartToken } from '../visitor-cart-cookie.js';

const withCookie = (cookie: string | undefined) => ({ headers: { cookie } }) as Request;

describe('the visitor cart cookie', () => {
  const token = newVisitorCartToken();

  it('when the cart cookie sits among others, then its token is read', () => {
    expect(visitorCartToken(withCookie(`theme=dark; visitor_cart=${token}; other=1`))).toBe(token);
  });

  it('when there is no cookie, or no cart cookie, then there is no cart', () => {
    expect(visitorCartToken(withCookie(undefined))).toBeUndefined();
    expect(visitorCartToken(withCookie('theme=dark'))).toBeUndefined();
  });

  it('when the value is not a token the shop makes, then it names no cart, whatever it holds', () => {
    for (const value of ['', 'short', `${token}x`, `${token.slice(1)}=`, '%00'.repeat(15), `"${token}"x`]) {
      expect(visitorCartToken(withCookie(`visitor_cart=${value}`))).toBeUndefined();
    }
  });
});
