// A page holding one visitor's things (the cart, the checkout's address) is rendered for that
// browser alone, from exactly its cart cookie, and kept by nobody; the shared cache never sees it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { PageRenderer } from '../page-renderer.js';
import { storefront } from '../storefront.js';

const TOKEN = 'A'.repeat(43);

function shopWith() {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const calls: Array<{ kind: 'shared' | 'private'; url: string; token?: string }> = [];
  const renderer: PageRenderer = {
    render: async (url) => {
      calls.push({ kind: 'shared', url: url.pathname + url.search });
      return { body: { kind: 'page', status: 200, html: 'shared page' }, etag: 'W/"x"' };
    },
    renderPrivate: async (url, token) => {
      calls.push({ kind: 'private', url: url.pathname + url.search, ...(token !== undefined && { token }) });
      return { kind: 'page', status: 200, html: `page for ${token ?? 'nobody'}` };
    },
  };
  const app = express().use(storefront({ staticDirs: [dir], renderer, limit: (_req, _res, next) => next(), origin: 'http://localhost:3000' }));
  return { app, calls };
}

describe('the storefront’s private pages', () => {
  it('when a visitor opens the checkout, then it is rendered with their cart cookie alone, with the outcome of their form, and nobody may keep it', async () => {
    const { app, calls } = shopWith();
    const mine = await request(app).get('/checkout?checkout=saved&email=ada@example.com').set('Accept', 'text/html').set('Cookie', `visitor_cart=${TOKEN}; other=1`);
    expect({ status: mine.status, cache: mine.headers['cache-control'], body: mine.text }).toEqual({ status: 200, cache: 'private, no-store', body: `page for ${TOKEN}` });
    const theirs = await request(app).get('/checkout').set('Accept', 'text/html');
    expect(theirs.text).toBe('page for nobody');
    // Only the outcome reaches the render; anything else in the address is dropped.
    expect(calls).toEqual([
      { kind: 'private', url: '/checkout?checkout=saved', token: TOKEN },
      { kind: 'private', url: '/checkout' },
    ]);
  });

  it('when Buy Now’s checkout is asked for, then the browser renders it from the shell', async () => {
    const { app, calls } = shopWith();
    const response = await request(app).get('/checkout?buy=0193a7d2-5c1e-7b3a-9f00-1a2b3c4d5e6f&quantity=2').set('Accept', 'text/html');
    expect(response.text).toBe('<!doctype html><div id="root"></div>');
    expect(calls).toEqual([]);
  });

  it('when a shared page is asked for, then it comes from the shared render, cacheable, without the cookie', async () => {
    const { app, calls } = shopWith();
    const response = await request(app).get('/').set('Accept', 'text/html').set('Cookie', `visitor_cart=${TOKEN}`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(calls).toEqual([{ kind: 'shared', url: '/' }]);
  });
});
