// Storybook's built site at /storybook: served to designers by a shop in development, refused by
// the configuration anywhere else.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { useTestShop } from './harness.js';

const storybookDir = mkdtempSync(join(tmpdir(), 'handtools-storybook-'));
const STORYBOOK_PAGE = '<title>Hand Tool Shop · Storybook</title><script>window.CONFIG_TYPE = "PRODUCTION";</script>';

beforeAll(async () => {
  writeFileSync(join(storybookDir, 'index.html'), STORYBOOK_PAGE);
  writeFileSync(join(storybookDir, 'iframe.html'), '<div id="storybook-root"></div>');
});
const given = useTestShop({ env: { NODE_ENV: 'development', STORYBOOK_DIR: storybookDir } });

describe('Storybook at /storybook', () => {
  it('when a designer opens /storybook, then it becomes /storybook/, which is Storybook, its inline scripts allowed', async () => {
    const bare = await given.shop.request.get('/storybook').set('Accept', 'text/html');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/storybook/');
    const page = await given.shop.request.get('/storybook/').set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.text).toBe(STORYBOOK_PAGE);
    expect(page.headers['content-security-policy']).toBeUndefined();
    expect((await given.shop.request.get('/storybook/iframe.html')).status).toBe(200);
  });

  it('when a file of it is missing, then 404, not a page of the shop', async () => {
    const response = await given.shop.request.get('/storybook/no-such-file.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<div id="root">');
  });

  it('the shop itself keeps its security headers: its pages their policy, its API answers theirs', async () => {
    const page = await given.shop.request.get('/not-a-page').set('Accept', 'text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const api = await given.shop.request.get('/api/health');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it.each(['production', 'test'])('when NODE_ENV is %s, then STORYBOOK_DIR is refused at start', (nodeEnv) => {
    const production = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', ACCESS_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars' };
    const env = { NODE_ENV: nodeEnv, STORYBOOK_DIR: storybookDir, ...(nodeEnv === 'production' ? production : { PAYMENT_PROVIDER: 'test' }) };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow('STORYBOOK_DIR serves Storybook in development only');
  });
});
