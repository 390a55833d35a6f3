// The built storefront as the server hands it out, here without its server build (a checkout that
// built only the browser's part): every route gets the browser-rendered screens' shell
// (client.html, which announces the app's code; revalidated), hashed assets are cached for good, the
// API's own 404s untouched. The server-rendered pages are e2e/server-render.e2e.test.ts's.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestShop } from './harness.js';
import { sendRaw } from './support/path-spellings.js';

const dist = mkdtempSync(join(tmpdir(), 'handtools-dist-'));
const CLIENT_SHELL = '<div id="root"></div><link rel="modulepreload" href="/assets/start-app-abc123.js">';

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(dist, 'client.html'), CLIENT_SHELL);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log(1)');
});
const given = useTestShop({ staticDirs: [dist] });

describe('the storefront files', () => {
  it('when a browser asks for a client route or reloads one, then it gets the shell, revalidated on every visit', async () => {
    for (const path of ['/login', '/purchase/0b6d6a44-1f2b-4a4e-9a51-5c6d6f0d9d11', '/dashboard/my-profile', '/']) {
      const response = await given.shop.request.get(path).set('Accept', 'text/html');
      expect(response.status, path).toBe(200);
      expect(response.text, path).toBe(CLIENT_SHELL);
      expect(response.headers['cache-control'], path).toBe('public, max-age=0');
    }
  });

  it('when the built page is asked for by its name, then it is that file', async () => {
    const response = await given.shop.request.get('/index.html').set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.text).toBe('<div id="root"></div>');
  });

  it('when a hashed asset is asked for, then it is served immutable; an unknown API path stays a problem+json 404', async () => {
    const asset = await given.shop.request.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const api = await given.shop.request.get('/api/nothing-here').set('Accept', 'text/html');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/problem\+json/);
  });
});

describe('what is the API’s, with a storefront beside it', () => {
  it('when GET http://<this shop>/api/users is sent in absolute-form, then the API answers it (401 problem), never the shell', async () => {
    const answer = await sendRaw(given.shop.baseUrl, 'GET', `http://${new URL(given.shop.baseUrl).host}/api/users`, { headers: { Accept: 'text/html' } });
    expect({ status: answer.status, type: answer.contentType }).toEqual({ status: 401, type: expect.stringMatching(/^application\/problem\+json/) });
  });

  it.each([
    '/api/products/..%2F..%2Fetc%2Fpasswd',
    '/api/products/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '/api/products/..%2f..%2fapi%2fusers',
    '/x/..%2Fapi/users',
    '/x%2F..%2Fapi%2Fusers',
    '/%2E%2E/api/users',
    '/products/..%252F..%252Fapi%252Fusers',
    '/assets/..%5C..%5Capi%5Cusers',
  ])('when a browser asks for %s, then the API refuses it with a 404 problem, never the shell', async (path) => {
    const answer = await sendRaw(given.shop.baseUrl, 'GET', path, { headers: { Accept: 'text/html' } });
    expect({ status: answer.status, type: answer.contentType }).toEqual({ status: 404, type: expect.stringMatching(/^application\/problem\+json/) });
  });
});
