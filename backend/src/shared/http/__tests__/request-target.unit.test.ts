import { describe, expect, it } from 'vitest';
import { isApiPath, requestTargetOf } from '../request-target.js';

const host = { host: 'shop.test:3000' };

describe('whose a request is: the API’s or the storefront’s', () => {
  it.each([
    '/api',
    '/api/users',
    '/API/users',
    '/%61pi/users',
    '/%2561pi/users',
    '//api/users',
    '/./api/users',
    '/x/../api/users',
    '/Api',
    '\\api\\users',
    '/api;x=1/users',
    '/api/products/..%2F..%2Fetc%2Fpasswd',
    '/api/products/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/x/..%2Fapi/users',
    '/x/%2e%2e/api/users',
    '/x%2F..%2F..%2Fapi%2Fusers',
    '/%2E%2E/api/users',
    '/products/..%252F..%252Fapi%252Fusers',
    '/x/..%5Capi/users',
    '/api%2Fusers',
  ])('when %s is asked for, then it is the API’s (to answer or refuse, never a page)', (path) => {
    expect(isApiPath(path)).toBe(true);
  });

  it.each(['/', '/apis', '/apiary/x', '/purchase/1', '/assets/api.js', '/products/api', '/x/%2e%2e'])('when %s is asked for, then it is the storefront’s', (path) => {
    expect(isApiPath(path)).toBe(false);
  });
});

describe('the request target as Node delivers it', () => {
  it('when it is origin-form, then its path is kept as sent and the query set apart', () => {
    expect(requestTargetOf('/api/products/%41?limit=1', host)).toEqual({ kind: 'api', path: '/api/products/%41', originForm: '/api/products/%41?limit=1' });
    expect(requestTargetOf('/products/x', host)).toEqual({ kind: 'site', path: '/products/x', originForm: '/products/x' });
  });

  it('when it is absolute-form naming this shop’s host, then it is read as its path, in any case of the host', () => {
    expect(requestTargetOf('http://shop.test:3000/api/users?limit=1', host)).toEqual({ kind: 'api', path: '/api/users', originForm: '/api/users?limit=1' });
    expect(requestTargetOf('HTTP://SHOP.test:3000/api/products/..%2F..%2Fetc%2Fpasswd', host)).toMatchObject({ kind: 'api', path: '/api/products/..%2F..%2Fetc%2Fpasswd' });
    expect(requestTargetOf('http://shop.test:3000', host)).toEqual({ kind: 'site', path: '/', originForm: '/' });
    expect(requestTargetOf('https://shop.test:3000?q=1', host)).toEqual({ kind: 'site', path: '/', originForm: '/?q=1' });
  });

  it.each([
    ['http://evil.test/api/users', 421],
    ['http://shop.test/api/users', 421],
    ['http://shop.test:3000@evil.test/api/users', 400],
    ['http://user@shop.test:3000/api/users', 400],
    ['ftp://shop.test:3000/api/users', 400],
    ['*', 400],
    ['shop.test:3000', 400],
  ])('when the target is %s, then it is refused with %i', (url, status) => {
    expect(requestTargetOf(url, host)).toMatchObject({ kind: 'refused', status });
  });

  it('when an absolute-form target comes without a Host header, then it is refused', () => {
    expect(requestTargetOf('http://shop.test:3000/api/users', {})).toMatchObject({ kind: 'refused', status: 421 });
  });
});
