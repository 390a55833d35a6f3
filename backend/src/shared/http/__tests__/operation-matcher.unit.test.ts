import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../contract.js';
import { createOperationMatcher, type ContractPaths } from '../operation-matcher.js';

const open = { security: [] };
const matcher = createOperationMatcher(loadContract());

describe('what an API path means', () => {
  it('when a path is the contract’s exact spelling, then it is that one operation with its parameters decoded', () => {
    expect(matcher.match('PUT', '/api/user/admin/a%40b.test')).toMatchObject({
      kind: 'operation',
      operation: { operationId: 'makeAdmin' },
      params: { email: 'a@b.test' },
    });
    expect(matcher.match('PUT', '/api/user/a@b.test')).toMatchObject({ kind: 'operation', operation: { operationId: 'exchangeToken' } });
  });

  it.each([
    '/API/user/admin/a@b.test',
    '/Api/user/admin/a@b.test',
    '/api/User/admin/a@b.test',
    '/api/user/ADMIN/a@b.test',
    '/api/user/admin/a@b.test/',
    '/api//user/admin/a@b.test',
    '/api/user//admin/a@b.test',
    '/api/./user/admin/a@b.test',
    '/api/user/./admin/a@b.test',
    '/api/x/../user/admin/a@b.test',
    '/api/%75ser/admin/a@b.test',
    '/api/user/%61dmin/a@b.test',
    '/api/user%2Fadmin/a@b.test',
    '/api/user/admin/',
    '/api/user/admin/.',
    '/api/user/admin/..',
    '/api/user/admin/%E0%A4%A',
    '/api/users;x=1',
  ])('when the path is spelled %s, then it is no operation', (path) => {
    expect(matcher.match('PUT', path).kind).not.toBe('operation');
    expect(matcher.match('GET', path).kind).not.toBe('operation');
  });

  it('when the method is not one the path has, then it is 405 with the ones it has, HEAD included', () => {
    expect(matcher.match('POST', '/api/users')).toEqual({ kind: 'method-not-allowed', allowed: ['GET'] });
    expect(matcher.match('HEAD', '/api/users')).toEqual({ kind: 'method-not-allowed', allowed: ['GET'] });
  });
});

describe('a contract the shop refuses to serve', () => {
  const build = (paths: ContractPaths['paths']) => () => createOperationMatcher({ paths });

  it('when an operation has no security of its own, then the shop does not start', () => {
    expect(build({ '/a': { get: { operationId: 'a' } } })).toThrow(/must declare its own security/);
  });

  it('when two templates could claim one request, then the shop does not start', () => {
    expect(build({ '/a/{x}': { get: { operationId: 'a', ...open } }, '/a/{y}': { put: { operationId: 'b', ...open } } })).toThrow(
      /could both claim/,
    );
  });

  it('when a fixed segment and a parameter compete, then the fixed one wins', () => {
    const both = createOperationMatcher({
      paths: { '/a/{x}': { get: { operationId: 'param', ...open } }, '/a/b': { get: { operationId: 'fixed', ...open } } },
    });
    expect(both.match('GET', '/api/a/b')).toMatchObject({ operation: { operationId: 'fixed' } });
    expect(both.match('GET', '/api/a/c')).toMatchObject({ operation: { operationId: 'param' } });
  });
});
