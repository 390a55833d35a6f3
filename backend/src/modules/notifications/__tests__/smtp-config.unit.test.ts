// Where order emails go comes from the environment: SMTP_URL, or its parts, and MAIL_FROM; where
// their links lead, from SHOP_URL.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.js';

const demo = { PAYMENT_PROVIDER: 'test' };
const production = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  ACCESS_TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars',
};

describe('SMTP settings', () => {
  it('none: no SMTP server, so emails wait in the outbox', () => {
    const config = loadConfig(demo);
    expect(config.smtp).toBeUndefined();
    expect(config.mailFrom).toBe('Hand Tool Shop <orders@handtools.localhost>');
  });

  it('SMTP_URL as it is', () => {
    expect(loadConfig({ ...demo, SMTP_URL: 'smtps://user:pass@smtp.example.com:465' }).smtp).toEqual({ url: 'smtps://user:pass@smtp.example.com:465' });
  });

  it('or its parts, port 587 unless told', () => {
    expect(loadConfig({ ...demo, SMTP_HOST: 'smtp.example.com', SMTP_USER: 'shop', SMTP_PASS: 'secret' }).smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: 'shop',
      pass: 'secret',
    });
    expect(loadConfig({ ...demo, SMTP_HOST: '127.0.0.1', SMTP_PORT: '1025' }).smtp).toMatchObject({ host: '127.0.0.1', port: 1025, user: undefined });
  });

  it.each([
    [{ ...demo, SMTP_URL: 'http://smtp.example.com' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ ...demo, SMTP_URL: 'smtp://a:1', SMTP_HOST: 'b' }, 'not both'],
    [{ ...demo, SMTP_HOST: 'smtp.example.com', SMTP_PORT: '70000' }, 'SMTP_PORT'],
    [{ ...production, SMTP_URL: 'smtp://user:pass@smtp.example.com:587' }, 'MAIL_FROM is required in production'],
    [{ ...production, SMTP_URL: 'smtp://user:pass@smtp.example.com:587', MAIL_FROM: 'Shop <orders@example.com>' }, 'SHOP_URL is required in production'],
    [{ ...demo, SHOP_URL: 'ftp://shop.example.com' }, 'SHOP_URL must be an http:// or https:// address'],
    [{ ...demo, SHOP_URL: 'shop.example.com' }, 'SHOP_URL must be an http:// or https:// address'],
    [{ ...demo, SHOP_URL: 'https://shop.example.com/shop' }, 'SHOP_URL is the shop’s origin alone'],
    [{ ...demo, SHOP_URL: 'https://shop.example.com/?a=1' }, 'SHOP_URL is the shop’s origin alone'],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('production with an SMTP server and a sender starts; without a server it starts too (emails wait)', () => {
    const configured = loadConfig({ ...production, SMTP_URL: 'smtp://u:p@smtp.example.com:587', MAIL_FROM: 'Shop <orders@example.com>', SHOP_URL: 'https://shop.example.com/' });
    expect(configured.mailFrom).toBe('Shop <orders@example.com>');
    expect(configured.shopUrl).toBe('https://shop.example.com');
    expect(loadConfig(production).smtp).toBeUndefined();
  });

  it('links lead to the shop npm start runs unless SHOP_URL says otherwise', () => {
    expect(loadConfig(demo).shopUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...demo, PORT: '4000' }).shopUrl).toBe('http://localhost:4000');
    expect(loadConfig({ ...demo, SHOP_URL: 'https://Shop.Example.com:8443' }).shopUrl).toBe('https://shop.example.com:8443');
  });
});
